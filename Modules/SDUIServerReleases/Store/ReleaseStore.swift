import Crypto
import JSON
import SDUIServer

/// Releases, the channels that point at them, and the log of every release
/// operation, in the server's own database: SQLite for one instance,
/// PostgreSQL for many, so every instance serves what any of them published.
///
/// Each operation is one statement where it must be atomic: a release is one
/// row holding all its files (a reader sees all of it or none), and moving a
/// channel is one upsert, which every instance reads (`ReleaseFollower`).
public struct ReleaseStore: Sendable {
    let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    /// The module's tables: releases, channels, the log, the rollouts (the admins' is the core's, `AdminStore`).
    static let migrations: [Migration] = [
        Migration(id: "release-1-schema") { db in
            try db.execute("""
                CREATE TABLE IF NOT EXISTS sdui_release (number \(db.dialect.generatedKey), author TEXT NOT NULL, \
                note TEXT NOT NULL, created_at \(db.dialect.integer) NOT NULL, digest TEXT NOT NULL, \
                file_count INTEGER NOT NULL, files TEXT NOT NULL)
                """)
            try db.execute("""
                CREATE TABLE IF NOT EXISTS sdui_release_channel (name TEXT PRIMARY KEY, number \(db.dialect.integer) NOT NULL, \
                moved_at \(db.dialect.integer) NOT NULL, moved_by TEXT NOT NULL)
                """)
            try db.execute("""
                CREATE TABLE IF NOT EXISTS sdui_release_log (id \(db.dialect.generatedKey), at \(db.dialect.integer) NOT NULL, \
                actor TEXT NOT NULL, action TEXT NOT NULL, channel TEXT, number \(db.dialect.integer), outcome TEXT NOT NULL)
                """)
        },
        Migration(id: "release-2-rollout") { db in
            try db.execute("""
                CREATE TABLE IF NOT EXISTS sdui_release_rollout (channel TEXT PRIMARY KEY, number \(db.dialect.integer) NOT NULL, \
                percent INTEGER NOT NULL, moved_at \(db.dialect.integer) NOT NULL, moved_by TEXT NOT NULL)
                """)
        },
    ]

    /// A release served to a share of installs beside a channel's own.
    public struct Rollout: Sendable, Equatable {
        public let number: Int
        /// 1 to 99: the installs whose rollout bucket (`ReleaseRollout.bucket`) is below it.
        public let percent: Int
    }

    /// The rollout on `channel`, if one runs.
    public func rollout(on channel: ReleaseChannel) async throws -> Rollout? {
        guard let row = try await database.query("SELECT number, percent FROM sdui_release_rollout WHERE channel = ?",
                                                 [.text(channel.rawValue)]).first else { return nil }
        return Rollout(number: try row.int(0), percent: try row.int(1))
    }

    /// Starts or widens (or narrows) the rollout of release `number` on `channel` to `percent` of installs.
    public func setRollout(_ number: Int, percent: Int, on channel: ReleaseChannel, actor: String,
                           now: Int64 = ServerClock.millisecondsSinceEpoch()) async throws {
        let rows = try await database.query("""
            INSERT INTO sdui_release_rollout (channel, number, percent, moved_at, moved_by) SELECT ?, number, ?, ?, ? FROM sdui_release WHERE number = ?
            ON CONFLICT (channel) DO UPDATE SET number = excluded.number, percent = excluded.percent, moved_at = excluded.moved_at,
            moved_by = excluded.moved_by
            RETURNING number
            """, [.text(channel.rawValue), .int(percent), .integer(now), .text(actor), .int(number)])
        guard !rows.isEmpty else {
            try await log(actor: actor, action: "rollout", channel: channel, number: number, outcome: "refused: no such release", now: now)
            throw ReleaseError.noSuchRelease(number)
        }
        try await log(actor: actor, action: "rollout", channel: channel, number: number, outcome: "rolled out to \(percent)%", now: now)
    }

