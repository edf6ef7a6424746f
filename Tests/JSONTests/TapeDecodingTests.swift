import Foundation
@testable import JSON
import Testing

/// The tape decoder (`decode(from: bytes)`) against the tree decoder
/// (`decode(from: JSONValue)`, what the SDUI core uses after resolving
/// expressions): the same values, and errors with the same case, path and
/// description, for generated documents and the edge cases only a tape has
/// (keys compared as bytes, repeated keys, spans of the input).
@Suite("Tape decoding")
struct TapeDecodingTests {
    static func viaTape<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], snake: Bool = false) -> Result<T, any Error> {
        var decoder = JSONModelDecoder()
        if snake { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        return Result { try decoder.decode(type, from: bytes) }
    }

    static func viaTree<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], snake: Bool = false) -> Result<T, any Error> {
        var decoder = JSONModelDecoder()
        if snake { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        return Result { try decoder.decode(type, from: try JSONParser().parse(bytes)) }
    }

    /// Case, path and the whole description: the tape must say exactly what the tree says.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): context = c
        @unknown default: return "unknown"
        }
        return FoundationDifferentialTests.signature(error) + " — " + context.debugDescription
    }

    static func expectSame<T: Decodable & Equatable>(_ type: T.Type, _ json: String, snake: Bool = false,
                                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(json.utf8)
        switch (viaTape(type, bytes, snake: snake), viaTree(type, bytes, snake: snake)) {
        case (.success(let a), .success(let b)):
            #expect(a == b, "values differ for \(json)", sourceLocation: sourceLocation)
        case (.failure(let a), .failure(let b)):
            #expect(describe(a) == describe(b), "errors differ for \(json)", sourceLocation: sourceLocation)
        case (.success(let a), .failure(let b)):
            Issue.record("tape decoded \(a), tree threw \(describe(b)) for \(json)", sourceLocation: sourceLocation)
        case (.failure(let a), .success(let b)):
            Issue.record("tape threw \(describe(a)), tree decoded \(b) for \(json)", sourceLocation: sourceLocation)
        }
    }

    @Test("500 generated documents decode to the same JSONValue and the same Profile, or fail the same way")
    func generatedDocuments() throws {
        var generator = ValueGenerator(seed: 0x7A9E)
        for _ in 0..<250 {
            let value = generator.value(depth: 0)
            let text = String(decoding: try JSONWriter().write(value), as: UTF8.self)
            Self.expectSame(JSONValue.self, text)
            let profile = generator.profile()
            let encoded = String(decoding: try JSONModelEncoder().encode(profile), as: UTF8.self)
            Self.expectSame(Profile.self, encoded)
            // The same document with one member's value swapped for a random one: mostly errors.
            let broken = encoded.replacingOccurrences(of: "\"small\":", with: "\"small\":\(text),\"was\":")
            Self.expectSame(Profile.self, broken)
        }
    }

    @Test("errors name the same member, index and kind as the tree's")
    func sameErrors() {
        Self.expectSame(Triple.self, #"[1, "b"]"#)
        Self.expectSame(Triple.self, #"[1, 2, true]"#)
        Self.expectSame(Triple.self, #"{"a": 1}"#)
        Self.expectSame(Triple.self, #"null"#)
        Self.expectSame(Envelope.self, #"{"version": 1, "items": [[1, "x", true], [2, "y", null]], "meta": {}}"#)
        Self.expectSame(Envelope.self, #"{"version": 1.5, "items": [], "meta": {}}"#)
        Self.expectSame(Envelope.self, #"{"version": 300000000000000000000, "items": [], "meta": {}}"#)
        Self.expectSame(Envelope.self, #"{"items": [], "meta": {}}"#)
        Self.expectSame(Envelope.self, #"{"version": 1, "items": {}, "meta": {"a": [1, "two"]}}"#)
        Self.expectSame([Int8].self, #"[1, 2, 300]"#)
        Self.expectSame([String: Float].self, #"{"big": 1e300}"#)
        Self.expectSame(Event.self, #"{"tapped": {"id": "x"}}"#)
        Self.expectSame(Event.self, #"{"opened": {"path": "/a"}}"#)
    }

    @Test("a repeated key takes its last value, as the tree does, and allKeys lists it once")
    func repeatedKeys() throws {
        struct One: Codable, Equatable { var a: Int }
        #expect(try JSONModelDecoder().decode(One.self, from: Array(#"{"a": 1, "b": 0, "a": 2}"#.utf8)) == One(a: 2))
        Self.expectSame(One.self, #"{"a": 1, "b": 0, "a": 2}"#)
        Self.expectSame([String: Int].self, #"{"a": 1, "b": 0, "a": 2}"#)
        Self.expectSame(JSONValue.self, #"{"a": 1, "b": 0, "a": 2}"#)
        // Thirteen members and more: the large-object path.
        let many = (0..<14).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
        Self.expectSame([String: Int].self, "{\(many), \"k3\": 99}")
        Self.expectSame(JSONValue.self, "{\(many), \"k3\": 99}")
    }

    @Test("keys are compared as text: an escaped key matches, a longer or shorter one does not")
    func keyMatching() throws {
        struct Named: Codable, Equatable { var title: String; var é: Int? }
        Self.expectSame(Named.self, #"{"ti\u0074le": "escaped"}"#)
        Self.expectSame(Named.self, #"{"titles": "x", "titl": "y", "title": "z"}"#)
        Self.expectSame(Named.self, #"{"title": "x", "\u00e9": 3}"#)
        Self.expectSame(Named.self, #"{"title": "x", "é": 4}"#)
        Self.expectSame(Named.self, #"{"titles": "x"}"#)
    }

    @Test("snake_case conversion, repeated and colliding keys included")
    func snakeCase() {
        struct Snake: Codable, Equatable { var userId: Int; var displayName: String?; var tags: [String: Int]? }
        Self.expectSame(Snake.self, #"{"user_id": 1, "display_name": "a", "tags": {"keep_me": 1}}"#, snake: true)
        Self.expectSame(Snake.self, #"{"user_id": 1, "userId": 2}"#, snake: true)
        Self.expectSame(Snake.self, #"{"user_id": 1, "user_id": 3}"#, snake: true)
        Self.expectSame(Snake.self, #"{"userid": 1}"#, snake: true)
    }

    @Test("strings: spans of the input, raw UTF-8, escapes, and strict refusals")
    func strings() {
        for text in ["plain", "", "a longer plain ASCII string over sixteen bytes", "é日😀 raw", "mixed é then \\n escape",
                     "\\u00e9\\ud83d\\ude00", "tab\\tquote\\\"slash\\/"] {
            Self.expectSame(String.self, "\"\(text)\"")
            Self.expectSame([String].self, "[\"\(text)\", \"\(text)\"]")
        }
        // Invalid UTF-8 and a raw control character are refused on both paths.
        for bad in [[0x22, 0xC3, 0x28, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0x61, 0x01, 0x22], [0x22, 0xE6, 0x97]] as [[UInt8]] {
            guard case .failure = Self.viaTape(String.self, bad) else { Issue.record("accepted \(bad)"); continue }
            guard case .failure = Self.viaTree(String.self, bad) else { Issue.record("tree accepted \(bad)"); continue }
        }
    }

    @Test("the plain-run scan stops at the first quote, backslash, control or non-ASCII byte, at every offset")
    func plainRunScan() {
        for stop in 0..<256 {
            let isStop = stop == 0x22 || stop == 0x5C || stop < 0x20 || stop >= 0x80
            for position in 0..<20 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 24)
                bytes[position] = UInt8(stop)
                bytes.withUnsafeBufferPointer { buffer in
                    let scanner = JSONScanner(bytes: buffer, maxDepth: 8)
                    let end = scanner.plainRunEnd(from: 0)
                    #expect(end == (isStop ? position : 24), "byte \(stop) at \(position): \(end)")
                }
            }
        }
        // A stop before the start is not seen; one right at the start is.
        let bytes: [UInt8] = Array(#"a"bcdefghijk"#.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let scanner = JSONScanner(bytes: buffer, maxDepth: 8)
            #expect(scanner.plainRunEnd(from: 2) == bytes.count)
            #expect(scanner.plainRunEnd(from: 1) == 1)
        }
    }

    @Test("a model that keeps the decoder reads its own copy of the input, not the caller's buffer")
    func decoderOutlivesTheBuffer() throws {
        final class Keeper: Decodable, @unchecked Sendable {
            let decoder: any Decoder
            init(from decoder: any Decoder) throws { self.decoder = decoder }
        }
        var bytes = Array(#"{"name": "a string longer than fifteen bytes"}"#.utf8)
        let keeper = try JSONModelDecoder().decode(Keeper.self, from: bytes)
        for index in bytes.indices { bytes[index] = 0 }
        struct Name: Decodable { var name: String }
        #expect(try Name(from: keeper.decoder).name == "a string longer than fifteen bytes")
    }
}
