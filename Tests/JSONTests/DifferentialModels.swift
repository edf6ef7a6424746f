import JSON

/// Models shared by the differential and property tests: optionals, nested
/// collections, enums with synthesized and custom coding, integer and
/// floating-point edge values.
struct Profile: Codable, Equatable, Sendable {
    var id: Int
    var name: String
    var nickname: String?
    var tags: [String]
    var scores: [String: Double]
    var matrix: [[Int]]
    var kind: Kind
    var shape: Shape
    var flags: [Bool]?
    var ratio: Float
    var small: Int8
    var unsigned: UInt64
    var wide: Int64
    var child: Child?
}

struct Child: Codable, Equatable, Sendable {
    var label: String
    var values: [Double?]
}

enum Kind: String, Codable, Equatable, Sendable {
    case parcel, letter
}

/// Decoded by hand from a `type` discriminator, as contract types are.
enum Shape: Codable, Equatable, Sendable {
    case circle(radius: Double)
    case square(side: Int)

    enum CodingKeys: String, CodingKey { case type, radius, side }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "circle": self = .circle(radius: try container.decode(Double.self, forKey: .radius))
        case "square": self = .square(side: try container.decode(Int.self, forKey: .side))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown shape \(other)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .circle(let radius):
            try container.encode("circle", forKey: .type)
            try container.encode(radius, forKey: .radius)
        case .square(let side):
            try container.encode("square", forKey: .type)
            try container.encode(side, forKey: .side)
        }
    }
}

/// Synthesized coding of an enum with associated values.
enum Event: Codable, Equatable, Sendable {
    case opened(path: String)
    case tapped(id: String, count: Int)
    case closed
}

/// Reads a fixed number of elements through an unkeyed container.
struct Triple: Codable, Equatable, Sendable {
    var a: Int
    var b: String
    var c: Bool

    init(a: Int, b: String, c: Bool) {
        self.a = a
        self.b = b
        self.c = c
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        a = try container.decode(Int.self)
        b = try container.decode(String.self)
        c = try container.decode(Bool.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
    }
}

/// Uses nested containers and superDecoder.
struct Envelope: Codable, Equatable, Sendable {
    var version: Int
    var items: [Triple]
    var meta: [String: [Int]]

    enum CodingKeys: String, CodingKey { case header, body }
    enum HeaderKeys: String, CodingKey { case version }

    init(version: Int, items: [Triple], meta: [String: [Int]]) {
        self.version = version
        self.items = items
        self.meta = meta
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let header = try container.nestedContainer(keyedBy: HeaderKeys.self, forKey: .header)
        version = try header.decode(Int.self, forKey: .version)
        var body = try container.nestedUnkeyedContainer(forKey: .body)
        items = try body.decode([Triple].self)
        meta = try [String: [Int]](from: body.superDecoder())
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var header = container.nestedContainer(keyedBy: HeaderKeys.self, forKey: .header)
        try header.encode(version, forKey: .version)
        var body = container.nestedUnkeyedContainer(forKey: .body)
        try body.encode(items)
        try meta.encode(to: body.superEncoder())
    }
}

/// Snake-case keys for the key strategies.
struct SnakeModel: Codable, Equatable, Sendable {
    var firstName: String
    var lastLoginAt: Int?
    var urlValue: String
    var attributes: [String: Int]
}

extension Profile {
    static let sample = Profile(
        id: 42, name: "Ada é 日本 😀 \"quoted\"\n\t", nickname: nil, tags: ["a", "", "c/d"],
        scores: ["math": 0.1, "neg": -2.5e-8, "big": 1.7976931348623157e308], matrix: [[1, 2], [], [Int.max, Int.min]],
        kind: .parcel, shape: .circle(radius: 2.5), flags: [true, false], ratio: 3.25, small: -128,
        unsigned: UInt64.max, wide: Int64.min, child: Child(label: "kid", values: [1, nil, -0.0, .leastNonzeroMagnitude]))
}