    /// Ends the rollout on `channel`: every install gets the channel's release again. False when none ran.
    public func stopRollout(on channel: ReleaseChannel, actor: String, now: Int64 = ServerClock.millisecondsSinceEpoch()) async throws -> Bool {
        let rows = try await database.query("DELETE FROM sdui_release_rollout WHERE channel = ? RETURNING number", [.text(channel.rawValue)])
        guard let number = try rows.first?.int(0) else { return false }
        try await log(actor: actor, action: "rollout", channel: channel, number: number, outcome: "stopped", now: now)
        return true
    }

    /// Who may call the admin API, in the same database.
    public var admins: AdminStore { AdminStore(database: database) }

    /// Stores `files` as a new release (the next number) and puts it on
    /// `channel`, unless the channel already serves a newer one (two
    /// publishes at once end on the later). The caller validated the files.
    public func publish(_ files: ContentFiles, author: String, note: String, to channel: ReleaseChannel,
                        now: Int64 = ServerClock.millisecondsSinceEpoch()) async throws -> Release {
        let stored = try Self.encode(files)
        let digest = Self.digest(files)
        let rows = try await database.query("""
            INSERT INTO sdui_release (author, note, created_at, digest, file_count, files) VALUES (?, ?, ?, ?, ?, ?) RETURNING number
            """, [.text(author), .text(note), .integer(now), .text(digest), .int(files.files.count), .text(stored)])
        guard let number = try rows.first?.int(0) else { throw ReleaseError.damaged(number: 0, reason: "the insert returned no number") }
        try await database.execute("""
            INSERT INTO sdui_release_channel (name, number, moved_at, moved_by) VALUES (?, ?, ?, ?)
            ON CONFLICT (name) DO UPDATE SET number = excluded.number, moved_at = excluded.moved_at, moved_by = excluded.moved_by
            WHERE sdui_release_channel.number < excluded.number
            """, [.text(channel.rawValue), .int(number), .integer(now), .text(author)])
        try await log(actor: author, action: "publish", channel: channel, number: number, outcome: "published: \(note)", now: now)
        return Release(number: number, author: author, note: note, createdAt: now, digest: digest, fileCount: files.files.count)
    }

    /// Puts release `number` on `channel`, whichever it was before.
    public func move(_ channel: ReleaseChannel, to number: Int, actor: String, action: String,
                     now: Int64 = ServerClock.millisecondsSinceEpoch()) async throws {
        let rows = try await database.query("""
            INSERT INTO sdui_release_channel (name, number, moved_at, moved_by) SELECT ?, number, ?, ? FROM sdui_release WHERE number = ?
            ON CONFLICT (name) DO UPDATE SET number = excluded.number, moved_at = excluded.moved_at, moved_by = excluded.moved_by
            RETURNING number
            """, [.text(channel.rawValue), .integer(now), .text(actor), .int(number)])
        guard !rows.isEmpty else {
            try await log(actor: actor, action: action, channel: channel, number: number, outcome: "refused: no such release", now: now)
            throw ReleaseError.noSuchRelease(number)
        }
        try await log(actor: actor, action: action, channel: channel, number: number, outcome: "moved", now: now)
    }

    /// The release `channel` serves, or nil before the first publish to it.
    public func current(_ channel: ReleaseChannel) async throws -> Int? {
        try await database.query("SELECT number FROM sdui_release_channel WHERE name = ?", [.text(channel.rawValue)]).first?.int(0)
    }

    /// Which channels serve each release now (a release on none is absent).
    public func channelsByRelease() async throws -> [Int: [ReleaseChannel]] {
        var on: [Int: [ReleaseChannel]] = [:]
        for channel in ReleaseChannel.allCases {
            if let number = try await current(channel) { on[number, default: []].append(channel) }
        }
        return on
    }

