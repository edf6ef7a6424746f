import JSON

/// Where a conversion is in the input, as a JSON pointer.
struct SeedPath: Sendable {
    private(set) var components: [String] = []

    func appending(_ key: String) -> SeedPath {
        var copy = self
        // RFC 6901: `~` as `~0`, `/` as `~1`.
        copy.components.append(key.map { $0 == "~" ? "~0" : $0 == "/" ? "~1" : String($0) }.joined())
        return copy
    }

    func appending(_ index: Int) -> SeedPath { appending(String(index)) }

    var pointer: String { components.isEmpty ? "" : "/" + components.joined(separator: "/") }
}

/// The notes of one conversion, shared by everything it reads.
final class SeedNotes {
    private(set) var list: [ConversionNote] = []

    func add(_ path: SeedPath, _ message: String) {
        list.append(ConversionNote(path: path.pointer, message: message))
    }
}

/// One object of the input being read. Every member taken is marked;
/// `finish()` notes each member nothing took, so nothing is lost silently.
final class SeedObject {
    let object: JSONObject
    let path: SeedPath
    let notes: SeedNotes
    private var taken: Set<String> = []

    init(_ object: JSONObject, at path: SeedPath, notes: SeedNotes) {
        self.object = object
        self.path = path
        self.notes = notes
    }

    /// Reads `value` as an object, or notes that it is not one.
    static func read(_ value: JSONValue, at path: SeedPath, notes: SeedNotes, what: String) -> SeedObject? {
        guard case .object(let object) = value else {
            notes.add(path, "\(what) is \(value.typeWithArticle), not an object; left out")
            return nil
        }
        return SeedObject(object, at: path, notes: notes)
    }

    /// Reads `value` as an object with a `type`: a component or an action.
    /// Without an object or a type, notes it as left out.
    static func typed(_ value: JSONValue, at path: SeedPath, notes: SeedNotes, what: String) -> (object: SeedObject, type: String)? {
        guard let input = read(value, at: path, notes: notes, what: what) else { return nil }
        guard let type = input.string("type") else {
            notes.add(path, "\(what) without a `type`; left out")
            return nil
        }
        return (input, type)
    }

    /// The member `key` (nil, and marked, when absent or null).
    func take(_ key: String) -> JSONValue? {
        taken.insert(key)
        guard let value = object[key], !value.isNull else { return nil }
        return value
    }

    /// The member `key` when it is a string; another type is noted and left out.
    func string(_ key: String) -> String? {
        guard let value = take(key) else { return nil }
        guard let text = value.stringValue else {
            notes.add(path.appending(key), "\(value.typeWithArticle) where text was expected; left out")
            return nil
        }
        return text
    }

    /// The member `key` as a list, each element converted at its own pointer; an element
    /// the conversion leaves out is absent, and a member that is not a list is noted.
    func list(_ key: String, _ convert: (JSONValue, SeedPath) -> JSONValue?) -> [JSONValue] {
        guard let value = take(key) else { return [] }
        guard case .array(let elements) = value else {
            notes.add(path.appending(key), "\(value.typeWithArticle), not a list; left out")
            return []
        }
        let listPath = path.appending(key)
        return elements.enumerated().compactMap { index, element in convert(element, listPath.appending(index)) }
    }

    /// Copies `key` (as `newKey`) into `output` unchanged, when present.
    func copy(_ key: String, as newKey: String? = nil, into output: inout JSONObject) {
        if let value = take(key) { output[newKey ?? key] = value }
    }

    /// Takes `key` and notes why it is not carried over, when present.
    func drop(_ key: String, because reason: String) {
        if take(key) != nil { notes.add(path.appending(key), reason) }
    }

    /// Notes every member no one took.
    func finish() {
        for key in object.keys where !taken.contains(key) {
            notes.add(path.appending(key), "'\(key)' has no counterpart in the contract; left out")
        }
    }
}

extension String {
    /// `event-banner` → `eventBanner`: the seeds' kebab-case type names in our spelling.
    var camelCasedFromKebab: String {
        let parts = split(separator: "-", omittingEmptySubsequences: true)
        guard let first = parts.first else { return self }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A screen id made from a title: lower-case letters and digits, words joined by `-`.
    var slug: String {
        var result = ""
        for scalar in unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if ("A"..."Z").contains(scalar) {
                result.unicodeScalars.append(Unicode.Scalar(scalar.value + 32) ?? scalar)
            } else if !result.isEmpty, !result.hasSuffix("-") {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "converted" : result
    }
}

extension JSONValue {
    /// `an object`, `a string`: the value's JSON type for a sentence.
    var typeWithArticle: String {
        switch self {
        case .object, .array: "an \(typeName)"
        default: "a \(typeName)"
        }
    }
}
