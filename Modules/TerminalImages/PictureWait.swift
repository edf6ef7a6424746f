/// How long a client that draws once (`sdui render`, the widget) waits for a
/// screen's pictures: as long as the screen itself took to load, so pictures
/// never make a screen slower than it was, and at least `minimum`, so a
/// screen that came in a few milliseconds still gets its pictures from a
/// server as quick.
public struct PictureWait: Sendable, Equatable {
    /// The least waited however quickly the screen came: 1 s by default.
    public static let defaultMinimum: Duration = .seconds(1)

    /// How long the screen took, from its request to its decoded tree.
    public var screenLoad: Duration
    public var minimum: Duration

    public init(screenLoad: Duration, minimum: Duration = PictureWait.defaultMinimum) {
        self.screenLoad = screenLoad
        self.minimum = minimum
    }

    /// How long pictures are waited for.
    public var limit: Duration { max(screenLoad, minimum) }

    /// "0.05 s": seconds with two decimals, for notes.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return "0 s" }
        let hundredths = Int(attoseconds / 10_000_000_000_000_000)
        return "\(seconds).\(hundredths < 10 ? "0" : "")\(hundredths) s"
    }
}

/// A picture still on its way when a client that draws once stopped waiting
/// (`PictureWait`): drawn as its placeholder, and said with its URL.
public struct PictureNotInTime: Error, Sendable, Equatable, CustomStringConvertible {
    public let url: String
    public let wait: PictureWait

    public init(url: String, wait: PictureWait) {
        self.url = url
        self.wait = wait
    }

    public var description: String {
        let waited = PictureWait.seconds(wait.limit), screen = PictureWait.seconds(wait.screenLoad)
        if wait.screenLoad >= wait.minimum {
            return "\(url) timed out: not here within \(waited), the time the screen took to load"
        }
        return "\(url) timed out: not here within \(waited) (the screen took \(screen); pictures are waited for as long, and at least \(PictureWait.seconds(wait.minimum)))"
    }
}
