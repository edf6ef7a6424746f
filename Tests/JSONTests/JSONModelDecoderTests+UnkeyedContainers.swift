import Foundation
import JSON
import Testing

extension JSONModelDecoderTests {
    // MARK: - Unkeyed containers

    @Test func unkeyedContainerAtEnd() {
        #expect(Probe.error("[1]") { decoder in
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(Int.self)
            _ = try container.decode(Int.self)
            return ""
        } == .valueNotFound("Int", ["#1"]))
        #expect(Probe.error("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(Member<Int>.self)
            return ""
        } == .valueNotFound("Member<Int>", ["#0"]))
        #expect(Probe.error("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            _ = try container.decodeNil()
            return ""
        } == .valueNotFound("Never", ["#0"]))
        #expect(Probe.error(#"{"a": [[]]}"#) { decoder in
            var outer = try decoder.container(keyedBy: Key.self).nestedUnkeyedContainer(forKey: Key("a"))
            var inner = try outer.nestedUnkeyedContainer()
            _ = try inner.decode(String.self)
            return ""
        } == .valueNotFound("String", ["a", "#0", "#0"]))
        #expect(Probe.error("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            _ = try container.superDecoder()
            return ""
        } == .valueNotFound("Decoder", ["#0"]))
        #expect(Probe.error("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            _ = try container.nestedUnkeyedContainer()
            return ""
        } == .valueNotFound("UnkeyedDecodingContainer", ["#0"]))
    }

    @Test func unkeyedDecodeIfPresentPastTheEndReturnsNilAndAdvances() throws {
        let result = try Probe.run("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            let value = try container.decodeIfPresent(Int.self)
            let other = try container.decodeIfPresent(Member<Int>.self)
            return "\(value == nil) \(other == nil) \(container.currentIndex) \(container.isAtEnd)"
        }
        #expect(result == "true true 2 true")
    }

    @Test func failedUnkeyedDecodeDoesNotAdvance() throws {
        let result = try Probe.run(#"["x", null, 2]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            var log = "\(container.count ?? -1)"
            do { _ = try container.decode(Int.self) } catch { log += " \(DecodingErrorShape(error))" }
            log += " \(container.currentIndex) \(try container.decode(String.self))"
            log += " \(try container.decodeNil()) \(try container.decodeNil()) \(container.currentIndex)"
            log += " \(try container.decode(Int.self)) \(container.isAtEnd)"
            return log
        }
        #expect(result == ##"3 typeMismatch(Int) ["#0"] 0 x true false 2 2 true"##)
    }

    @Test func unkeyedNestedContainers() throws {
        let result = try Probe.run(#"[{"k": 1}, [true], null]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            let keyed = try container.nestedContainer(keyedBy: Key.self)
            var unkeyed = try container.nestedUnkeyedContainer()
            var log = "\(try keyed.decode(Int.self, forKey: Key("k"))) \(try unkeyed.decode(Bool.self))"
            log += " \(path(keyed.codingPath)) \(path(unkeyed.codingPath))"
            do { _ = try container.nestedContainer(keyedBy: Key.self) } catch {
                log += " \(DecodingErrorShape(error)) \(container.currentIndex)"
            }
            return log
        }
        #expect(result == ##"1 true #0 #1 valueNotFound(Dictionary<String, Any>) ["#2"] 2"##)
    }

    @Test func unkeyedSuperDecoder() throws {
        let result = try Probe.run(#"[{"a": 1}]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            let superDecoder = try container.superDecoder()
            let value = try superDecoder.container(keyedBy: Key.self).decode(Int.self, forKey: Key("a"))
            return "\(value) \(path(superDecoder.codingPath)) \(container.currentIndex)"
        }
        #expect(result == "1 #0 1")
    }
}
