import Crypto
import SDUIContract
import Synchronization

/// Makes and checks the cursors of page links: the keyset position a page
/// starts after (the last row's sort key, as the app wrote it), the day it
/// was made, and an HMAC-SHA256 over both and the page's path, in canonical
/// base64url (`PageCursorFormat`).
///
/// A cursor is tamper-evident (a changed byte, another spelling of the same
/// bytes, or a cursor moved to another list, fails the check) but not
/// secret: it holds the sort key in the clear. It names no day but the one
/// it was made on, so one rendering's cursors are the same bytes on every
/// instance and the screen's `ETag` holds; it expires after `validDays`
/// UTC days. The key is the database's (`SharedSecret`), read once, so every
/// instance sharing the database accepts every other's cursors.
public final class PageCursor: Sendable {
    /// Days a cursor is accepted: the day it was made and the next (`PageCursorFormat.validDays`).
    public static let validDays = PageCursorFormat.validDays

    private let storage: any ServerStorage
    private let key = Mutex<[UInt8]?>(nil)

    init(storage: any ServerStorage) {
        self.storage = storage
    }

    /// Why a cursor was refused.
    public typealias Refusal = PageCursorRefusal

    /// The day number (days since 1970, UTC) of `seconds`.
    static func day(of seconds: Int64) -> Int64 { PageCursorFormat.day(of: seconds) }

    /// A cursor for the page of `path` after `position`.
    func make(path: ScreenPath, after position: [String], now: Int64) async throws -> String {
        let payload = try PageCursorFormat.payload(day: Self.day(of: now), position: position)
        return PageCursorFormat.text(payload: payload, mac: try await signature(of: payload, path: path))
    }

    /// The position `cursor` names, once its spelling, signature and age are checked.
    func position(of cursor: String, path: ScreenPath, now: Int64) async throws -> [String] {
        let (payload, mac) = try PageCursorFormat.split(cursor)
        guard PageCursorFormat.constantTimeEqual(try await signature(of: payload, path: path), mac) else { throw Refusal.tampered }
        return try PageCursorFormat.position(payload: payload, today: Self.day(of: now))
    }

    private func signature(of payload: [UInt8], path: ScreenPath) async throws -> [UInt8] {
        let key = try await signingKey()
        let message = PageCursorFormat.signedMessage(payload: payload, path: path.description)
        return Array(HMAC<SHA256>.authenticationCode(for: message, using: key).prefix(PageCursorFormat.macBytes))
    }

    private func signingKey() async throws -> SymmetricKey {
        if let known = key.withLock({ $0 }) { return SymmetricKey(data: known) }
        let read = try await storage.sharedSecret(named: SharedSecret.pageCursors)
        key.withLock { $0 = read }
        return SymmetricKey(data: read)
    }
}

extension PageCursorRefusal {
    /// The 400 that says what was wrong with the cursor.
    var apiError: APIError {
        switch self {
        case .malformed(let reason):
            return .badRequest("invalid_page_cursor", "The page cursor is not one this server made: \(reason).")
        case .tampered:
            return .badRequest("invalid_page_cursor", "The page cursor was changed or belongs to another list: its signature does not match.")
        case .expired(let days):
            return .badRequest("page_cursor_expired",
                               "The page cursor expired (made \(days) days ago; cursors last \(PageCursor.validDays) days, the day they were made and the next). Load the screen again.")
        case .notYetValid(let days):
            return .badRequest("invalid_page_cursor",
                               "The page cursor names a day \(days) days after today's; no server makes such a cursor. Load the screen again.")
        }
    }
}
