/// The styles of the terminal UI's recurring elements, in one place.
///
/// Renderers ask the theme for "a section heading" or "a destructive
/// button" instead of picking colours, so the whole UI stays consistent and
/// a monochrome theme is one value away. A server theme changes the
/// palette (`init(palette:)`); the shapes stay.
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

    /// The roles' colours these styles were made from, for renderers that
    /// colour by role (a badge's tone, a text's `color`).
    public var palette: TerminalPalette

    /// The styles of the UI's elements in a palette's colours: headings in
    /// the accent, links and buttons in the primary, errors in the critical
    /// colour. With the standard palette: named ANSI colours only, so it
    /// follows the user's terminal.
    public init(palette: TerminalPalette) {
        let primary = palette[.primary] ?? .blue
        let warning = palette[.warning] ?? .yellow
        let critical = palette[.critical] ?? .red
        self.palette = palette
        title = Style(attributes: .bold)
        subtitle = Style(foreground: .brightBlack)
        secondary = Style(attributes: .dim)
        heading = Style(foreground: palette[.accent] ?? .cyan, attributes: [.bold])
        link = Style(foreground: primary, attributes: .underline)
        focus = Style(attributes: .inverse)
        border = Style(foreground: .brightBlack)
        placeholder = Style(foreground: .brightBlack, attributes: .italic)
        primaryButton = Style(foreground: palette.text(on: primary), background: primary, attributes: .bold)
        secondaryButton = Style(foreground: primary, attributes: .bold)
        destructiveButton = Style(foreground: critical, attributes: .bold)
        disabled = Style(attributes: .dim)
        error = Style(foreground: critical, attributes: .bold)
        offline = Style(foreground: warning == .yellow ? .black : palette.text(on: warning), background: warning, attributes: .bold)
        matched = Style(foreground: .black, background: .yellow)
    }

    public static let standard = Theme(palette: .standard)
}
