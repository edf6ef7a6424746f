/// The JSON shapes of the designs this project learned from, which a team
/// moving from one of them can bring its documents from (`sdui convert`).
/// The list is written once: the command line's choices and help come from it.
public enum SeedFormat: String, CaseIterable, Sendable {
    /// The SwiftUI tutorial: one `root` component tree, `scrollView`, `content`, `apiCall` actions.
    case tutorial
    /// Primephonic: `componentScreen` pages and actions, `lowresUrl`, `"4:54"` durations.
    case primephonic
    /// The Medium article: `widgets` of kebab-case components, each with a `data` wrapper.
    case medium
    /// PostNL: widgets typed `Shipment`, `Empty` or `Error`.
    case postnl

    /// What a document of this format is, for help and errors.
    public var summary: String {
        switch self {
        case .tutorial: "a SwiftUI tutorial screen (a `root` component tree)"
        case .primephonic: "a Primephonic component screen (`componentScreen`)"
        case .medium: "a Medium article's screen of `widgets`"
        case .postnl: "a PostNL widget (`Shipment`, `Empty` or `Error`)"
        }
    }

    /// What the converted document is: a screen, or (PostNL) a widget.
    public var producesWidget: Bool { self == .postnl }
}
