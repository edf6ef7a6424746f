/// Why a `JSONValue` could not be written, and where in it.
///
/// A `JSONValue` can hold what JSON cannot express (NaN, infinity) or nest
/// deeper than a reader will accept. Saying *which* member held the problem
/// (`$.items[3].price`) turns a bug hunt through a large document into a
/// glance.
public struct JSONWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// NaN or ±infinity, which RFC 8259 numbers cannot represent.
        /// (Two NaN errors compare unequal, as NaNs do.)
        case nonFiniteNumber(Double)
        /// Arrays and objects nested deeper than the writer's `maxDepth`.
        case nestingTooDeep(limit: Int)
    }

    /// One step into a document: an object member or an array element.
    public enum PathComponent: Sendable, Hashable, CustomStringConvertible {
        /// The member with this key.
        case key(String)
        /// The element at this zero-based position.
        case index(Int)

        /// `.key` or `[index]`, the step as it appears in `pathDescription`.
        public var description: String {
            switch self {
            case .key(let key): return ".\(key)"
            case .index(let index): return "[\(index)]"
            }
        }
    }

    /// What was wrong.
    public let kind: Kind
    /// From the top-level value down to the offending one; empty for the top level itself.
    public internal(set) var path: [PathComponent]

    /// An error of `kind` at `path`; public so tests and wrappers can build expected values.
    public init(kind: Kind, path: [PathComponent]) {
        self.kind = kind
        self.path = path
    }

    /// The path in JSONPath-like notation: `$`, `$.items[3].price`.
    public var pathDescription: String {
        "$" + path.map { $0.description }.joined()  // [wasm-measure] was map(\.description)
    }

    /// A one-line explanation naming the offending member, for logs.
    public var description: String {
        switch kind {
        case .nonFiniteNumber(let value):
            return "cannot write \(value) at \(pathDescription): JSON numbers must be finite"
        case .nestingTooDeep(let limit):
            return "cannot write \(pathDescription): arrays and objects nested deeper than \(limit) levels"
        }
    }
}
