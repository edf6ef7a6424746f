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

    /// Whether a typed character belongs in a field of this kind, so every client
    /// refuses the same keys: a number takes digits only, a phone number digits and
    /// `+ - ( )` and spaces, an email address or a web address no white space.
    public func accepts(_ character: Character) -> Bool {
        switch self {
        case .text: return true
        case .email, .url: return !character.isWhitespace && !character.isNewline
        case .number: return character.isASCII && character.isNumber
        case .phone: return (character.isASCII && character.isNumber) || "+-() ".contains(character)
        }
    }

    /// What the field takes, said to the user when a key is refused; nil for plain text.
    public var refusal: String? {
        switch self {
        case .text: return nil
        case .email: return "An email address has no spaces."
        case .url: return "A web address has no spaces."
        case .number: return "This field takes digits only."
        case .phone: return "A phone number takes digits, +, -, ( ) and spaces."
        }
    }

    /// A short name of the kind, shown beside the field's label; nil for plain text.
    public var label: String? {
        switch self {
        case .text: return nil
        case .email: return "email"
        case .url: return "web address"
        case .number: return "digits"
        case .phone: return "phone"
        }
    }
}
