/// A bearer token and when it stops working, kept so that it cannot leak
/// by accident.
///
/// The secret itself is internal to this module: only the request
/// decorator reads it, to put it in an `Authorization` header for the
/// server's own origin. `description`, `debugDescription` and the mirror
/// (`dump`, `print`, string interpolation, test failure output) all show
/// `<redacted>` and the expiry, so a token never reaches a log, an error
/// message or a diagnostic.
public struct BearerToken: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let value: String
    /// Seconds since 1970, UTC.
    public let expiresAt: Int64

    /// Nil when `value` is empty or not a valid RFC 6750 token
    /// (`A-Z a-z 0-9 - . _ ~ + /`, then `=` padding): a server that sends
    /// anything else (a line break, say) cannot smuggle it into a header.
    public init?(value: String, expiresAt: Int64) {
        guard Self.isValidToken(value) else { return nil }
        self.value = value
        self.expiresAt = expiresAt
    }

    /// True from `expiresAt` on: a token is never sent in its last second.
    public func isExpired(at now: Int64) -> Bool { expiresAt <= now }

    /// `Bearer …`, for the `Authorization` header.
    var authorizationValue: String { "Bearer \(value)" }

    public var description: String { "BearerToken(<redacted>, expiresAt: \(expiresAt))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["token": "<redacted>", "expiresAt": expiresAt]) }

    static func isValidToken(_ text: String) -> Bool {
        var sawPadding = false
        var count = 0
        for byte in text.utf8 {
            count += 1
            switch byte {
            case UInt8(ascii: "="):
                sawPadding = true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                if sawPadding { return false }
            default:
                return false
            }
        }
        return count > 0 && count <= 4096
    }
}
