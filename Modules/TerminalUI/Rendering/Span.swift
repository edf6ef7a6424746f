/// A run of text drawn in one style.
///
/// The text is sanitized when the span is made (`TerminalText.sanitize`),
/// so no renderer, core or feature, can write a server's control characters
/// to the terminal by accident.
public struct Span: Sendable, Hashable {
    public let text: String
    public let style: Style
    /// Display columns, measured once: lines are measured again and again while laid out.
    public let width: Int

    public init(_ text: String, style: Style = .plain) {
        self.text = TerminalText.sanitize(text)
        self.style = style
        width = DisplayWidth.of(self.text)
    }

    /// For text that is already known to be clean (spaces, box drawing).
    init(trusted text: String, style: Style) {
        self.text = text
        self.style = style
        width = DisplayWidth.of(text)
    }

    /// `count` spaces: padding is the most common span, so its text is shared (`Spaces`)
    /// and its width is known without measuring.
    init(spaces count: Int, style: Style) {
        text = Spaces.run(count)
        self.style = style
        width = count
    }

    public static func == (lhs: Span, rhs: Span) -> Bool {
        lhs.text == rhs.text && lhs.style == rhs.style
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(style)
    }
}
