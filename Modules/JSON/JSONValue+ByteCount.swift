/// How many bytes a value takes written as compact JSON, without writing it.
///
/// Budgets that protect a process from a document that multiplies itself
/// (templates, expressions) count bytes before they build them; this is
/// their measure. Strings count their UTF-8 bytes and quotes but not the
/// escapes a writer would add, so the figure can be a little under what
/// `serialized()` produces, never over.
extension JSONValue {
    public var compactByteCount: Int {
        switch self {
        case .null: return 4
        case .bool(let flag): return flag ? 4 : 5
        case .number(let number): return number.compactByteCount
        case .string(let text): return text.utf8.count + 2
        case .array(let elements):
            var total = 2 + max(0, elements.count - 1)
            for element in elements { total += element.compactByteCount }
            return total
        case .object(let object):
            var total = 2 + max(0, object.count - 1)
            for (key, member) in object { total += key.utf8.count + 3 + member.compactByteCount }
            return total
        }
    }
}

extension JSONNumber {
    /// The length of `description`, computed without making it for integers.
    public var compactByteCount: Int {
        switch storage {
        case .int(let value):
            var digits = value < 0 ? 2 : 1
            var rest = value.magnitude / 10
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            return digits
        case .uint, .double:
            return description.utf8.count
        }
    }
}
