/// Shows a short message for a while, without stopping the user: the
/// terminal's status line, a polite live region in a page. Unlike
/// `showAlert` nothing has to be acknowledged, so the message is bounded in
/// length and in time; the same object (without `type`) is a `done`
/// result's `toast`.
///
/// ```json
/// {"type": "showToast", "message": "Saved for later", "duration": 3}
/// ```
///
/// The decoder keeps a toast rather than refusing it: a message longer than
/// `maximumMessageLength` characters is cut (ending in `…`) and a duration
/// outside `durations` is clamped, each with a `defaultedValue` diagnostic.
/// An empty message or a field of the wrong JSON type makes it malformed.
public struct ShowToastAction: Codable, Sendable, Equatable {
    /// Seconds a toast stays when the server names none: the terminal's passing message's four seconds.
    public static let defaultDuration: Double = 4
    /// The seconds a client shows a toast for: long enough to be read, short
    /// enough that a toast never stands in for an alert.
    public static let durations: ClosedRange<Double> = 2...10
    /// Characters (grapheme clusters) a toast says at most: one or two lines, never a page.
    public static let maximumMessageLength = 200

    public var message: String
    /// Seconds, within `durations`; nil is `defaultDuration`.
    public var duration: Double?

    public init(message: String, duration: Double? = nil) {
        self.message = message
        self.duration = duration
    }

    /// How long the toast is shown, in seconds.
    public var shownDuration: Double { duration ?? Self.defaultDuration }

    enum CodingKeys: String, CodingKey {
        case message, duration
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let context = ContractContext.of(decoder)
        let text = try container.decode(String.self, forKey: .message)
        guard !text.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .message, in: container,
                                                   debugDescription: "A toast's message is empty; it would say nothing.")
        }
        if text.count > Self.maximumMessageLength {
            message = String(text.prefix(Self.maximumMessageLength - 1)) + "…"
            context.record(.defaultedValue, at: decoder.codingPath + [CodingKeys.message],
                           "a toast says at most \(Self.maximumMessageLength) characters, not \(text.count); cut to fit")
        } else {
            message = text
        }
        duration = try container.decodeIfPresent(Double.self, forKey: .duration)
        if let seconds = duration, !Self.durations.contains(seconds) {
            let clamped = min(max(seconds, Self.durations.lowerBound), Self.durations.upperBound)
            context.record(.defaultedValue, at: decoder.codingPath + [CodingKeys.duration],
                           "a toast is shown for \(Self.durations.lowerBound) to \(Self.durations.upperBound) seconds, not \(seconds); using \(clamped)")
            duration = clamped
        }
    }
}
