import ArgumentParser
import TerminalImages

/// `--picture-timeout`, for every command that draws a server's pictures
/// (`render`, `open`, `widget`): a slow link or a busy server needs longer
/// than the 5 s default, and each command should let the person say so.
struct PictureTimeoutOption: ParsableArguments {
    @Option(help: "Seconds one picture may take to download (a picture under 1 KiB a second for 2 s is given up on sooner; a longer timeout forgives a longer stall).")
    var pictureTimeout: Double = PictureTimeLimits.standard.total

    /// The limits the transport enforces for each picture.
    var limits: PictureTimeLimits { PictureTimeLimits(total: pictureTimeout) }

    func validate() throws {
        if !(pictureTimeout.isFinite && pictureTimeout > 0 && pictureTimeout <= 300) {
            throw ValidationError("--picture-timeout must be more than 0 and at most 300 seconds")
        }
    }
}
