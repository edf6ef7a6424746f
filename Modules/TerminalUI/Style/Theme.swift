/// The styles of the terminal UI's recurring elements, in one place.
///
/// Renderers ask the theme for "a section heading" or "a destructive
/// button" instead of picking colours, so the whole UI stays consistent and
/// a monochrome theme is one value away.
public struct Theme: Sendable, Hashable {
    public var title: Style
    public var subtitle: Style
    public var secondary: Style
    public var heading: Style
    public var link: Style
    public var focus: Style
    public var border: Style
    public var placeholder: Style
    public var primaryButton: Style
    public var secondaryButton: Style
    public var destructiveButton: Style
    public var disabled: Style
    public var error: Style
    public var offline: Style
    public var matched: Style

    public init(title: Style, subtitle: Style, secondary: Style, heading: Style, link: Style, focus: Style,
                border: Style, placeholder: Style, primaryButton: Style, secondaryButton: Style,
                destructiveButton: Style, disabled: Style, error: Style, offline: Style, matched: Style) {
        self.title = title
        self.subtitle = subtitle
        self.secondary = secondary
        self.heading = heading
        self.link = link
        self.focus = focus
        self.border = border
        self.placeholder = placeholder
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
        self.destructiveButton = destructiveButton
        self.disabled = disabled
        self.error = error
        self.offline = offline
        self.matched = matched
    }

    /// Named ANSI colours only, so it follows the user's terminal palette.
    public static let standard = Theme(
        title: Style(attributes: .bold),
        subtitle: Style(foreground: .brightBlack),
        secondary: Style(attributes: .dim),
        heading: Style(foreground: .cyan, attributes: [.bold]),
        link: Style(foreground: .blue, attributes: .underline),
        focus: Style(attributes: .inverse),
        border: Style(foreground: .brightBlack),
        placeholder: Style(foreground: .brightBlack, attributes: .italic),
        primaryButton: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
        secondaryButton: Style(foreground: .blue, attributes: .bold),
        destructiveButton: Style(foreground: .red, attributes: .bold),
        disabled: Style(attributes: .dim),
        error: Style(foreground: .red, attributes: .bold),
        offline: Style(foreground: .black, background: .yellow, attributes: .bold),
        matched: Style(foreground: .black, background: .yellow))
}
