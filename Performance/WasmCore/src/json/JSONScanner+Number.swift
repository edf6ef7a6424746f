extension JSONScanner {
    /// Parses a number by the RFC 8259 grammar, keeping integers exact.
    ///
    /// Integers that fit 64 bits stay integers. Reals take Clinger's fast path
    /// (exact when the significand fits 53 bits and the power of ten is at most
    /// 22) and otherwise the standard library's correctly rounded conversion.
    mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }

        let integerStart = index
        switch bytes[index] {
        case UInt8(ascii: "0"):
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error(.invalidNumber(text(start, skippingDigitsFrom: index) + ": leading zeros are not allowed"), at: start)
            }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            skipDigits()
        case let byte:
            throw error(.unexpectedByte(byte, expected: "a digit"), at: index)
        }
        let integerEnd = index

        var fractionEnd = index
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            try requireDigit(after: "'.'")
            skipDigits()
            fractionEnd = index
        }
        var exponent = 0
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            try requireDigit(after: "the exponent marker")
            while index < bytes.count, isDigit(bytes[index]) {
                // Saturate: anything past a few hundred is out of Double's range anyway.
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        if isInteger, let integer = exactInteger(integerStart, integerEnd, negative: negative) {
            return integer
        }
        if let fast = fastDouble(integerStart, integerEnd, fractionEnd, exponent: exponent, negative: negative) {
            return JSONNumber(fast)
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw error(.numberOutOfRange, at: start)
        }
        return JSONNumber(value)
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always)
    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func requireDigit(after what: String) throws(JSONParseError) {
        guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
        guard isDigit(bytes[index]) else {
            throw error(.unexpectedByte(bytes[index], expected: "a digit after \(what)"), at: index)
        }
    }

    private func text(_ start: Int, skippingDigitsFrom position: Int) -> String {
        var end = position
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The integer literal as an exact 64-bit value, or nil when it does not fit.
    private func exactInteger(_ start: Int, _ end: Int, negative: Bool) -> JSONNumber? {
        guard end - start <= 20 else { return nil }
        var magnitude: UInt64 = 0
        for i in start..<end {
            let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(bytes[i] - UInt8(ascii: "0")))
            if overflow1 || overflow2 { return nil }
            magnitude = sum
        }
        if negative {
            // "-0" is a real zero with a sign; keep it as a Double so -0.0 round-trips.
            if magnitude == 0 { return JSONNumber(-0.0) }
            if magnitude <= UInt64(Int64.max) { return JSONNumber(-Int64(magnitude)) }
            if magnitude == UInt64(Int64.max) + 1 { return JSONNumber(Int64.min) }
            return nil
        }
        return JSONNumber(magnitude)
    }

    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Clinger's fast path: exact when the digits fit 2^53 and |power| <= 22.
    private func fastDouble(_ integerStart: Int, _ integerEnd: Int, _ fractionEnd: Int,
                            exponent: Int, negative: Bool) -> Double? {
        var significand: UInt64 = 0
        var digits = 0
        for i in integerStart..<integerEnd {
            significand = significand &* 10 &+ UInt64(bytes[i] - UInt8(ascii: "0"))
            if significand != 0 { digits += 1 }
            if digits > 15 { return nil }
        }
        var fractionDigits = 0
        if fractionEnd > integerEnd {
            for i in (integerEnd + 1)..<fractionEnd {
                significand = significand &* 10 &+ UInt64(bytes[i] - UInt8(ascii: "0"))
                if significand != 0 { digits += 1 }
                if digits > 15 { return nil }
                fractionDigits += 1
            }
        }
        let power = exponent - fractionDigits
        guard significand < (1 << 53), abs(power) <= 22 else { return nil }
        var value = Double(significand)
        if power < 0 {
            value /= Self.exactPowersOfTen[-power]
        } else {
            value *= Self.exactPowersOfTen[power]
        }
        return negative ? -value : value
    }
}
