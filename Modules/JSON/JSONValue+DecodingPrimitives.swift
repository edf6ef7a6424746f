/// Exact conversions from a `JSONValue` to Swift's primitive types.
///
/// Each returns nil when the value is the wrong kind or does not fit; the
/// decoder then works out which `DecodingError` that is, off the hot path.
/// Integers must be exact: `300` is not a `UInt8` and `1.5` is not an `Int`,
/// while `1e2` and `1.0` are the integer 100 and 1, as in Foundation.
extension JSONValue {
    @inline(__always)
    var decodedString: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    @inline(__always)
    var decodedBool: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    @inline(__always)
    func decodedInteger<T: FixedWidthInteger>(_: T.Type) -> T? {
        guard case .number(let number) = self else { return nil }
        return number.decodedInteger(T.self)
    }

    /// Any finite number; integers wider than 53 bits round, as in Foundation.
    @inline(__always)
    var decodedDouble: Double? {
        guard case .number(let number) = self else { return nil }
        return number.decodedDouble
    }

    /// Any number that stays finite and, unless it is zero, non-zero as a `Float`.
    @inline(__always)
    var decodedFloat: Float? {
        guard case .number(let number) = self else { return nil }
        return number.decodedFloat
    }

    /// How Foundation names the kind of value it found, in `typeMismatch` messages.
    var decodingKindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }
}

/// The same exact conversions for a number on its own (the tape decoder keeps numbers apart from values).
extension JSONNumber {
    @inline(__always)
    func decodedInteger<T: FixedWidthInteger>(_: T.Type) -> T? {
        switch storage {
        case .int(let value): return T(exactly: value)
        case .uint(let value): return T(exactly: value)
        case .double(let value):
            // An integer literal below Int64.min is stored as a Double that can
            // round to exactly -2^63; refuse it rather than return Int64.min.
            if value == -0x1p63 && T.isSigned && T.bitWidth == 64 { return nil }
            return T(exactly: value)
        }
    }

    @inline(__always)
    var decodedDouble: Double? {
        switch storage {
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        case .double(let value): return value.isFinite ? value : nil
        }
    }

    @inline(__always)
    var decodedFloat: Float? {
        switch storage {
        case .int(let value): return Float(value)
        case .uint(let value): return Float(value)
        case .double(let value):
            let float = Float(value)
            // Foundation refuses numbers that overflow to infinity or underflow to zero.
            guard float.isFinite, float != 0 || value == 0 else { return nil }
            return float
        }
    }
}
