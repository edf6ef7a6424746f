import Foundation
import JSON
import Testing

extension JSONModelDecoderTests {
    // MARK: - Finding keys in objects

    @Test func largeObjectsUseTheIndex() throws {
        let members: [(String, JSONValue)] = (0..<100).map { ("k\($0)", .number(JSONNumber($0))) }
        let result = try JSONModelDecoder().decode([String: Int].self, from: .object(JSONObject(members)))
        #expect(result.count == 100)
        #expect(result["k99"] == 99)
        struct Last: Decodable { var k99: Int; var k0: Int }
        let last = try JSONModelDecoder().decode(Last.self, from: .object(JSONObject(members)))
        #expect(last.k99 == 99 && last.k0 == 0)
    }

    @Test func keysAreReadInAnyOrder() throws {
        struct Reversed: Decodable, Equatable { var c: Int; var b: Int; var a: Int }
        let decoded = try JSONModelDecoder().decode(Reversed.self, from: #"{"a": 1, "b": 2, "c": 3}"#)
        #expect(decoded == Reversed(c: 3, b: 2, a: 1))
    }

    // MARK: - Polymorphic models re-reading the same decoder

    enum Shape: Decodable, Equatable {
        case circle(radius: Double)
        case square(side: Double)

        enum CodingKeys: String, CodingKey { case type, radius, side }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(String.self, forKey: .type) {
            case "circle": self = .circle(radius: try container.decode(Double.self, forKey: .radius))
            case "square":
                let again = try decoder.container(keyedBy: CodingKeys.self)
                self = .square(side: try again.decode(Double.self, forKey: .side))
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: container, debugDescription: "unknown shape")
            }
        }
    }

    @Test func polymorphicDecoding() throws {
        let shapes = try JSONModelDecoder().decode(
            [Shape].self, from: #"[{"type": "circle", "radius": 1}, {"side": 2, "type": "square"}]"#)
        #expect(shapes == [.circle(radius: 1), .square(side: 2)])
        #expect(decodingError([Shape].self, #"[{"type": "blob"}]"#) == .dataCorrupted(["#0", "type"]))
    }
}
