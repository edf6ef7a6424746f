/// A button with a label, a style and an action.
///
/// ```json
/// {"type": "button", "label": "Pay €4.10", "style": "primary", "enabled": true,
///  "action": {"type": "command", "url": "/v1/commands/scan-and-go/pay"}}
/// ```
public struct ButtonComponent: ComponentContent {
    public static let typeName: TypeName = "button"
    public var label: String
    public var style: ButtonStyle?
    /// Absent means enabled.
    public var enabled: Bool?
    public var action: Action
    /// State keys of text fields that must pass their `validation` before
    /// the action runs; while one fails, nothing is sent, the field shows its
    /// message and takes the focus. Older clients ignore it (the server
    /// checks anyway).
    public var validates: [String]?

    public init(label: String, style: ButtonStyle? = nil, enabled: Bool? = nil, action: Action, validates: [String]? = nil) {
        self.label = label
        self.style = style
        self.enabled = enabled
        self.action = action
        self.validates = validates
    }

    public var isEnabled: Bool { enabled ?? true }
    public var actions: [Action] { isEnabled ? [action] : [] }
}

/// How prominent a button is.
public enum ButtonStyle: String, TolerantEnum {
    case primary, secondary, destructive, plain
    public static let defaultCase = ButtonStyle.secondary
}
