import Foundation
import JSON
import Testing

extension JSONModelDecoderTests {
    // MARK: - Keyed containers

    @Test func codingPathsInsideNestedValues() throws {
        struct Inner: Decodable {
            var paths: String
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                paths = path(decoder.codingPath) + " " + path(container.codingPath)
            }
        }
        struct Root: Decodable {
            var items: [Inner]
        }
        let root = try JSONModelDecoder().decode(Root.self, from: #"{"items": [{}, {}]}"#)
        #expect(root.items.map(\.paths) == ["items.#0 items.#0", "items.#1 items.#1"])
    }

    @Test func containersStayValidAfterTheDecoderMovesOn() throws {
        let result = try Probe.run(#"{"a": {"b": "s"}, "c": 1}"#) { decoder in
            let container = try decoder.container(keyedBy: Key.self)
            let nested = try container.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
            _ = try container.decode(Int.self, forKey: Key("c"))
            return try nested.decode(String.self, forKey: Key("b")) + " " + path(nested.codingPath)
        }
        #expect(result == "s a")
    }

    @Test func keyedContainerAllKeysAndContains() throws {
        let result = try Probe.run(#"{"b": 1, "a": null, "c": [2]}"#) { decoder in
            let container = try decoder.container(keyedBy: Key.self)
            let keys = container.allKeys.map(\.stringValue).joined(separator: ",")
            return "\(keys) \(container.contains(Key("a"))) \(container.contains(Key("z")))"
                + " \(try container.decodeNil(forKey: Key("a"))) \(try container.decodeNil(forKey: Key("b")))"
        }
        #expect(result == "b,a,c true false true false")
    }

    @Test func decodeIfPresentForEveryPrimitive() throws {
        let json = #"{"s": "x", "b": true, "d": 1.5, "f": 2, "i": 3, "u": 4, "n": null}"#
        let result = try Probe.run(json) { decoder in
            let c = try decoder.container(keyedBy: Key.self)
            let present: [String] = [
                "\(try c.decodeIfPresent(String.self, forKey: Key("s")) ?? "-")",
                "\(try c.decodeIfPresent(Bool.self, forKey: Key("b")) ?? false)",
                "\(try c.decodeIfPresent(Double.self, forKey: Key("d")) ?? 0)",
                "\(try c.decodeIfPresent(Float.self, forKey: Key("f")) ?? 0)",
                "\(try c.decodeIfPresent(Int8.self, forKey: Key("i")) ?? 0)",
                "\(try c.decodeIfPresent(UInt16.self, forKey: Key("u")) ?? 0)",
            ]
            let absent: [Bool] = [
                try c.decodeIfPresent(String.self, forKey: Key("n")) == nil,
                try c.decodeIfPresent(Int.self, forKey: Key("n")) == nil,
                try c.decodeIfPresent(Bool.self, forKey: Key("missing")) == nil,
                try c.decodeIfPresent([Int].self, forKey: Key("n")) == nil,
            ]
            return present.joined(separator: ",") + " " + absent.map { "\($0)" }.joined(separator: ",")
        }
        #expect(result == "x,true,1.5,2.0,3,4 true,true,true,true")
    }

    // MARK: - Keyed nested containers and super decoders

    @Test func keyedNestedContainerErrors() {
        #expect(Probe.error("{}") { decoder in
            _ = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: Key("x"))
            return ""
        } == .keyNotFound("x", []))
        #expect(Probe.error(#"{"x": null}"#) { decoder in
            _ = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: Key("x"))
            return ""
        } == .valueNotFound("Dictionary<String, Any>", ["x"]))
        #expect(Probe.error(#"{"x": 1}"#) { decoder in
            _ = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: Key("x"))
            return ""
        } == .typeMismatch("Dictionary<String, Any>", ["x"]))
        #expect(Probe.error(#"{"x": null}"#) { decoder in
            _ = try decoder.container(keyedBy: Key.self).nestedUnkeyedContainer(forKey: Key("x"))
            return ""
        } == .valueNotFound("Array<Any>", ["x"]))
        #expect(Probe.error(#"{"x": {}}"#) { decoder in
            _ = try decoder.container(keyedBy: Key.self).nestedUnkeyedContainer(forKey: Key("x"))
            return ""
        } == .typeMismatch("Array<Any>", ["x"]))
        #expect(Probe.error(#"{"x": {"y": "s"}}"#) { decoder in
            let nested = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: Key("x"))
            _ = try nested.decode(Int.self, forKey: Key("y"))
            return ""
        } == .typeMismatch("Int", ["x", "y"]))
        #expect(Probe.error("{}") { decoder in
            _ = try decoder.container(keyedBy: Key.self).decodeNil(forKey: Key("z"))
            return ""
        } == .keyNotFound("z", []))
    }

    @Test func keyedSuperDecoders() throws {
        let missing = try Probe.run("{}") { decoder in
            let superDecoder = try decoder.container(keyedBy: Key.self).superDecoder()
            return "\(try superDecoder.singleValueContainer().decodeNil()) \(path(superDecoder.codingPath))"
        }
        #expect(missing == "true super")
        #expect(Probe.error(#"{"super": {"q": 1}}"#) { decoder in
            let superDecoder = try decoder.container(keyedBy: Key.self).superDecoder()
            _ = try superDecoder.container(keyedBy: Key.self).decode(String.self, forKey: Key("q"))
            return ""
        } == .typeMismatch("String", ["super", "q"]))
        #expect(Probe.error(#"{"z": [true]}"#) { decoder in
            let superDecoder = try decoder.container(keyedBy: Key.self).superDecoder(forKey: Key("z"))
            var container = try superDecoder.unkeyedContainer()
            _ = try container.decode(String.self)
            return ""
        } == .typeMismatch("String", ["z", "#0"]))
        #expect(Probe.error("{}") { decoder in
            _ = try decoder.container(keyedBy: Key.self).superDecoder().singleValueContainer().decode(Int.self)
            return ""
        } == .valueNotFound("Int", ["super"]))
    }
}
