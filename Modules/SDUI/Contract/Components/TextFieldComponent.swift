/// A text input bound to a key of the screen's state.
///
/// ```json
/// {"type": "textField", "placeholder": "Email address", "stateKey": "email", "keyboard": "email"}
/// ```
public struct TextFieldComponent: ComponentContent {
    public static let typeName: TypeName = "textField"
    public var placeholder: String?
    public var stateKey: String
    public var keyboard: KeyboardKind?
    /// Masks the value (passwords).
    public var secure: Bool?

    public init(placeholder: String? = nil, stateKey: String, keyboard: KeyboardKind? = nil, secure: Bool? = nil) {
        self.placeholder = placeholder
        self.stateKey = stateKey
        self.keyboard = keyboard
        self.secure = secure
    }

    public var isSecure: Bool { secure ?? false }
}

/// What a text field expects, so clients can help (and check) the typing.
public enum KeyboardKind: String, TolerantEnum {
    case text, email, number, url, phone
    public static let defaultCase = KeyboardKind.text
}
