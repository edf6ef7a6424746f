import Crypto
import Foundation
import JSON
import SDUIContract
import Synchronization

/// Makes and checks the cursors of page links: the keyset position a page
/// starts after (the last row's sort key, as the app wrote it), the day it
/// was made, and an HMAC-SHA256 over both and the page's path, in base64url.
///
/// A cursor is tamper-evident (a changed byte, or a cursor moved to another
/// list, fails the check) but not secret: it holds the sort key in the clear.
/// It names no day but the one it was made on, so one rendering's cursors are
/// the same bytes on every instance and the screen's `ETag` holds; it expires
/// after `validDays` days. The key is the database's (`SharedSecret`), read
/// once, so every instance sharing the database accepts every other's cursors.
public final class PageCursor: Sendable {
    /// Days a cursor is accepted: the day it was made and the next.
    public static let validDays: Int64 = 2
    /// Bytes of the MAC kept in the cursor (of 32).
    static let macBytes = 16

    private let storage: any ServerStorage
    private let key = Mutex<[UInt8]?>(nil)

    init(storage: any ServerStorage) {
        self.storage = storage
    }

    /// Why a cursor was refused: each a 400 that names what was wrong.
    public enum Refusal: Error, Sendable, Equatable {
        case malformed
        case tampered
        case expired(days: Int64)

        var apiError: APIError {
            switch self {
            case .malformed:
                return .badRequest("invalid_page_cursor", "The page cursor is not one this server made: it does not read as a cursor.")
            case .tampered:
                return .badRequest("invalid_page_cursor", "The page cursor was changed or belongs to another list: its signature does not match.")
            case .expired(let days):
                return .badRequest("page_cursor_expired",
                                   "The page cursor expired (made \(days) days ago; cursors last \(PageCursor.validDays)). Load the screen again.")
            }
        }
    }

    /// The day number (days since 1970, UTC) of `seconds`.
    static func day(of seconds: Int64) -> Int64 { seconds / 86_400 }

    /// A cursor for the page of `path` after `position`.
    func make(path: ScreenPath, after position: [String], now: Int64) async throws -> String {
        let payload = try JSONBody.bytes(.array([.string(String(Self.day(of: now)))] + position.map(JSONValue.string)))
        let mac = try await signature(of: payload, path: path)
        return Self.base64url(payload) + "." + Self.base64url(mac)
    }

    /// The position `cursor` names, once its signature and age are checked.
    func position(of cursor: String, path: ScreenPath, now: Int64) async throws -> [String] {
        let parts = cursor.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let payload = Self.bytes(base64url: parts[0]), let mac = Self.bytes(base64url: parts[1]),
              mac.count == Self.macBytes else { throw Refusal.malformed }
        guard Self.constantTimeEqual(try await signature(of: payload, path: path), mac) else { throw Refusal.tampered }
        guard case .array(let values)? = try? JSONParser().parse(payload), let day = values.first?.stringValue.flatMap({ Int64($0) }) else {
            throw Refusal.malformed
        }
        let age = Self.day(of: now) - day
        guard age >= 0, age < Self.validDays else { throw Refusal.expired(days: age) }
        return try values.dropFirst().map { value in
            guard let text = value.stringValue else { throw Refusal.malformed }
            return text
        }
    }

    private func signature(of payload: [UInt8], path: ScreenPath) async throws -> [UInt8] {
        let key = try await signingKey()
        var message = Array(path.description.utf8)
        message.append(0)
        message += payload
        return Array(HMAC<SHA256>.authenticationCode(for: message, using: key).prefix(Self.macBytes))
    }

    private func signingKey() async throws -> SymmetricKey {
        if let known = key.withLock({ $0 }) { return SymmetricKey(data: known) }
        let read = try await storage.sharedSecret(named: SharedSecret.pageCursors)
        key.withLock { $0 = read }
        return SymmetricKey(data: read)
    }

    private static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    static func base64url(_ bytes: [UInt8]) -> String {
        var text = Data(bytes).base64EncodedString()
        text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }

    static func bytes(base64url text: Substring) -> [UInt8]? {
        guard text.utf8.allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "=") }) else { return nil }
        var padded = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while padded.utf8.count % 4 != 0 { padded += "=" }
        return Data(base64Encoded: padded).map(Array.init)
    }
}
