/// The `DecodingError`s the model decoder throws, built as Foundation builds them.
///
/// Code that handles decoding failures switches on the error's case and reads
/// its `codingPath`, often written and tested against Foundation's decoder.
/// These factories keep the case, the path and the wording aligned with
/// swift-foundation's `JSONDecoder`, including its quirks (a `null` where a
/// `Bool` belongs is a `typeMismatch`; a number that does not fit the
/// requested type is `dataCorrupted` with an empty path). They are never
/// inlined: errors are the cold path.
enum JSONDecodingErrors {
    /// A primitive could not be read from `value`: null, wrong kind, or a number that does not fit.
    @inline(never)
    static func primitive(
        _ type: Any.Type, found value: JSONValue, path: [any CodingKey]
    ) -> DecodingError {
        switch value {
        case .null where type != Bool.self:
            return .valueNotFound(type, DecodingError.Context(
                codingPath: path,
                debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        case .number(let number) where isNumeric(type):
            // Foundation reports these as invalid JSON at the top level; keep its
            // case and path, but say what and where in the description.
            return .dataCorrupted(DecodingError.Context(
                codingPath: [],
                debugDescription: "Number \(number) is not representable in Swift as \(type)"
                    + " at \(describe(path))."))
        default:
            return typeMismatch(type, found: value, path: path)
        }
    }

    @inline(never)
    static func typeMismatch(_ type: Any.Type, found value: JSONValue, path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, DecodingError.Context(
            codingPath: path,
            debugDescription: "Expected to decode \(type) but found \(value.decodingKindDescription) instead."))
    }

    @inline(never)
    static func keyNotFound(_ key: any CodingKey, containerPath: [any CodingKey]) -> DecodingError {
        .keyNotFound(key, DecodingError.Context(
            codingPath: containerPath,
            debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }

    /// A keyed container was requested for something that is not an object.
    @inline(never)
    static func notAnObject(_ value: JSONValue, path: [any CodingKey]) -> DecodingError {
        if case .null = value {
            return .valueNotFound([String: Any].self, DecodingError.Context(
                codingPath: path,
                debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        }
        return typeMismatch([String: Any].self, found: value, path: path)
    }

    /// An unkeyed container was requested for something that is not an array.
    @inline(never)
    static func notAnArray(_ value: JSONValue, path: [any CodingKey]) -> DecodingError {
        if case .null = value {
            return .valueNotFound([Any].self, DecodingError.Context(
                codingPath: path,
                debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        }
        return typeMismatch([Any].self, found: value, path: path)
    }

    /// A `[String: T]` decoded by the decoder itself (key conversion on) met something else.
    @inline(never)
    static func notADictionary(_ value: JSONValue, path: [any CodingKey]) -> DecodingError {
        if case .null = value {
            return .valueNotFound([String: Any].self, DecodingError.Context(
                codingPath: path,
                debugDescription: "Cannot get value of type \([String: Any].self) -- found null value instead"))
        }
        return typeMismatch([String: Any].self, found: value, path: path)
    }

    /// An unkeyed container was read past its end; `path` ends with the index that was asked for.
    @inline(never)
    static func unkeyedAtEnd(_ type: Any.Type, path: [any CodingKey], message: String = "Unkeyed container is at end.")
        -> DecodingError
    {
        .valueNotFound(type, DecodingError.Context(codingPath: path, debugDescription: message))
    }

    /// `a.b[2].c`, for descriptions.
    static func describe(_ path: [any CodingKey]) -> String {
        if path.isEmpty { return "the top level" }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                if !text.isEmpty { text += "." }
                text += key.stringValue
            }
        }
        return text
    }

    private static func isNumeric(_ type: Any.Type) -> Bool {
        type == Int.self || type == Int8.self || type == Int16.self || type == Int32.self
            || type == Int64.self || type == UInt.self || type == UInt8.self || type == UInt16.self
            || type == UInt32.self || type == UInt64.self || type == Double.self || type == Float.self
    }
}
