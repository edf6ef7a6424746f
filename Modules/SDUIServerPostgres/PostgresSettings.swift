import Foundation
import SDUIContract

/// Where the server's PostgreSQL is, who it logs in as and how the
/// connection is protected: read from a
/// `postgres://user:password@host:port/database?sslmode=verify-full&sslrootcert=ca.pem`
/// URL (or `postgresql://`), with anything the URL leaves out taken from the
/// standard libpq variables (`PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`,
/// `PGDATABASE`, `PGSSLMODE`, `PGSSLROOTCERT`), as `psql` does.
public struct PostgresSettings: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var username: String
    public var password: String?
    public var database: String
    /// `disable` unless set: the scripts' clusters are on loopback.
    public var sslMode: PostgresSSLMode
    /// A PEM file of the CAs that may sign the server's certificate (`verify-full`);
    /// nil: the CAs the system trusts.
    public var sslRootCertificate: String?

    public init(host: String, port: Int = 5432, username: String, password: String? = nil, database: String,
                sslMode: PostgresSSLMode = .disable, sslRootCertificate: String? = nil) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.sslMode = sslMode
        self.sslRootCertificate = sslRootCertificate
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
        let items: [(name: String, value: String)]
        do throws(WebURL.ParseError) {
            items = try parsed.decodedQueryItems()
        } catch {
            throw fail(error.reason.replacingPassword(of: url))
        }
        var query: [String: String] = [:]
        for item in items {
            guard Self.queryParameters.contains(item.name) else {
                throw fail("unknown parameter '\(item.name)' (known: \(Self.queryParameters.joined(separator: ", ")))")
            }
            query[item.name] = item.value
        }
        let (mode, root) = try Self.tls(mode: query["sslmode"] ?? environment["PGSSLMODE"],
                                        root: query["sslrootcert"] ?? environment["PGSSLROOTCERT"], input: shown)
        self.init(host: host, port: parsed.port ?? 5432, username: username, password: password, database: database,
                  sslMode: mode, sslRootCertificate: root)
    }

    /// The URL's query parameters this server reads (libpq's names); any other is refused, so a typo never goes unnoticed.
    public static let queryParameters = ["sslmode", "sslrootcert"]

    /// `sslmode` and `sslrootcert` as given: a root certificate alone means `verify-full` (what else
    /// would it be for); with `disable` it is a contradiction, refused.
    static func tls(mode text: String?, root: String?, input: String) throws(Invalid) -> (PostgresSSLMode, String?) {
        let root = root.flatMap { $0.isEmpty ? nil : $0 }
        guard let text, !text.isEmpty else { return (root == nil ? .disable : .verifyFull, root) }
        guard let mode = PostgresSSLMode(rawValue: text) else {
            let known = PostgresSSLMode.allCases.map(\.rawValue).joined(separator: " or ")
            let why = PostgresSSLMode.refused[text].map { " (\($0))" } ?? ""
            throw Invalid(input: input, reason: "sslmode '\(text)' is not offered\(why): use \(known)")
        }
        if mode == .disable, let root {
            throw Invalid(input: input, reason: "sslrootcert=\(root) with sslmode=disable: the certificate would never be checked")
        }
        return (mode, root)
    }

    /// Settings from `PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`,
    /// `PGDATABASE`, `PGSSLMODE` and `PGSSLROOTCERT` alone; nil when `PGHOST` is not set (no PostgreSQL here).
    public static func fromEnvironment(_ environment: [String: String]) throws(Invalid) -> PostgresSettings? {
        guard let host = environment["PGHOST"], !host.isEmpty else { return nil }
        let portText = environment["PGPORT"] ?? "5432"
        guard let port = Int(portText), (1...65535).contains(port) else {
            throw Invalid(input: "PGPORT=\(portText)", reason: "the port is not a number from 1 to 65535")
        }
        guard let username = environment["PGUSER"], !username.isEmpty else {
            throw Invalid(input: "PGHOST=\(host)", reason: "PGUSER is not set")
        }
        let (mode, root) = try tls(mode: environment["PGSSLMODE"], root: environment["PGSSLROOTCERT"], input: "PGHOST=\(host)")
        return PostgresSettings(host: host, port: port, username: username, password: environment["PGPASSWORD"],
                                database: environment["PGDATABASE"] ?? username, sslMode: mode, sslRootCertificate: root)
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
