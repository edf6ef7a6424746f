import Foundation
import JSON
import Testing

extension JSONModelDecoderTests {
    // MARK: - Key decoding strategy

    @Test(arguments: [
        ("a_b", "aB"), ("one_two_three", "oneTwoThree"), ("_one_two_", "_oneTwo_"), ("__a__b__", "__aB__"),
        ("simple", "simple"), ("alreadyCamel", "alreadyCamel"), ("_", "_"), ("__", "__"), ("a_", "a_"),
        ("_a", "_a"), ("a__b", "aB"), ("X_Y", "xY"), ("xY_z", "xyZ"), ("a_b_c", "aBC"), ("x_1y", "x1Y"),
        ("x_1_2", "x12"), ("i_ÉLAN", "iÉlan"), ("h_élan", "hÉlan"), ("k_ß", "kSs"), ("m_it's", "mIt's"),
        ("n_a.b", "nA.B"), ("url_id", "urlId"),
    ])
    func convertFromSnakeCaseMatchesFoundation(key: String, expected: String) throws {
        var decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let object = JSONValue.object(JSONObject([(key, JSONValue.number(1))]))
        let keys = try Self.allKeys(of: object, decoder: decoder)
        #expect(keys == [expected])
    }

    private static func allKeys(of value: JSONValue, decoder: JSONModelDecoder) throws -> [String] {
        struct Keys: Decodable {
            var names: [String]
            init(from decoder: any Decoder) throws {
                names = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue)
            }
        }
        return try decoder.decode(Keys.self, from: value).names
    }

    @Test func convertFromSnakeCaseDecodesModels() throws {
        struct Model: Decodable, Equatable {
            var userId: Int
            var displayName: String?
            var myURLProperty: Int?
            var attributes: [String: Int]
            var children: [Model]
        }
        var decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = """
            {"user_id": 1, "display_name": "A", "my_url_property": 2, "attributes": {"snake_key": 3},
             "children": [{"user_id": 2, "attributes": {}, "children": []}]}
            """
        let model = try decoder.decode(Model.self, from: json)
        #expect(model.userId == 1)
        #expect(model.displayName == "A")
        // "my_url_property" converts to "myUrlProperty", which is not "myURLProperty".
        #expect(model.myURLProperty == nil)
        // Dictionary keys are data: never converted.
        #expect(model.attributes == ["snake_key": 3])
        #expect(model.children.map(\.userId) == [2])
        #expect(decodingError(Model.self, #"{"user_id": "x"}"#, decoder: decoder) == .typeMismatch("Int", ["userId"]))
        #expect(decodingError(Model.self, #"{"user_id": 1, "attributes": null, "children": []}"#, decoder: decoder)
            == .valueNotFound("Dictionary<String, Any>", ["attributes"]))
        #expect(decodingError(Model.self, #"{"user_id": 1, "attributes": [], "children": []}"#, decoder: decoder)
            == .typeMismatch("Dictionary<String, Any>", ["attributes"]))
        #expect(decodingError(Model.self, #"{"user_id": 1, "attributes": {"a_b": "x"}, "children": []}"#,
            decoder: decoder) == .typeMismatch("Int", ["attributes", "a_b"]))
    }

    @Test func convertFromSnakeCaseFirstKeyWinsOnCollision() throws {
        var decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        struct AB: Decodable { var aB: Int }
        #expect(try decoder.decode(AB.self, from: #"{"a_b": 1, "a__b": 2}"#).aB == 1)
        #expect(try decoder.decode(AB.self, from: #"{"a_b": 1, "aB": 2}"#).aB == 1)
        #expect(try decoder.decode(AB.self, from: #"{"aB": 2, "a_b": 1}"#).aB == 2)
        let object = JSONValue.object(JSONObject([("a_b", 1 as JSONValue), ("aB", 2), ("c", 3)]))
        #expect(try Self.allKeys(of: object, decoder: decoder) == ["aB", "c"])
    }

    @Test func convertFromSnakeCaseInLargeObjects() throws {
        var decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        var members: [(String, JSONValue)] = (0..<40).map { ("key_\($0)", .number(JSONNumber($0))) }
        members.append(("target_value", "found"))
        struct Target: Decodable { var targetValue: String }
        #expect(try decoder.decode(Target.self, from: .object(JSONObject(members))).targetValue == "found")
    }
}
