/// A coding key made at run time rather than declared by a type.
///
/// The coders need keys nobody declared: array positions, the `"super"` key of
/// `superDecoder()`/`superEncoder()`, and the members of `[String: T]`
/// dictionaries. They are spelled as Foundation spells them (`"Index 3"` for
/// position 3) so error paths read the same whichever coder produced them.
struct JSONCodingKey: CodingKey, Sendable, Hashable {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    /// A copy of another key's values.
    init(stringValue: String, intValue: Int?) {
        self.stringValue = stringValue
        self.intValue = intValue
    }

    /// The key `superDecoder()` and `superEncoder()` use, as in Foundation.
    static let `super` = JSONCodingKey(stringValue: "super")
}
