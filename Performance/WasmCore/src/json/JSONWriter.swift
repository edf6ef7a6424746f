/// Writes a `JSONValue` as UTF-8 JSON text (RFC 8259).
///
/// The output matches Foundation's `JSONSerialization`/`JSONEncoder` byte for
/// byte where it can, so documents written by either side diff cleanly:
/// `"/"` is escaped as `"\/"` unless `.withoutEscapingSlashes` is set,
/// control characters use `\b \f \n \r \t` or `\u00XX`, non-ASCII text is
/// written raw, reals use the shortest text that reads back to the same
/// `Double` (never with a trailing `.0`: `1`, `0.1`, `1e+16`), and pretty output
/// indents by two spaces with `"key" : value`. Unlike Foundation, empty
/// containers are written `[]` and `{}` even when pretty-printing, and object
/// members keep their order unless `.sortedKeys` is set.
///
/// ```swift
/// let bytes = try JSONWriter(formatting: [.prettyPrinted, .sortedKeys]).write(value)
/// ```
public struct JSONWriter: Sendable {
    /// Output options, spelled as Foundation's `JSONEncoder.OutputFormatting`.
    public struct Formatting: OptionSet, Sendable, Hashable {
        /// The option bits; the values match Foundation's `OutputFormatting` raw values.
        public let rawValue: UInt

        /// Options from raw bits, as `OptionSet` requires.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Newlines and two-space indentation, `"key" : value`.
        public static let prettyPrinted = Formatting(rawValue: 1 << 0)
        /// Object members in Unicode scalar (UTF-8 byte) order of their keys, for stable output.
        public static let sortedKeys = Formatting(rawValue: 1 << 1)
        /// Write `/` as is. By default it is escaped as `\/` so the output can
        /// be embedded in HTML `<script>` safely, as Foundation does.
        public static let withoutEscapingSlashes = Formatting(rawValue: 1 << 3)
    }

    /// How the text is laid out and which characters are escaped.
    public var formatting: Formatting
    /// Arrays and objects nested deeper than this are refused, matching `JSONParser.Options.maxDepth`
    /// so that whatever the writer emits the parser reads back.
    public var maxDepth: Int

    /// A writer with the given options; the defaults give compact output, `/` escaped.
    public init(formatting: Formatting = [], maxDepth: Int = 512) {
        self.formatting = formatting
        self.maxDepth = maxDepth
    }

    /// The UTF-8 JSON text of `value`.
    public func write(_ value: JSONValue) throws(JSONWriteError) -> [UInt8] {
        var output: [UInt8] = []
        try write(value, into: &output)
        return output
    }

    /// Appends the UTF-8 JSON text of `value` to `output`, reusing its storage.
    ///
    /// On error `output` is left as it was.
    public func write(_ value: JSONValue, into output: inout [UInt8]) throws(JSONWriteError) {
        var emitter = JSONEmitter(formatting: formatting, maxDepth: maxDepth)
        do {
            try emitter.value(value, depth: 0)
        } catch {
            throw JSONWriteError(kind: error.kind, path: error.path.reversed())
        }
        emitter.copy(into: &output)
    }

    /// The JSON text of `value` as a `String`.
    public func string(_ value: JSONValue) throws(JSONWriteError) -> String {
        String(decoding: try write(value), as: UTF8.self)
    }
}
