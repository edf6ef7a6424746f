import JSON

/// The bytes of a page cursor, apart from its key: `PAYLOAD.MAC`, each in
/// canonical base64url (`Base64URL`), where the payload is a JSON array of
/// strings (the day the cursor was made, then the keyset position) and the
/// MAC the first `macBytes` of an HMAC-SHA256 over `signedMessage`.
///
/// Kept apart from `PageCursor` (which holds the key and Crypto) so the
/// fuzz harness (`Fuzz/ServerParsersFuzz`) compiles it without the server.
/// Every number in a cursor is read with checked arithmetic: a cursor signed
/// with the server's key may still carry any day (an old build's bug, a
/// leaked key), and must be refused, not trap.
enum PageCursorFormat {
    /// Days a cursor is accepted, counted in UTC calendar days: the day it
    /// was made and the next (so at least 24 hours, at most 48). The one
    /// lifetime every document quotes.
    static let validDays: Int64 = 2
    /// Bytes of the MAC kept in the cursor (of 32).
    static let macBytes = 16
    private static let secondsPerDay: Int64 = 86_400

    /// The day number (days since 1970, UTC) of `seconds`; exact for every
    /// `Int64` (division by a positive constant cannot overflow).
    static func day(of seconds: Int64) -> Int64 {
        let (quotient, remainder) = seconds.quotientAndRemainder(dividingBy: secondsPerDay)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// The payload of a cursor made on `day` for the rows after `position`.
    /// Written as `JSONBody` writes (slashes unescaped), so cursors made before keep their bytes.
    static func payload(day: Int64, position: [String]) throws(JSONWriteError) -> [UInt8] {
        try JSONWriter(formatting: [.sortedKeys, .withoutEscapingSlashes])
            .write(.array([.string(String(day))] + position.map(JSONValue.string)))
    }

    /// What the MAC covers: the page's path, a zero byte, the payload (so a
    /// cursor moved to another list fails its check).
    static func signedMessage(payload: [UInt8], path: String) -> [UInt8] {
        var message = Array(path.utf8)
        message.append(0)
        message += payload
        return message
    }

    /// The cursor's text.
    static func text(payload: [UInt8], mac: [UInt8]) -> String {
        Base64URL.encode(payload) + "." + Base64URL.encode(mac)
    }

    /// The payload and MAC of `cursor`, each decoded from its one canonical spelling.
    static func split(_ cursor: String) throws(PageCursorRefusal) -> (payload: [UInt8], mac: [UInt8]) {
        let parts = cursor.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw .malformed("it has \(parts.count - 1) dots; a cursor is two base64url parts joined by one")
        }
        let payload: [UInt8], mac: [UInt8]
        do throws(Base64URL.DecodingError) {
            payload = try Base64URL.decode(Substring(parts[0]))
        } catch {
            throw .malformed("its first part is not canonical base64url: \(error)")
        }
        do throws(Base64URL.DecodingError) {
            mac = try Base64URL.decode(Substring(parts[1]))
        } catch {
            throw .malformed("its signature is not canonical base64url: \(error)")
        }
        guard mac.count == macBytes else {
            throw .malformed("its signature has \(mac.count) bytes, not \(macBytes)")
        }
        return (payload, mac)
    }

    /// The position a payload names, once its MAC was checked: its day must be
    /// a canonical integer no more than `validDays - 1` days before `today`
    /// and not after it.
    static func position(payload: [UInt8], today: Int64) throws(PageCursorRefusal) -> [String] {
        guard case .array(let values)? = try? JSONParser(options: .init(maxDepth: 2, maxInputSize: 4096)).parse(payload),
              let dayText = values.first?.stringValue else {
            throw .malformed("its payload is not a list of strings starting with a day")
        }
        guard let day = Int64(dayText), String(day) == dayText else {
            throw .malformed("its day '\(dayText.prefix(24))' is not a canonical integer")
        }
        let (age, overflow) = today.subtractingReportingOverflow(day)
        guard !overflow else { throw .malformed("its day \(day) is out of range") }
        guard age >= 0 else { throw .notYetValid(days: age.magnitude) }
        guard age < validDays else { throw .expired(days: age) }
        var position: [String] = []
        position.reserveCapacity(values.count - 1)
        for value in values.dropFirst() {
            guard let text = value.stringValue else { throw .malformed("its position holds something other than strings") }
            position.append(text)
        }
        return position
    }

    /// Equal bytes, in time that does not depend on where they differ.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}

/// Why a page cursor was refused: each a 400 that names what was wrong.
public enum PageCursorRefusal: Error, Sendable, Equatable {
    /// Not a cursor's shape, or not its canonical spelling; says which part and why.
    case malformed(String)
    /// Its signature does not match: changed, or made for another list.
    case tampered
    /// Made this many days ago, past `PageCursorFormat.validDays`.
    case expired(days: Int64)
    /// Made on a day after today, this many days ahead.
    case notYetValid(days: UInt64)
}
