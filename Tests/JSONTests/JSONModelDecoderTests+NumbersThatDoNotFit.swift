import Foundation
import JSON
import Testing

extension JSONModelDecoderTests {
    // MARK: - Numbers that do not fit

    @Test(arguments: [
        ("300", "UInt8"), ("-1", "UInt8"), ("256", "UInt8"), ("-129", "Int8"), ("128", "Int8"),
        ("65536", "UInt16"), ("32768", "Int16"), ("4294967296", "UInt32"), ("-2147483649", "Int32"),
        ("1.5", "Int"), ("1e-2", "Int"), ("1e20", "Int64"), ("9223372036854775808", "Int"),
        ("-9223372036854775809", "Int64"), ("-1", "UInt64"), ("18446744073709551616", "UInt64"),
        ("-1", "UInt"), ("3.4028236e38", "Float"), ("1e39", "Float"), ("1e-50", "Float"),
    ])
    func numbersThatDoNotFitAreDataCorrupted(literal: String, type: String) {
        // Foundation reports these with an empty coding path; keep that, the
        // debug description names the real location.
        let json = #"{"a": \#(literal)}"#
        let shape: DecodingErrorShape?
        switch type {
        case "UInt8": shape = decodingError(Member<UInt8>.self, json)
        case "Int8": shape = decodingError(Member<Int8>.self, json)
        case "UInt16": shape = decodingError(Member<UInt16>.self, json)
        case "Int16": shape = decodingError(Member<Int16>.self, json)
        case "UInt32": shape = decodingError(Member<UInt32>.self, json)
        case "Int32": shape = decodingError(Member<Int32>.self, json)
        case "Int64": shape = decodingError(Member<Int64>.self, json)
        case "UInt64": shape = decodingError(Member<UInt64>.self, json)
        case "UInt": shape = decodingError(Member<UInt>.self, json)
        case "Float": shape = decodingError(Member<Float>.self, json)
        default: shape = decodingError(Member<Int>.self, json)
        }
        #expect(shape == .dataCorrupted([]))
    }

    @Test func notRepresentableNamesThePathInItsDescription() {
        do {
            _ = try JSONModelDecoder().decode([Member<UInt8>].self, from: #"[{"a": 1}, {"a": 300}]"#)
            Issue.record("expected an error")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("300"))
            #expect(context.debugDescription.contains("[1].a"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func numbersThatFitDecodeInEveryContainer() throws {
        #expect(try JSONModelDecoder().decode([UInt8].self, from: "[0, 255]") == [0, 255])
        #expect(try JSONModelDecoder().decode(Int8.self, from: "-128") == -128)
        #expect(try JSONModelDecoder().decode(Member<Int64>.self, from: #"{"a": -9223372036854775808}"#).a == .min)
        #expect(decodingError([UInt8].self, "[0, 256]") == .dataCorrupted([]))
        #expect(decodingError(UInt8.self, "256") == .dataCorrupted([]))
    }
}
