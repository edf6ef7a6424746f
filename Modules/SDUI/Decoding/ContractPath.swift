/// Formats a coding path the way server developers write JSON paths:
/// `sections[2].components[5].action`.
///
/// Diagnostics are read by people fixing server output, so they name the
/// place in the document, not Swift's `CodingKey` dump.
public enum ContractPath {
    public static func format(_ codingPath: [any CodingKey]) -> String {
        var result = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                result += "[\(index)]"
            } else {
                if !result.isEmpty { result += "." }
                result += key.stringValue
            }
        }
        return result.isEmpty ? "$" : result
    }
}
