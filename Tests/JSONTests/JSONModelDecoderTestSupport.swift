import Foundation
import JSON

// Helpers shared by the JSONModelDecoderTests files: error shapes, small
// generic models, and a probe for driving decoding containers directly.

/// A DecodingError reduced to what callers switch on: its case, the type or
/// key it names, and its coding path (`"#3"` for index 3).
enum DecodingErrorShape: Equatable, CustomStringConvertible {
    case typeMismatch(String, [String])
    case valueNotFound(String, [String])
    case keyNotFound(String, [String])
    case dataCorrupted([String])
    case other(String)

    init(_ error: any Error) {
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            self = .typeMismatch("\(type)", Self.path(context.codingPath))
        case DecodingError.valueNotFound(let type, let context):
            self = .valueNotFound("\(type)", Self.path(context.codingPath))
        case DecodingError.keyNotFound(let key, let context):
            self = .keyNotFound(key.stringValue, Self.path(context.codingPath))
        case DecodingError.dataCorrupted(let context):
            self = .dataCorrupted(Self.path(context.codingPath))
        default:
            self = .other("\(error)")
        }
    }

    static func path(_ keys: [any CodingKey]) -> [String] {
        keys.map { key in key.intValue.map { "#\($0)" } ?? key.stringValue }
    }

    var description: String {
        switch self {
        case .typeMismatch(let type, let path): return "typeMismatch(\(type)) \(path)"
        case .valueNotFound(let type, let path): return "valueNotFound(\(type)) \(path)"
        case .keyNotFound(let key, let path): return "keyNotFound(\(key)) \(path)"
        case .dataCorrupted(let path): return "dataCorrupted \(path)"
        case .other(let text): return "other \(text)"
        }
    }
}

/// The shape of the error decoding `json` as `type` throws, or nil if it succeeds.
func decodingError<T: Decodable>(
    _ type: T.Type, _ json: String, decoder: JSONModelDecoder = JSONModelDecoder()
) -> DecodingErrorShape? {
    do {
        _ = try decoder.decode(type, from: json)
        return nil
    } catch {
        return DecodingErrorShape(error)
    }
}

struct Member<T: Decodable>: Decodable {
    var a: T
}

struct OptionalMember<T: Decodable>: Decodable {
    var a: T?
}

struct Outer: Decodable {
    var inner: Member<Int>
}

enum DecoderTestKind: String, Codable {
    case text, image
}

/// A type whose `init(from:)` is supplied by the test, for driving containers directly.
struct Probe: Decodable {
    typealias Body = @Sendable (any Decoder) throws -> String
    /// The body travels in `userInfo`, which is also what this exercises.
    static let bodyKey = CodingUserInfoKey(rawValue: "JSONModelDecoderTests.Probe.body")!
    var result: String

    init(from decoder: any Decoder) throws {
        guard let body = decoder.userInfo[Self.bodyKey] as? Body else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no probe body"))
        }
        result = try body(decoder)
    }

    /// Runs `body` as the `init(from:)` of a value decoded from `json`.
    static func run(
        _ json: String, decoder: JSONModelDecoder = JSONModelDecoder(), _ body: @escaping Body
    ) throws -> String {
        var decoder = decoder
        decoder.userInfo[bodyKey] = body
        return try decoder.decode(Probe.self, from: json).result
    }

    static func error(
        _ json: String, decoder: JSONModelDecoder = JSONModelDecoder(), _ body: @escaping Body
    ) -> DecodingErrorShape? {
        do {
            _ = try run(json, decoder: decoder, body)
            return nil
        } catch {
            return DecodingErrorShape(error)
        }
    }
}

struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

func path(_ keys: [any CodingKey]) -> String {
    DecodingErrorShape.path(keys).joined(separator: ".")
}
