/// A component whose action `enabled: false` turns off (§ enabled): clients
/// draw it dimmed and give it no focus, and a screen reader still names it,
/// so every client asks the component itself rather than knowing its type.
public protocol SwitchableContent: ComponentContent {
    /// False when the server (or an expression) switched the action off.
    var isEnabled: Bool { get }
    /// The name people know the component by, and the action `enabled` switches.
    var switchedAction: (name: String, action: Action)? { get }
}

extension ButtonComponent: SwitchableContent {
    public var switchedAction: (name: String, action: Action)? { (label, action) }
}

extension DetailRowComponent: SwitchableContent {
    public var switchedAction: (name: String, action: Action)? { primaryAction.map { (title, $0) } }
}

extension ArtworkRowComponent: SwitchableContent {
    public var switchedAction: (name: String, action: Action)? { action.map { (title, $0) } }
}

extension CardComponent: SwitchableContent {
    public var switchedAction: (name: String, action: Action)? { action.map { (title ?? "card", $0) } }
}
