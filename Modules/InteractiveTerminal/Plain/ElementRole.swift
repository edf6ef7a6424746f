import SDUI

/// What an element of a screen is, as plain mode names it ("Pay, button"),
/// and the ARIA role a browser gives the same element: the one table both
/// clients are held to. `SpokenScreen` says `word`, `sdui render --format
/// json` prints it, and the web client's test compares Chromium's
/// accessibility tree against `aria` (docs/web.md, "The same screen, the
/// same meaning", shows this table and a test checks the two agree).
public enum ElementRole: String, Sendable, Equatable, CaseIterable {
    /// Opens another place: a screen, a web page, back.
    case link
    /// Does something here: a command, a state change, share, a page of rows.
    case button
    case toggle
    case textField
    case passwordField
    /// One option of a picker.
    case radioButton

    /// The English word plain mode says (translated through `UITexts`); also the role `sdui render --format json` prints.
    public var word: String {
        switch self {
        case .link: "link"
        case .button: "button"
        case .toggle: "toggle"
        case .textField: "text field"
        case .passwordField: "password field"
        case .radioButton: "radio button"
        }
    }

    /// The role of the same element in a browser's accessibility tree (WAI-ARIA 1.2).
    /// A password field is a `textbox` too: ARIA has no role of its own for one.
    public var aria: String {
        switch self {
        case .link: "link"
        case .button: "button"
        case .toggle: "switch"
        case .textField, .passwordField: "textbox"
        case .radioButton: "radio"
        }
    }

    /// The role named by `word`, as `sdui render --format json` prints it.
    public init?(word: String) {
        guard let role = Self.allCases.first(where: { $0.word == word }) else { return nil }
        self = role
    }

    /// "link" for what opens another place (a screen, a web page), "button" for what does something here.
    public init(running action: Action) {
        switch action {
        case .navigate, .openURL, .back: self = .link
        case .sequence(let sequence): self = sequence.actions.contains { ElementRole(running: $0) == .link } ? .link : .button
        default: self = .button
        }
    }
}
