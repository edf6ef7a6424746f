import Foundation
import JSON
import Testing

/// Ours against Foundation's `JSONDecoder`/`JSONEncoder` on the same input:
/// equal values for good input, the same `DecodingError` case and coding
/// path for bad input.
@Suite("Differential against Foundation")
struct FoundationDifferentialTests {
    func ours<T: Decodable>(_ type: T.Type, _ json: String, snake: Bool = false) -> Result<T, any Error> {
        var decoder = JSONModelDecoder()
        if snake { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        return Result { try decoder.decode(type, from: Array(json.utf8)) }
    }

    func foundation<T: Decodable>(_ type: T.Type, _ json: String, snake: Bool = false) -> Result<T, any Error> {
        let decoder = JSONDecoder()
        if snake { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        return Result { try decoder.decode(type, from: Data(json.utf8)) }
    }

    /// The case name and the coding path as plain values.
    static func signature(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        }
        switch error {
        case .typeMismatch(_, let context): return "typeMismatch \(path(context.codingPath))"
        case .valueNotFound(_, let context): return "valueNotFound \(path(context.codingPath))"
        case .keyNotFound(let key, let context): return "keyNotFound \(key.stringValue) \(path(context.codingPath))"
        case .dataCorrupted(let context): return "dataCorrupted \(path(context.codingPath))"
        @unknown default: return "unknown"
        }
    }

    func expectSameOutcome<T: Decodable & Equatable>(_ type: T.Type, _ json: String, snake: Bool = false,
                                                     sourceLocation: SourceLocation = #_sourceLocation) {
        switch (ours(type, json, snake: snake), foundation(type, json, snake: snake)) {
        case (.success(let a), .success(let b)):
            #expect(a == b, "values differ for \(json)", sourceLocation: sourceLocation)
        case (.failure(let a), .failure(let b)):
            #expect(Self.signature(a) == Self.signature(b), "errors differ for \(json)", sourceLocation: sourceLocation)
        case (.success(let a), .failure(let b)):
            Issue.record("ours decoded \(a), Foundation threw \(Self.signature(b)) for \(json)", sourceLocation: sourceLocation)
        case (.failure(let a), .success(let b)):
            Issue.record("ours threw \(Self.signature(a)), Foundation decoded \(b) for \(json)", sourceLocation: sourceLocation)
        }
    }

    @Test func sampleModelRoundTripsThroughBothSides() throws {
        let ourBytes = try JSONModelEncoder().encode(Profile.sample)
        let theirBytes = try JSONEncoder().encode(Profile.sample)
        #expect(try JSONDecoder().decode(Profile.self, from: Data(ourBytes)) == Profile.sample)
        #expect(try JSONModelDecoder().decode(Profile.self, from: [UInt8](theirBytes)) == Profile.sample)
        #expect(try JSONModelDecoder().decode(Profile.self, from: ourBytes) == Profile.sample)
        // Same document, whichever side wrote it.
        #expect(try JSONParser().parse(ourBytes) == JSONParser().parse([UInt8](theirBytes)))
    }

    @Test func sortedAndPrettyOutputMatchesFoundation() throws {
        var ours = JSONModelEncoder()
        ours.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let theirs = JSONEncoder()
        theirs.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let model = Envelope(version: 2, items: [Triple(a: 1, b: "x/y", c: true)], meta: ["b": [1], "a": [2, 3]])
        #expect(try String(decoding: ours.encode(model), as: UTF8.self) == String(decoding: theirs.encode(model), as: UTF8.self))
        // The one known difference: Foundation on Linux writes an empty array as
        // "[\n\n  ]"; ours writes "[]". Both parse to the same document.
        let empty = Envelope(version: 1, items: [], meta: [:])
        let ourText = String(decoding: try ours.encode(empty), as: UTF8.self)
        #expect(ourText.contains("[]"))
        #expect(try JSONParser().parse(ourText) == JSONParser().parse([UInt8](theirs.encode(empty))))
    }

    @Test func goodInputDecodesEquallyOnBothSides() {
        expectSameOutcome(Envelope.self, #"{"header": {"version": 3}, "body": [[[1, "a", true], [2, "b", false]], {"k": [1, 2]}]}"#)
        expectSameOutcome(Event.self, #"{"tapped": {"id": "buy", "count": 2}}"#)
        expectSameOutcome(Event.self, #"{"closed": {}}"#)
        expectSameOutcome(SnakeModel.self, #"{"first_name": "Ada", "last_login_at": 5, "url_value": "u", "attributes": {"snake_key": 1}}"#, snake: true)
        expectSameOutcome([Int].self, "[1, 1.0, 1e2, -0, 9223372036854775807]")
        expectSameOutcome([UInt64].self, "[18446744073709551615, 0]")
        expectSameOutcome([Double].self, "[0.1, 1e-320, 123456789012345678901234567890, -0.0, 2.2250738585072014e-308]")
        expectSameOutcome([Float].self, "[3.4028234e38, 1.5, -0.0]")
        expectSameOutcome([String: Int?].self, #"{"a": null, "b": 2}"#)
        expectSameOutcome(Int.self, "  7 ")
        expectSameOutcome(String.self, #""\ud83d\ude00 \u00e9""#)
        expectSameOutcome([Int8].self, "[-128, 127]")
    }

    @Test func badInputFailsWithTheSameErrorOnBothSides() {
        let profile = String(decoding: (try? JSONEncoder().encode(Profile.sample)) ?? Data(), as: UTF8.self)
        func replacing(_ key: String, with value: String) -> String {
            guard var object = try? JSONSerialization.jsonObject(with: Data(profile.utf8)) as? [String: Any] else { return profile }
            object[key] = try? JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
            if value == "null" { object[key] = NSNull() }
            let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
        func removing(_ key: String) -> String {
            guard var object = try? JSONSerialization.jsonObject(with: Data(profile.utf8)) as? [String: Any] else { return profile }
            object.removeValue(forKey: key)
            return String(decoding: (try? JSONSerialization.data(withJSONObject: object)) ?? Data(), as: UTF8.self)
        }
        // Wrong types, missing keys, nulls, overflow, at several depths.
        expectSameOutcome(Profile.self, replacing("id", with: #""x""#))
        expectSameOutcome(Profile.self, removing("name"))
        expectSameOutcome(Profile.self, replacing("name", with: "null"))
        expectSameOutcome(Profile.self, replacing("small", with: "300"))
        expectSameOutcome(Profile.self, replacing("id", with: "1.5"))
        expectSameOutcome(Profile.self, replacing("unsigned", with: "-1"))
        expectSameOutcome(Profile.self, replacing("ratio", with: "1e39"))
        expectSameOutcome(Profile.self, replacing("kind", with: #""parcels""#))
        expectSameOutcome(Profile.self, replacing("shape", with: #"{"type": "hexagon"}"#))
        expectSameOutcome(Profile.self, replacing("shape", with: #"{"type": "square", "side": "4"}"#))
        expectSameOutcome(Profile.self, replacing("tags", with: #"["a", 2]"#))
        expectSameOutcome(Profile.self, replacing("matrix", with: "[[1], [2, true]]"))
        expectSameOutcome(Profile.self, replacing("scores", with: #"{"a": "high"}"#))
        expectSameOutcome(Profile.self, replacing("flags", with: "[1]"))
        expectSameOutcome(Profile.self, replacing("child", with: #"{"label": "k", "values": [1, "x"]}"#))
        expectSameOutcome(Profile.self, replacing("child", with: #"{"values": []}"#))
        expectSameOutcome(Profile.self, replacing("child", with: "[]"))
        expectSameOutcome(Triple.self, #"[1, "b"]"#)
        expectSameOutcome(Triple.self, #"[1, null, true]"#)
        expectSameOutcome(Triple.self, #"{"a": 1}"#)
        expectSameOutcome(Envelope.self, #"{"header": {"version": 1}}"#)
        expectSameOutcome(Envelope.self, #"{"header": null, "body": []}"#)
        expectSameOutcome(Envelope.self, #"{"header": {"version": 1}, "body": [[[1, "a", 0]], {}]}"#)
        expectSameOutcome(Envelope.self, #"{"header": {"version": 1}, "body": [[]]}"#)
        expectSameOutcome(Event.self, #"{"tapped": {"id": "x"}}"#)
        expectSameOutcome(Event.self, #"{"exploded": {}}"#)
        expectSameOutcome(SnakeModel.self, #"{"firstName": "Ada", "url_value": "u", "attributes": {}}"#, snake: true)
        expectSameOutcome(Bool.self, "1")
        expectSameOutcome(String.self, "12")
        expectSameOutcome(Int.self, "null")
        expectSameOutcome(Int.self, "92233720368547758070")
        expectSameOutcome([Int].self, "[1, 2,")
        expectSameOutcome([Int].self, "")
        expectSameOutcome([String: Int].self, "[1]")
    }
}
