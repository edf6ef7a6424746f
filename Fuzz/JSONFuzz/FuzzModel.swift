import JSON

/// A small model with the shapes that stress a Codable decoder: optionals,
/// arrays, nested and recursive objects, dictionaries, a string enum, narrow
/// integer types that must range-check, `Float`, and an untyped `JSONValue`.
/// The seeds and json.dict name its members so the fuzzer finds them quickly.
struct FuzzModel: Codable, Equatable {
    enum Kind: String, Codable {
        case a, b
    }

    var id: Int?
    var name: String?
    var score: Double?
    var enabled: Bool?
    var kind: Kind?
    var tags: [String]?
    var attributes: [String: String]?
    var counts: [String: Int64]?
    var child: FuzzChild?
    var children: [FuzzChild]?
    var extra: JSONValue?
}

struct FuzzChild: Codable, Equatable {
    var title: String
    var values: [Int64]?
    var ratio: Float?
    var big: UInt64?
    var small: Int8?
    var nested: [FuzzChild]?
}
