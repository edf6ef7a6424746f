import JSON

/// A string that is exactly `${name}`: in a template's body, the place
/// where an argument's own JSON value goes (an array of rows, an action),
/// whatever the slot would otherwise hold. Whoever reads a body before it
/// is expanded (the server's capability filter, sending templates to a
/// client that expands them) keeps such a string where it is.
public enum TemplatePlaceholder {
    public static func isWhole(_ value: JSONValue) -> Bool {
        guard case .string(let text) = value else { return false }
        let bytes = text.utf8
        guard bytes.count > 3, bytes.first == UInt8(ascii: "$"), bytes.last == UInt8(ascii: "}") else { return false }
        let inner = bytes.dropFirst().dropLast()
        return inner.first == UInt8(ascii: "{") && !inner.dropFirst().contains(UInt8(ascii: "}"))
    }
}
