/// A row of text leading somewhere: every field but `title` is optional and
/// simply not shown when absent.
///
/// ```json
/// {"type": "detailRow", "addition": "Fanny Mendelssohn", "title": "Das Jahr", "subtitle": "H-U 385 • piano cycle",
///  "disclosureText": "12", "primaryAction": {"type": "navigate", "destination": "works/das-jahr"}}
/// ```
public struct DetailRowComponent: ComponentContent {
    public static let typeName: TypeName = "detailRow"
    public var addition: String?
    public var title: String
    public var subtitle: String?
    public var disclosureText: String?
    public var primaryAction: Action?
    /// Offered as a secondary action ("remove from playlist").
    public var deleteAction: Action?
    /// `false` (or an expression that gives false, §8.1) shows the row without its
    /// action: dimmed, not focusable, nothing runs. Absent means enabled.
    public var enabled: Bool?

    public init(addition: String? = nil, title: String, subtitle: String? = nil, disclosureText: String? = nil,
                primaryAction: Action? = nil, deleteAction: Action? = nil, enabled: Bool? = nil) {
        self.addition = addition
        self.title = title
        self.subtitle = subtitle
        self.disclosureText = disclosureText
        self.primaryAction = primaryAction
        self.deleteAction = deleteAction
        self.enabled = enabled
    }

    public var isEnabled: Bool { enabled ?? true }
    public var actions: [Action] { isEnabled ? [primaryAction, deleteAction].compactMap { $0 } : [] }
}
