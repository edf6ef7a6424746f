/// Decodes `Decodable` models from JSON without Foundation.
///
/// A drop-in for the parts of Foundation's `JSONDecoder` a screen client
/// uses, so models written for one decode unchanged with the other: the same
/// key strategies, and the same `DecodingError` case and `codingPath` for the
/// same bad input, so error handling and tests carry over. It is a value type
/// and `Sendable`; configure a copy per use site and share it freely.
///
/// ```swift
/// var decoder = JSONModelDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let screen = try decoder.decode(Screen.self, from: bytes)
/// ```
///
/// Numbers decode exactly: a value that does not fit the requested integer
/// type (`300` as `UInt8`, `1.5` as `Int`) is `DecodingError.dataCorrupted`,
/// while integral reals such as `1e2` or `1.0` decode as integers.
public struct JSONModelDecoder: Sendable {
    /// How JSON object keys are matched to a type's coding keys.
    public enum KeyDecodingStrategy: Sendable, Equatable {
        /// Match keys exactly as the type spells them. The default.
        case useDefaultKeys
        /// Convert `"snake_case"` keys to `"camelCase"` before matching, with
        /// Foundation's rules: `"_one_two_"` becomes `"_oneTwo_"` (leading and
        /// trailing underscores are kept). Keys of `[String: T]` dictionaries
        /// are data and are never converted.
        case convertFromSnakeCase
    }

    /// How object keys are matched to coding keys. Defaults to `.useDefaultKeys`.
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys

    /// Context handed to every `init(from:)` through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// When true, a number or a boolean where a `String` is expected decodes
    /// as its JSON text (`4`, `2.5`, `true`) instead of failing. For documents
    /// whose fields were computed, such as SDUI screens after their
    /// expressions are resolved: `"@{count}"` became `4` in a text field.
    public var readsScalarsAsStrings = false

    /// Limits applied when decoding from bytes or text, so hostile input fails fast.
    public var parserOptions: JSONParser.Options = JSONParser.Options()

    /// A decoder with the default strategies and parser limits.
    public init() {}

    // MARK: - Decoding

    /// Decodes a value of `type` from UTF-8 JSON bytes.
    ///
    /// - Throws: `DecodingError.dataCorrupted` with the `JSONParseError` as its
    ///   underlying error when the bytes are not valid JSON; any
    ///   `DecodingError` the model's decoding raises otherwise.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try bytes.withUnsafeBytes { buffer in try decode(type, from: buffer) }
    }

    /// Decodes a value of `type` from JSON text.
    public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        var text = text
        return try text.withUTF8 { utf8 in try decode(type, from: UnsafeRawBufferPointer(utf8)) }
    }

    /// Decodes a value of `type` from UTF-8 JSON in memory the caller owns.
    ///
    /// The document is read onto a `JSONTape` (one flat array, no tree) and
    /// decoded from there. The tape reads `buffer` in place; if the model
    /// keeps the decoder or a container, the tape copies it before this
    /// returns, so nothing the model keeps points into the caller's memory.
    /// (Kept strongly, on the decoding thread: a model that keeps the decoder
    /// through `unowned(unsafe)` or `Unmanaged`, or hands it to another thread,
    /// is not supported.)
    public func decode<T: Decodable>(_ type: T.Type, from buffer: UnsafeRawBufferPointer) throws -> T {
        guard buffer.count <= JSONTape.maximumInputSize else {
            return try decode(type, from: try parse { parser throws(JSONParseError) in try parser.parse(buffer) })
        }
        var impl = JSONTapeDecoderImpl(
            tape: try tape(of: buffer), slot: 0, userInfo: userInfo, convertsFromSnakeCase: keyDecodingStrategy == .convertFromSnakeCase,
            readsScalarsAsStrings: readsScalarsAsStrings)
        defer {
            impl.finish()
            // Anything still holding the decoder (a model, its containers) or the tape (super decoders) may read it later.
            if !isKnownUniquelyReferenced(&impl) || impl.madeSuperDecoders { impl.tape.keepOwnCopy() }
        }
        return try impl.unwrapCurrent(type)
    }

    /// Decodes a value of `type` from an already parsed document.
    ///
    /// Useful when part of a payload is kept as `JSONValue` (unknown
    /// components, action payloads) and typed later.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        let impl = JSONModelDecoderImpl(
            value: value, userInfo: userInfo, convertsFromSnakeCase: keyDecodingStrategy == .convertFromSnakeCase,
            readsScalarsAsStrings: readsScalarsAsStrings)
        return try impl.unwrapCurrent(type)
    }

    /// Reads `buffer` onto a tape with `parserOptions`, reporting failure as Foundation does.
    private func tape(of buffer: UnsafeRawBufferPointer) throws -> JSONTape {
        do throws(JSONParseError) {
            if let limit = parserOptions.maxInputSize, buffer.count > limit {
                throw JSONParseError(kind: .inputTooLarge(size: buffer.count, limit: limit), offset: limit, line: 1, column: 1)
            }
            let bytes = buffer.assumingMemoryBound(to: UInt8.self)
            let tape = JSONTape(borrowing: bytes)
            var scanner = JSONScanner(bytes: tape.bytes, maxDepth: parserOptions.maxDepth)
            try scanner.parseDocument(onto: tape)
            return tape
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
        }
    }

    /// Parses with `parserOptions`, reporting failure as Foundation does.
    private func parse(_ body: (JSONParser) throws(JSONParseError) -> JSONValue) throws -> JSONValue {
        do {
            return try body(JSONParser(options: parserOptions))
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
        }
    }
}
