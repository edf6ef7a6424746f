import ChildProcess
import Glibc
import PlayerContract

/// Plays through a player command the user configures (`aplay -q`,
/// `mpv --no-video -`, …), feeding the track's audio on its standard input.
///
/// The command is an edge we do not control: a missing command, or one that
/// exits before the track ends, stops playback with a message; the client
/// keeps running. Pause and resume use SIGSTOP/SIGCONT; the position follows
/// the clock, as the command cannot report it.
public actor ExternalCommandOutput: AudioOutput {
    /// Fetches a track's audio bytes; nil means "synthesise a tone".
    public typealias AudioLoader = @Sendable (PlayableTrack) async throws(PlaybackError) -> [UInt8]?

    private let arguments: [String]
    /// The program's file when it was found up front; nil: looked up in `PATH` at each start.
    private let executablePath: String?
    /// Why the program is missing, in words for the user (from `PlayerOutputChoice`); nil: "command not found".
    private let missingReason: String?
    private let commandLine: String
    private let loadAudio: AudioLoader
    private let clock: ClockOutput
    private var child: pid_t?
    private var audioFile: String?
    private var failed: PlaybackError?
    private var expectedEnd: Double = 0

    /// - Parameter command: the command line, split on spaces (`"aplay -q"`).
    public init(command: String, time: any TimeSource = SystemTimeSource(), loadAudio: @escaping AudioLoader) {
        arguments = command.split(separator: " ").map(String.init)
        executablePath = nil
        missingReason = nil
        commandLine = arguments.joined(separator: " ")
        self.loadAudio = loadAudio
        clock = ClockOutput(time: time)
    }

    /// A command the user configured, as `PlayerOutputChoice` resolved it:
    /// a program that was not found is reported with the command's
    /// `missingReason` when a track starts (and tried again each time, in
    /// case it was installed since).
    public init(command: PlayerCommand, time: any TimeSource = SystemTimeSource(), loadAudio: @escaping AudioLoader) {
        arguments = command.words
        executablePath = command.executablePath
        missingReason = command.missingReason
        commandLine = command.text
        self.loadAudio = loadAudio
        clock = ClockOutput(time: time)
    }

    public func start(_ track: PlayableTrack, at position: Double) async throws(PlaybackError) {
        await stop()
        guard !arguments.isEmpty else { throw .outputUnavailable(command: "", reason: "no player command configured") }
        let audio = try await loadAudio(track) ?? ToneWAV.make(seconds: max(0, track.duration - position), seed: track.id)
        let path = try writeTemporary(audio)
        audioFile = path
        child = try spawn(stdinFrom: path)
        expectedEnd = track.duration - position
        failed = nil
        try await clock.start(track, at: position)
    }

    public func pause() async {
        if let child { kill(child, SIGSTOP) }
        await clock.pause()
    }

    public func resume() async throws(PlaybackError) {
        if let child { kill(child, SIGCONT) }
        try await clock.resume()
    }

    public func stop() async {
        if let child {
            kill(child, SIGCONT)
            kill(child, SIGTERM)
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        child = nil
        if let audioFile { unlink(audioFile) }
        audioFile = nil
        await clock.stop()
    }

    public func position() async -> Double { await clock.position() }

    public func failure() async -> PlaybackError? {
        if let failed { return failed }
        guard let child else { return nil }
        var status: Int32 = 0
        let result = waitpid(child, &status, WNOHANG)
        guard result == child else { return nil }
        self.child = nil
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        // Ending at (or after) the track's end is a normal finish.
        if exitStatus == 0, await clock.position() >= expectedEnd - 1 { return nil }
        failed = .outputStopped(command: commandLine, status: exitStatus)
        return failed
    }

    private func writeTemporary(_ bytes: [UInt8]) throws(PlaybackError) -> String {
        var template = Array("/tmp/sdui-audio-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw .outputUnavailable(command: commandLine, reason: "cannot create a temporary audio file (errno \(errno))")
        }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard result > 0 else {
                throw .outputUnavailable(command: commandLine, reason: "cannot write the temporary audio file (errno \(errno))")
            }
            written += result
        }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func spawn(stdinFrom path: String) throws(PlaybackError) -> pid_t {
        do throws(ChildProcess.Failure) {
            return try ChildProcess.spawn(arguments, executablePath: executablePath, standardInput: path)
        } catch {
            switch error {
            case .notFound: throw .outputUnavailable(command: commandLine, reason: missingReason ?? "command not found")
            case .permissionDenied: throw .outputUnavailable(command: commandLine, reason: missingReason ?? "permission denied")
            case .other(let code): throw .outputUnavailable(command: commandLine, reason: "error \(code)")
            }
        }
    }
}
