/// Reads OTLP's `ExportTraceServiceRequest` from its protobuf bytes, as a
/// collector does: just the fields the tests look at (each span's service,
/// ids, name, kind and string or integer attributes), everything else
/// skipped by its wire type.
enum OTLPProtobuf {
    struct DecodeError: Error, CustomStringConvertible {
        let reason: String
        let offset: Int
        var description: String { "OTLP protobuf: \(reason) at byte \(offset)" }
    }

    /// One field as it is on the wire.
    enum Value {
        case varint(UInt64)
        case fixed64(UInt64)
        case bytes(ArraySlice<UInt8>)
        case fixed32(UInt32)
    }

    /// The fields of one message, in order.
    static func fields(_ bytes: ArraySlice<UInt8>) throws(DecodeError) -> [(number: Int, value: Value)] {
        var index = bytes.startIndex
        var fields: [(Int, Value)] = []
        func varint() throws(DecodeError) -> UInt64 {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.endIndex {
                let byte = bytes[index]
                index += 1
                result |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return result }
                shift += 7
                if shift > 63 { throw DecodeError(reason: "a varint longer than ten bytes", offset: index) }
            }
            throw DecodeError(reason: "a varint cut short", offset: index)
        }
        func fixed(_ count: Int) throws(DecodeError) -> UInt64 {
            guard bytes.endIndex - index >= count else { throw DecodeError(reason: "a fixed field cut short", offset: index) }
            var value: UInt64 = 0
            for shift in 0..<count { value |= UInt64(bytes[index + shift]) << UInt64(8 * shift) }
            index += count
            return value
        }
        while index < bytes.endIndex {
            let key = try varint()
            let number = Int(key >> 3)
            switch key & 7 {
            case 0: fields.append((number, .varint(try varint())))
            case 1: fields.append((number, .fixed64(try fixed(8))))
            case 2:
                let length = Int(try varint())
                guard length >= 0, bytes.endIndex - index >= length else {
                    throw DecodeError(reason: "a length of \(length) past the end", offset: index)
                }
                fields.append((number, .bytes(bytes[index..<index + length])))
                index += length
            case 5: fields.append((number, .fixed32(UInt32(try fixed(4)))))
            default: throw DecodeError(reason: "wire type \(key & 7)", offset: index)
            }
        }
        return fields
    }

    static func spans(in body: [UInt8]) throws(DecodeError) -> [ReceivedSpan] {
        var spans: [ReceivedSpan] = []
        for case (1, .bytes(let resourceSpans)) in try fields(body[...]) {
            var service = ""
            var scopeSpans: [ArraySlice<UInt8>] = []
            for field in try fields(resourceSpans) {
                switch field {
                case (1, .bytes(let resource)):
                    for case (1, .bytes(let attribute)) in try fields(resource) {
                        let (key, value) = try keyValue(attribute)
                        if key == "service.name" { service = value }
                    }
                case (2, .bytes(let scope)): scopeSpans.append(scope)
                default: break
                }
            }
            for scope in scopeSpans {
                for case (2, .bytes(let span)) in try fields(scope) {
                    spans.append(try self.span(span, service: service))
                }
            }
        }
        return spans
    }

    private static func span(_ bytes: ArraySlice<UInt8>, service: String) throws(DecodeError) -> ReceivedSpan {
        var span = ReceivedSpan(service: service)
        for field in try fields(bytes) {
            switch field {
            case (1, .bytes(let id)): span.traceID = hex(id)
            case (2, .bytes(let id)): span.spanID = hex(id)
            case (4, .bytes(let id)): span.parentSpanID = id.isEmpty ? nil : hex(id)
            case (5, .bytes(let name)): span.name = String(decoding: name, as: UTF8.self)
            case (6, .varint(let kind)): span.kind = ReceivedSpan.Kind(rawValue: Int(kind)) ?? .unspecified
            case (9, .bytes(let attribute)):
                let (key, value) = try keyValue(attribute)
                span.attributes[key] = value
            default: break
            }
        }
        return span
    }

    /// A `KeyValue`: its key, and its value as text (strings as they are, integers and booleans written out).
    private static func keyValue(_ bytes: ArraySlice<UInt8>) throws(DecodeError) -> (String, String) {
        var key = ""
        var value = ""
        for field in try fields(bytes) {
            switch field {
            case (1, .bytes(let name)): key = String(decoding: name, as: UTF8.self)
            case (2, .bytes(let any)):
                for inner in try fields(any) {
                    switch inner {
                    case (1, .bytes(let text)): value = String(decoding: text, as: UTF8.self)
                    case (2, .varint(let flag)): value = flag == 0 ? "false" : "true"
                    case (3, .varint(let number)): value = String(Int64(bitPattern: number))
                    default: break
                    }
                }
            default: break
            }
        }
        return (key, value)
    }

    private static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A span as the collector received it.
struct ReceivedSpan: Sendable {
    /// OTLP's span kinds.
    enum Kind: Int, Sendable {
        case unspecified = 0, `internal`, server, client, producer, consumer
    }

    var service: String
    var traceID = ""
    var spanID = ""
    var parentSpanID: String?
    var name = ""
    var kind = Kind.unspecified
    var attributes: [String: String] = [:]
}
