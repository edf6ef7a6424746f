/// Turns UTF-8 bytes into a `JSONValue`, strictly by RFC 8259.
///
/// Strictness is a feature: a client that accepts what the server should not
/// have sent hides server bugs until a stricter client ships. Limits on depth
/// and size turn hostile documents into errors instead of stack overflows or
/// unbounded memory use.
///
/// ```swift
/// let value = try JSONParser().parse(#"{"title": "Home"}"#)
/// value["title"]?.stringValue // "Home"
/// ```
public struct JSONParser: Sendable {
    /// Limits that bound the work a document can cause.
    public struct Options: Sendable, Equatable {
        /// Arrays and objects nested deeper than this are refused.
        public var maxDepth: Int
        /// Documents larger than this many bytes are refused before parsing; nil for no limit.
        public var maxInputSize: Int?

        public init(maxDepth: Int = 512, maxInputSize: Int? = nil) {
            self.maxDepth = maxDepth
            self.maxInputSize = maxInputSize
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    public func parse(_ buffer: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
        if let limit = options.maxInputSize, buffer.count > limit {
            throw JSONParseError(
                kind: .inputTooLarge(size: buffer.count, limit: limit), offset: limit, line: 1, column: 1)
        }
        var scanner = JSONScanner(bytes: buffer.assumingMemoryBound(to: UInt8.self),
                                  maxDepth: options.maxDepth,
                                  keyCache: buffer.count >= JSONKeyCache.worthwhileInputSize ? JSONKeyCache() : nil)
        return try scanner.parseDocument()
    }

    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBytes { buffer in
            do throws(JSONParseError) {
                return .success(try parse(buffer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        let fast: Result<JSONValue, JSONParseError>? = text.utf8.withContiguousStorageIfAvailable { buffer in
            do throws(JSONParseError) {
                return .success(try parse(UnsafeRawBufferPointer(buffer)))
            } catch {
                return .failure(error)
            }
        }
        if let fast { return try fast.get() }
        return try parse(Array(text.utf8))
    }
}

extension JSONValue {
    /// Parses a document with default limits; see `JSONParser` for options.
    public init(parsing bytes: [UInt8]) throws(JSONParseError) {
        self = try JSONParser().parse(bytes)
    }

    /// Parses a document with default limits; see `JSONParser` for options.
    public init(parsing text: String) throws(JSONParseError) {
        self = try JSONParser().parse(text)
    }
}
