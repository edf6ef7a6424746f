/// An encoder that builds `JSONValue`s can take one whole. `JSONModelEncoder` conforms.
protocol JSONValueEncodingSink {
    func encodeJSONValue(_ value: JSONValue) throws
}

/// Coding key for arbitrary member names.
struct JSONDynamicKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONValue: Codable {
    /// Decodes any JSON, so unknown parts of a document can be kept verbatim.
    public init(from decoder: any Decoder) throws {
        // Our own decoders hand the value over whole instead of being walked container by
        // container; any other decoder (Foundation's) takes the generic path below. Class
        // casts, not a cast to a protocol both adopt: the first cast to a protocol scans every
        // conformance record in the binary, which a short-lived client (the clip) pays on its
        // first screen. The tape's first: screens are decoded from it, and the first class
        // cast that fails looks Foundation's value box up by name (docs/clip.md).
        if let source = decoder as? JSONTapeDecoderImpl {
            self = source.currentJSONValue
            return
        }
        if let source = decoder as? JSONModelDecoderImpl {
            self = source.currentJSONValue
            return
        }
        if let container = try? decoder.container(keyedBy: JSONDynamicKey.self) {
            var object = JSONObject(minimumCapacity: container.allKeys.count)
            for key in container.allKeys {
                object[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            elements.reserveCapacity(container.count ?? 0)
            while !container.isAtEnd {
                elements.append(try container.decode(JSONValue.self))
            }
            self = .array(elements)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int64.self) {
            self = .number(JSONNumber(integer))
        } else if let unsigned = try? container.decode(UInt64.self) {
            self = .number(JSONNumber(unsigned))
        } else if let double = try? container.decode(Double.self) {
            self = .number(JSONNumber(double))
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        if let sink = encoder as? any JSONValueEncodingSink {
            try sink.encodeJSONValue(self)
            return
        }
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let number):
            var container = encoder.singleValueContainer()
            switch number.storage {
            case .int(let value): try container.encode(value)
            case .uint(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            }
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: JSONDynamicKey.self)
            for (key, value) in object {
                try container.encode(value, forKey: JSONDynamicKey(stringValue: key))
            }
        }
    }
}

extension JSONObject: Codable {
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case .object(let object) = value else {
            throw DecodingError.typeMismatch(
                JSONObject.self,
                DecodingError.Context(codingPath: decoder.codingPath,
                                      debugDescription: "Expected an object but found \(value.typeName) instead."))
        }
        self = object
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONValue.object(self).encode(to: encoder)
    }
}
