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
    /// Marks the first cell of a row of a picture that a pixel protocol draws
    /// over the text (`PictureMark`); invisible in the text itself. On the
    /// span rather than its style, so no style (and no theme) carries it.
    public let picture: PictureMark?

    public init(_ text: String, style: Style = .plain, picture: PictureMark? = nil) {
        self.text = TerminalText.sanitize(text)
        self.style = style
        width = DisplayWidth.of(self.text)
        self.picture = picture
    }

    /// For text that is already known to be clean (spaces, box drawing).
    init(trusted text: String, style: Style, picture: PictureMark? = nil) {
        self.text = text
        self.style = style
        width = DisplayWidth.of(text)
        self.picture = picture
    }

    /// `count` spaces: padding is the most common span, so its text is shared (`Spaces`)
    /// and its width is known without measuring.
    init(spaces count: Int, style: Style) {
        text = Spaces.run(count)
        self.style = style
        width = count
        picture = nil
    }

    public static func == (lhs: Span, rhs: Span) -> Bool {
        lhs.text == rhs.text && lhs.style == rhs.style && lhs.picture == rhs.picture
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(style)
    }
}
