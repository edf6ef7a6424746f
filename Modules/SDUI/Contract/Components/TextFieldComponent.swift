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
    /// Checked, in order, before a button that `validates` this field's key
    /// acts; a rule that cannot be used is left out with a diagnostic.
    @LossyArray public var validation: [FieldRule]

    public init(placeholder: String? = nil, stateKey: String, keyboard: KeyboardKind? = nil, secure: Bool? = nil,
                validation: [FieldRule] = []) {
        self.placeholder = placeholder
        self.stateKey = stateKey
        self.keyboard = keyboard
        self.secure = secure
        _validation = LossyArray(wrappedValue: validation)
    }

    enum CodingKeys: String, CodingKey {
        case placeholder, stateKey, keyboard, secure, validation
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        try container.encode(stateKey, forKey: .stateKey)
        try container.encodeIfPresent(keyboard, forKey: .keyboard)
        try container.encodeIfPresent(secure, forKey: .secure)
        if !validation.isEmpty { try container.encode(validation, forKey: .validation) }
    }

    public var isSecure: Bool { secure ?? false }
}

/// What a text field expects, so clients can help (and check) the typing.
public enum KeyboardKind: String, TolerantEnum {
    case text, email, number, url, phone
    public static let defaultCase = KeyboardKind.text
}