    /// The newest release below `number` that `channel` ever served: where a rollback without a number goes.
    public func earlier(than number: Int, on channel: ReleaseChannel) async throws -> Int? {
        try await database.query("""
            SELECT MAX(number) FROM sdui_release_log WHERE channel = ? AND number < ? AND (outcome = 'moved' OR outcome LIKE 'published%')
            """, [.text(channel.rawValue), .int(number)]).first?.optionalInt(0)
    }

    /// Every release, newest first, without its files.
    public func releases(limit: Int = 100) async throws -> [Release] {
        try await database.query("""
            SELECT number, author, note, created_at, digest, file_count FROM sdui_release ORDER BY number DESC LIMIT ?
            """, [.int(limit)]).map { row in
            Release(number: try row.int(0), author: try row.text(1), note: try row.text(2), createdAt: try row.integer(3),
                    digest: try row.text(4), fileCount: try row.int(5))
        }
    }

    /// The files of release `number`.
    public func files(of number: Int) async throws -> ContentFiles {
        guard let text = try await database.query("SELECT files FROM sdui_release WHERE number = ?", [.int(number)]).first?.text(0) else {
            throw ReleaseError.noSuchRelease(number)
        }
        return try Self.decode(text, number: number)
    }

    /// One entry of the audit log.
    public struct LogEntry: Sendable, Equatable {
        public let id: Int
        public let at: Int64
        public let actor: String
        public let action: String
        public let channel: String?
        public let number: Int?
        public let outcome: String
    }

    /// Writes who did what, to which channel and release, and what came of it
    /// (the admin API logs its refusals here too).
    public func log(actor: String, action: String, channel: ReleaseChannel?, number: Int?, outcome: String,
                    now: Int64 = ServerClock.millisecondsSinceEpoch()) async throws {
        try await database.execute("INSERT INTO sdui_release_log (at, actor, action, channel, number, outcome) VALUES (?, ?, ?, ?, ?, ?)",
                                   [.integer(now), .text(actor), .text(action), .optional(channel?.rawValue), .optional(number),
                                    .text(outcome)])
    }

    /// The log, newest first.
    public func logEntries(limit: Int = 100) async throws -> [LogEntry] {
        try await database.query("SELECT id, at, actor, action, channel, number, outcome FROM sdui_release_log ORDER BY id DESC LIMIT ?",
                                 [.int(limit)]).map { row in
            LogEntry(id: try row.int(0), at: try row.integer(1), actor: try row.text(2), action: try row.text(3),
                     channel: try row.optionalText(4), number: try row.optionalInt(5), outcome: try row.text(6))
        }
    }

    /// The files as one JSON object of names to text (the files are JSON, so UTF-8; checked before).
    static func encode(_ files: ContentFiles) throws -> String {
        let object = JSONObject(files.files.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string(String(decoding: $0.value, as: UTF8.self))) })
        return String(decoding: try JSONValue.object(object).serialized(), as: UTF8.self)
    }

    static func decode(_ text: String, number: Int) throws(ReleaseError) -> ContentFiles {
        let value: JSONValue
        do throws(JSONParseError) {
            value = try JSONParser().parse(Array(text.utf8))
        } catch {
            throw .damaged(number: number, reason: "its files are not JSON (\(error))")
        }
        guard case .object(let object) = value else { throw .damaged(number: number, reason: "its files are not a JSON object") }
        var screens: [String: [UInt8]] = [:]
        for (name, member) in object {
            guard case .string(let file) = member else { throw .damaged(number: number, reason: "the file \(name) is not text") }
            screens[name] = Array(file.utf8)
        }
        return ContentFiles(files: screens)
    }

    /// SHA-256 over each file's name and bytes, in name order.
    static func digest(_ files: ContentFiles) -> String {
        var hash = SHA256()
        for (name, bytes) in files.files.sorted(by: { $0.key < $1.key }) {
            hash.update(data: Array(name.utf8) + [0])
            withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { hash.update(bufferPointer: $0) }
            hash.update(data: bytes)
        }
        return Hex.encode(hash.finalize())
    }
}
