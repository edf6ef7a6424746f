/// A bordered group of children, tappable as a whole when it has an action.
///
/// ```json
/// {"type": "card", "title": "Parcel 3S123", "children": [{"type": "text", "paragraphs": ["Arrives today"]}],
///  "action": {"type": "navigate", "destination": "parcels/3S123"}}
/// ```
public struct CardComponent: ComponentContent {
    public static let typeName: TypeName = "card"
    public var title: String?
    @LossyArray public var children: [Component]
    public var action: Action?
    /// Rounded (default) or square corners.
    public var corners: CardCorners?
    /// Points of empty space inside the frame, on every side (see `LayoutPadding`).
    public var padding: Double?
    /// `false` (or an expression that gives false, §8.1) shows the card without its
    /// action: dimmed, not focusable, nothing runs. Absent means enabled.
    public var enabled: Bool?

    public init(title: String? = nil, children: [Component], action: Action? = nil, enabled: Bool? = nil,
                corners: CardCorners? = nil, padding: Double? = nil) {
        self.title = title
        _children = LossyArray(wrappedValue: children)
        self.action = action
        self.enabled = enabled
        self.corners = corners
        self.padding = padding
    }

    public var isEnabled: Bool { enabled ?? true }
    /// The action the card runs now: none while disabled.
    public var activeAction: Action? { isEnabled ? action : nil }
    public var actions: [Action] { activeAction.map { [$0] } ?? [] }
}

/// A card's corners.
public enum CardCorners: String, TolerantEnum {
    case rounded, square
    public static let defaultCase = CardCorners.rounded
}
