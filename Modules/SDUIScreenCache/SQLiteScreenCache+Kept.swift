import Foundation
import GRDB
import SDUISession
import SDUIStore

/// Screens kept for offline on request: a kept document row has `keptAt`
/// set, so the ordinary eviction in `save` passes it by, and its pictures'
/// bytes live in `keptPicture`. A refreshed body (the screen revalidated
/// online) replaces the copy and stays kept.
extension SQLiteScreenCache: KeptScreenStore {
    public func keep(_ url: String, pictures: [CachedDocument], limits: KeepLimits) async throws(KeepError) -> KeptUsage {
        guard let usage = try await pin(url, pictures: pictures, limits: limits, onlyIfKept: false) else { throw .notStored(url: url) }
        return usage
    }

    public func refreshPictures(of url: String, with pictures: [CachedDocument], limits: KeepLimits) async throws(KeepError) -> Bool {
        try await pin(url, pictures: pictures, limits: limits, onlyIfKept: true) != nil
    }

    /// Pins `url` with `pictures` in one transaction, or refuses past `limits`;
    /// nil (and nothing written) when `onlyIfKept` and it is not kept.
    private func pin(_ url: String, pictures: [CachedDocument], limits: KeepLimits, onlyIfKept: Bool) async throws(KeepError) -> KeptUsage? {
        let now = clock.now()
        let outcome: Result<KeptUsage?, KeepError>
        do throws(StoreError) {
            outcome = try await store.write("keep \(url) for offline") { db in
                guard let row = try Row.fetchOne(db, sql: "SELECT length(body) AS size, keptAt FROM document WHERE url = ?", arguments: [url])
                else { return onlyIfKept ? .success(nil) : .failure(.notStored(url: url)) }
                let size: Int = row["size"]
                let wasKept = (row["keptAt"] as Int64?) != nil
                if onlyIfKept, !wasKept { return .success(nil) }
                let screens = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM document WHERE keptAt IS NOT NULL") ?? 0
                if !wasKept, screens >= limits.maximumScreens { return .failure(.tooManyScreens(limit: limits.maximumScreens)) }
                // Everything else kept, bodies and pictures: this screen's previous pictures are replaced.
                let others = (try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(length(body)), 0) FROM document WHERE keptAt IS NOT NULL AND url != ?",
                                               arguments: [url]) ?? 0)
                    + (try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(length(body)), 0) FROM keptPicture WHERE screen != ?",
                                        arguments: [url]) ?? 0)
                let (pictureBytes, overflow) = pictures.reduce((0, false)) { total, picture in
                    let (sum, overflow) = total.0.addingReportingOverflow(picture.body.count)
                    return (sum, total.1 || overflow)
                }
                let (needed, neededOverflow) = size.addingReportingOverflow(pictureBytes)
                guard !overflow, !neededOverflow, others <= limits.maximumBytes, needed <= limits.maximumBytes - others else {
                    return .failure(.tooLarge(needed: overflow || neededOverflow ? Int.max : needed, kept: others, limit: limits.maximumBytes))
                }
                try db.execute(sql: "UPDATE document SET keptAt = COALESCE(keptAt, ?) WHERE url = ?", arguments: [now, url])
                try db.execute(sql: "DELETE FROM keptPicture WHERE screen = ?", arguments: [url])
                for picture in pictures {
                    try db.execute(sql: """
                        INSERT INTO keptPicture (screen, url, etag, body) VALUES (?, ?, ?, ?)
                        ON CONFLICT(screen, url) DO UPDATE SET etag = excluded.etag, body = excluded.body
                        """, arguments: [url, picture.url, picture.etag, Data(picture.body)])
                }
                return .success(KeptUsage(screens: screens + (wasKept ? 0 : 1), bytes: others + needed))
            }
        } catch {
            throw .storage(error.description)
        }
        return try outcome.get()
    }

    public func release(_ url: String) async throws(KeepError) -> Bool {
        do throws(StoreError) {
            return try await store.write("stop keeping \(url) for offline") { db in
                try db.execute(sql: "DELETE FROM keptPicture WHERE screen = ?", arguments: [url])
                try db.execute(sql: "UPDATE document SET keptAt = NULL WHERE url = ? AND keptAt IS NOT NULL", arguments: [url])
                return db.changesCount > 0
            }
        } catch {
            throw .storage(error.description)
        }
    }

    public func keptURLs() async -> [String] {
        do throws(StoreError) {
            return try await store.read("list kept screens") { db in
                try String.fetchAll(db, sql: "SELECT url FROM document WHERE keptAt IS NOT NULL ORDER BY keptAt DESC, rowid DESC")
            }
        } catch {
            onError(error)
            return []
        }
    }

    public func keptPicture(_ url: String) async -> CachedDocument? {
        do throws(StoreError) {
            return try await store.read("load kept picture \(url)") { db in
                guard let row = try Row.fetchOne(db, sql: "SELECT etag, body FROM keptPicture WHERE url = ? LIMIT 1", arguments: [url])
                else { return nil }
                let body: Data = row["body"]
                return CachedDocument(url: url, etag: row["etag"], body: [UInt8](body))
            }
        } catch {
            onError(error)
            return nil
        }
    }

    /// The URLs of the pictures kept with `screen`.
    public func keptPictureURLs(of screen: String) async throws(StoreError) -> [String] {
        try await store.read("list kept pictures of \(screen)") { db in
            try String.fetchAll(db, sql: "SELECT url FROM keptPicture WHERE screen = ? ORDER BY url", arguments: [screen])
        }
    }
}
