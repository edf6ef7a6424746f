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

    public init(title: String? = nil, children: [Component], action: Action? = nil) {
        self.title = title
        _children = LossyArray(wrappedValue: children)
        self.action = action
    }

    public var actions: [Action] { action.map { [$0] } ?? [] }
}
