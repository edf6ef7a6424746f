import Foundation
import SDUIContract

/// Where the server's PostgreSQL is and who it logs in as: read from a
/// `postgres://user:password@host:port/database` URL (or `postgresql://`),
/// with anything the URL leaves out taken from the standard libpq variables
/// (`PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE`), as `psql` does.
public struct PostgresSettings: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var username: String
    public var password: String?
    public var database: String

    public init(host: String, port: Int = 5432, username: String, password: String? = nil, database: String) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
    }

    /// Why a `--database` value is not a usable PostgreSQL address.
    public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
        public let input: String
        public let reason: String
        public var description: String { "invalid PostgreSQL URL '\(input)': \(reason)" }
    }

    /// True for the values `--database` reads as PostgreSQL rather than a SQLite file.
    public static func isPostgresURL(_ text: String) -> Bool {
        let lowered = text.prefix(13).lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// Reads `url`; the password never appears in an error.
    public init(url: String, environment: [String: String] = [:]) throws(Invalid) {
        let shown = Self.redacted(url)
        func fail(_ reason: String) -> Invalid { Invalid(input: shown, reason: reason) }
        guard Self.isPostgresURL(url) else { throw fail("expected postgres://user:password@host:port/database") }
        let parsed: WebURL
        do throws(WebURL.ParseError) {
            parsed = try WebURL(parsing: url)
        } catch {
            throw fail(error.reason.replacingPassword(of: url))
        }
        var username = environment["PGUSER"]
        var password = environment["PGPASSWORD"]
        if let userInfo = parsed.userInfo {
            let parts = userInfo.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard let user = WebURL.percentDecoded(parts[0]), !user.isEmpty else { throw fail("the user name is empty or badly encoded") }
            username = user
            if parts.count == 2 {
                guard let secret = WebURL.percentDecoded(parts[1]) else { throw fail("the password is badly encoded") }
                password = secret
            }
        }
        guard let username else { throw fail("no user name (put it in the URL or set PGUSER)") }
        let segments = parsed.path.split(separator: "/")
        guard segments.count <= 1 else { throw fail("the path must be just the database name") }
        guard let database = segments.first.flatMap(WebURL.percentDecoded) ?? environment["PGDATABASE"], !database.isEmpty else {
            throw fail("no database name (put it in the path or set PGDATABASE)")
        }
        let host = parsed.host.text.hasPrefix("[") ? String(parsed.host.text.dropFirst().dropLast()) : parsed.host.text
        self.init(host: host, port: parsed.port ?? 5432, username: username, password: password, database: database)
    }

    /// Settings from `PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD` and
    /// `PGDATABASE` alone; nil when `PGHOST` is not set (no PostgreSQL here).
    public static func fromEnvironment(_ environment: [String: String]) throws(Invalid) -> PostgresSettings? {
        guard let host = environment["PGHOST"], !host.isEmpty else { return nil }
        let portText = environment["PGPORT"] ?? "5432"
        guard let port = Int(portText), (1...65535).contains(port) else {
            throw Invalid(input: "PGPORT=\(portText)", reason: "the port is not a number from 1 to 65535")
        }
        guard let username = environment["PGUSER"], !username.isEmpty else {
            throw Invalid(input: "PGHOST=\(host)", reason: "PGUSER is not set")
        }
        return PostgresSettings(host: host, port: port, username: username, password: environment["PGPASSWORD"],
                                database: environment["PGDATABASE"] ?? username)
    }

    /// `url` with its password replaced by `***`, for logs and errors.
    public static func redacted(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://"), let at = url[schemeEnd.upperBound...].lastIndex(of: "@") else { return url }
        let userInfo = url[schemeEnd.upperBound..<at]
        guard let colon = userInfo.firstIndex(of: ":") else { return url }
        return String(url[..<colon]) + ":***" + String(url[at...])
    }
}

extension String {
    /// An error reason from the URL parser, which quotes the input, with the password hidden.
    fileprivate func replacingPassword(of url: String) -> String {
        let redacted = PostgresSettings.redacted(url)
        return redacted == url ? self : replacingOccurrences(of: url, with: redacted)
    }
}
