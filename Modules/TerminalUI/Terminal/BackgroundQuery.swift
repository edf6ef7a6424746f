import Glibc
import SDUI

/// Asks the terminal for its background colour (xterm's OSC 11) without
/// leaving a byte on screen or in the input.
///
/// The question is followed by a primary device attributes request (DA1),
/// which every terminal answers: its reply marks the end of the answers,
/// so a terminal that ignores OSC 11 costs one round trip, not the timeout.
/// Run in raw mode (no echo) before anything else reads the input; keys
/// typed in that instant are lost. Replies are read into a bounded buffer.
public enum BackgroundQuery {
    /// `ESC ] 11 ; ? BEL`. BEL ends the OSC: every terminal that knows
    /// OSC 11 takes it, where some older ones do not take `ESC \`.
    public static let question = "\u{1B}]11;?\u{07}"
    /// DA1 (`ESC [ c`), asked last: its reply ends the answers.
    static let endOfQuestions = "\u{1B}[c"
    /// Replies longer than this are not a terminal's answer; reading stops.
    static let maximumReplyBytes = 1024

    /// The terminal's background, or nil when it did not say within `timeoutMilliseconds`.
    public static func ask(input: Int32, output: some TerminalOutput, timeoutMilliseconds: Int32 = 1000) -> RGBColor? {
        parse(exchange(question, input: input, output: output, timeoutMilliseconds: timeoutMilliseconds)).color
    }

    /// Writes `questions` and DA1, and returns what the terminal answered up
    /// to DA1's reply (or the timeout): one round trip for every question a
    /// client has at start-up (the background, and `GraphicsQuery`'s).
    public static func exchange(_ questions: String, input: Int32, output: some TerminalOutput,
                                timeoutMilliseconds: Int32 = 1000) -> [UInt8] {
        output.write(questions + endOfQuestions)
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 128)
        var remaining = timeoutMilliseconds
        while remaining > 0, reply.count < maximumReplyBytes {
            let started = Self.milliseconds()
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, remaining)
            if ready < 0, errno == EINTR { remaining -= Int32(Self.milliseconds() - started); continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, min($0.count, maximumReplyBytes - reply.count)) }
            guard count > 0 else { break }
            reply.append(contentsOf: buffer[0..<count])
            if parse(reply).finished { return reply }
            remaining -= Int32(Self.milliseconds() - started)
        }
        return reply
    }

    /// The colour in an OSC 11 reply, and whether the DA1 reply that ends the answers has arrived.
    ///
    /// OSC 11: `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or `ESC \`, each
    /// component 1 to 4 hex digits. DA1: `ESC [ ?` … `c`.
    public static func parse(_ bytes: [UInt8]) -> (color: RGBColor?, finished: Bool) {
        var color: RGBColor?
        if let start = end(of: Array("\u{1B}]11;rgb:".utf8), in: bytes) {
            let body = bytes[start...].prefix { $0 != 0x07 && $0 != 0x1B }
            let parts = body.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            let channels = parts.compactMap { channel(String(decoding: $0, as: UTF8.self)) }
            if parts.count == 3, channels.count == 3 {
                color = RGBColor(red: channels[0], green: channels[1], blue: channels[2])
            }
        }
        let finished = end(of: Array("\u{1B}[?".utf8), in: bytes).map { bytes[$0...].contains(UInt8(ascii: "c")) } ?? false
        return (color, finished)
    }

    /// The index just past the first occurrence of `pattern` in `bytes`.
    public static func end(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start + pattern.count
        }
        return nil
    }

    /// One component, scaled from its digits' range to 0–255 (`ffff` and `ff` are both 255).
    private static func channel(_ digits: String) -> UInt8? {
        guard (1...4).contains(digits.count), let value = Int(digits, radix: 16) else { return nil }
        let maximum = (1 << (4 * digits.count)) - 1
        return UInt8((value * 255 + maximum / 2) / maximum)
    }

    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
