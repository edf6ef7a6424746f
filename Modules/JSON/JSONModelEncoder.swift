/// Encodes `Encodable` models as JSON without Foundation.
///
/// A drop-in for the parts of Foundation's `JSONEncoder` a screen client
/// uses: the same output formatting options and key strategy, the same
/// `EncodingError`s (NaN and infinity are refused with the path that held
/// them), and the same bytes for the same value, except that object members
/// keep the order they were encoded in (Foundation's is unspecified) and
/// pretty-printed empty containers are `[]`/`{}`. Top-level fragments such as
/// a bare string or number are allowed, as in current Foundation.
///
/// ```swift
/// var encoder = JSONModelEncoder()
/// encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
/// let bytes = try encoder.encode(screen)
/// ```
public struct JSONModelEncoder: Sendable {
    /// Output options: `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`.
    public typealias OutputFormatting = JSONWriter.Formatting

    /// How a type's coding keys are written as JSON object keys.
    public enum KeyEncodingStrategy: Sendable, Equatable {
        /// Write keys exactly as the type spells them. The default.
        case useDefaultKeys
        /// Write `"camelCase"` keys as `"snake_case"`, with Foundation's rules:
        /// `"myURLProperty"` becomes `"my_url_property"`, leading and trailing
        /// underscores are kept. Keys of dictionaries are data and are never converted.
        case convertToSnakeCase
    }

    /// The output format. Defaults to compact output with `/` escaped, as Foundation's.
    public var outputFormatting: OutputFormatting = []

    /// How coding keys become JSON keys. Defaults to `.useDefaultKeys`.
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys

    /// Context handed to every `encode(to:)` through `Encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// An encoder with compact output and default keys.
    public init() {}

    /// The UTF-8 JSON text of `value`.
    ///
    /// - Throws: `EncodingError.invalidValue` for NaN or infinity (with the
    ///   path that held it), for a top-level value that encodes nothing, or
    ///   for nesting deeper than 512 levels; any error `encode(to:)` throws.
    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let tree = try encodeToValue(value)
        do {
            return try JSONWriter(formatting: outputFormatting).write(tree)
        } catch {
            throw Self.encodingError(error, for: value)
        }
    }

    /// The JSON text of `value` as a `String`, for logs, fixtures and tests.
    public func encodeToString<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encode(value), as: UTF8.self)
    }

    /// `value` as a `JSONValue` tree, for callers that keep working with it
    /// (merging into a larger document, diffing) before writing anything.
    public func encodeToValue<T: Encodable>(_ value: T) throws -> JSONValue {
        let impl = JSONModelEncoderImpl(
            userInfo: userInfo, convertsToSnakeCase: keyEncodingStrategy == .convertToSnakeCase)
        try impl.encodeCurrent(value)
        guard let result = impl.takeValue() else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        return result
    }

    /// A writer failure as the `EncodingError` Foundation would throw.
    ///
    /// Only values the encoder did not check itself can fail here: a
    /// `JSONValue` holding NaN, or nesting beyond the writer's limit.
    private static func encodingError(_ error: JSONWriteError, for value: Any) -> EncodingError {
        switch error.kind {
        case .nonFiniteNumber(let number):
            let path: [any CodingKey] = error.path.map { component in
                switch component {
                case .key(let key): return JSONCodingKey(stringValue: key)
                case .index(let index): return JSONCodingKey(intValue: index)
                }
            }
            return .invalidValue(number, EncodingError.Context(
                codingPath: path, debugDescription: "Unable to encode Double.\(number) directly in JSON.",
                underlyingError: error))
        case .nestingTooDeep:
            return .invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON.",
                underlyingError: error))
        }
    }
}
