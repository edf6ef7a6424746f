/// A JSON number that keeps integers exact.
///
/// JSON does not distinguish integers from reals, but screen contracts do: an
/// id of `9007199254740993` must not come back as `9007199254740992`. Integral
/// literals that fit 64 bits are therefore stored as integers; everything else
/// is stored as a correctly rounded `Double`. Two numbers compare equal when
/// they denote the same value, whatever their storage.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// How the value is held. Exposed so encoders can write it without loss.
    public enum Storage: Sendable {
        case int(Int64)
        /// Only used for integers above `Int64.max`.
        case uint(UInt64)
        case double(Double)
    }

    public let storage: Storage

    public init(_ value: Int64) { storage = .int(value) }
    public init(_ value: Int) { storage = .int(Int64(value)) }
    public init(_ value: UInt64) {
        storage = value <= UInt64(Int64.max) ? .int(Int64(value)) : .uint(value)
    }
    public init(_ value: Double) { storage = .double(value) }

    /// The value as a `Double`, rounded if the integer is wider than 53 bits.
    public var doubleValue: Double {
        switch storage {
        case .int(let v): return Double(v)
        case .uint(let v): return Double(v)
        case .double(let v): return v
        }
    }

    /// The value as `Int64` when it is integral and in range; otherwise nil.
    public var int64Value: Int64? {
        switch storage {
        case .int(let v): return v
        case .uint: return nil
        case .double(let v): return Int64(exactly: v)
        }
    }

    /// The value as `UInt64` when it is integral, non-negative and in range; otherwise nil.
    public var uint64Value: UInt64? {
        switch storage {
        case .int(let v): return UInt64(exactly: v)
        case .uint(let v): return v
        case .double(let v): return UInt64(exactly: v)
        }
    }

    /// True when the literal had no fraction or exponent and fitted 64 bits.
    public var isInteger: Bool {
        if case .double = storage { return false }
        return true
    }

    public var description: String {
        switch storage {
        case .int(let v): return String(v)
        case .uint(let v): return String(v)
        case .double(let v): return JSONNumber.shortestText(v)
        }
    }

    /// The shortest text that reads back as `value`, without a needless `.0`
    /// (integral values below 2^53 print as integers, as `JSONWriter` writes them).
    static func shortestText(_ value: Double) -> String {
        if abs(value) < 9_007_199_254_740_992, let integer = Int64(exactly: value) {
            if integer == 0 && value.sign == .minus { return "-0" }
            return String(integer)
        }
        return value.description
    }

    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.int(let a), .int(let b)): return a == b
        case (.uint(let a), .uint(let b)): return a == b
        case (.int, .uint), (.uint, .int): return false
        case (.double(let a), .double(let b)): return a == b
        case (.double(let d), _): return Self.equal(double: d, rhs)
        case (_, .double(let d)): return Self.equal(double: d, lhs)
        }
    }

    private static func equal(double: Double, _ integer: JSONNumber) -> Bool {
        switch integer.storage {
        case .int(let v): return Int64(exactly: double) == v
        case .uint(let v): return UInt64(exactly: double) == v
        case .double(let v): return v == double
        }
    }

    public func hash(into hasher: inout Hasher) {
        // Equal values must hash alike across storages: hash integers as
        // integers, and integral doubles as the integer they denote.
        switch storage {
        case .int(let v): hasher.combine(v)
        case .uint(let v): hasher.combine(v)
        case .double(let d):
            if let i = Int64(exactly: d) {
                hasher.combine(i)
            } else if let u = UInt64(exactly: d) {
                hasher.combine(u)
            } else {
                hasher.combine(d)
            }
        }
    }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int64) { self.init(value) }
    public init(floatLiteral value: Double) { self.init(value) }
}
