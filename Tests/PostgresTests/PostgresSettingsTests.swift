import SDUIServerPostgres
import Testing

/// `--database postgres://…` and the libpq variables, without a server.
@Suite("PostgreSQL settings")
struct PostgresSettingsTests {
    @Test func readsEveryPartOfTheURL() throws {
        let settings = try PostgresSettings(url: "postgres://sdui:s%40cret%3A1@db.example:6543/demo")
        #expect(settings == PostgresSettings(host: "db.example", port: 6543, username: "sdui", password: "s@cret:1", database: "demo"))
        let short = try PostgresSettings(url: "postgresql://app@127.0.0.1/main")
        #expect(short == PostgresSettings(host: "127.0.0.1", port: 5432, username: "app", password: nil, database: "main"))
        let ipv6 = try PostgresSettings(url: "postgres://app@[::1]:5433/main")
        #expect(ipv6.host == "::1")
        #expect(ipv6.port == 5433)
    }

    @Test func fillsWhatTheURLLeavesOutFromTheEnvironment() throws {
        let environment = ["PGUSER": "envuser", "PGPASSWORD": "envpass", "PGDATABASE": "envdb"]
        let settings = try PostgresSettings(url: "postgres://127.0.0.1:5999", environment: environment)
        #expect(settings == PostgresSettings(host: "127.0.0.1", port: 5999, username: "envuser", password: "envpass", database: "envdb"))
        let fromURL = try PostgresSettings(url: "postgres://me:pw@127.0.0.1/mine", environment: environment)
        #expect(fromURL.username == "me")
        #expect(fromURL.password == "pw")
        #expect(fromURL.database == "mine")
    }

    @Test func theEnvironmentAlone() throws {
        #expect(try PostgresSettings.fromEnvironment([:]) == nil)
        let settings = try PostgresSettings.fromEnvironment(["PGHOST": "127.0.0.1", "PGPORT": "5500", "PGUSER": "sdui"])
        #expect(settings == PostgresSettings(host: "127.0.0.1", port: 5500, username: "sdui", password: nil, database: "sdui"))
        #expect(throws: PostgresSettings.Invalid.self) { try PostgresSettings.fromEnvironment(["PGHOST": "h", "PGPORT": "x", "PGUSER": "u"]) }
        #expect(throws: PostgresSettings.Invalid.self) { try PostgresSettings.fromEnvironment(["PGHOST": "h"]) }
    }

    @Test(arguments: [
        ("postgres://127.0.0.1/db", "no user name"),
        ("postgres://u:pw@127.0.0.1", "no database name"),
        ("postgres://u:pw@127.0.0.1/a/b", "just the database name"),
        ("postgres://u:pw@127.0.0.1:99999/db", "not a number from 1 to 65535"),
        ("postgres://u:p%zz@127.0.0.1/db", "incomplete percent escape"),
        ("mysql://u:pw@127.0.0.1/db", "expected postgres://"),
    ])
    func refusesWithAReasonAndNeverShowsThePassword(_ url: String, _ reason: String) {
        #expect {
            try PostgresSettings(url: url)
        } throws: { error in
            guard let invalid = error as? PostgresSettings.Invalid else { return false }
            let shown = invalid.description
            return shown.contains(reason) && !shown.contains(":pw@") && !shown.contains("p%zz")
        }
    }

    @Test func redactsPasswords() {
        #expect(PostgresSettings.redacted("postgres://u:secret@h/db") == "postgres://u:***@h/db")
        #expect(PostgresSettings.redacted("postgres://u@h/db") == "postgres://u@h/db")
        #expect(PostgresSettings.isPostgresURL("PostgreSQL://x"))
        #expect(!PostgresSettings.isPostgresURL("/tmp/demo.sqlite"))
        #expect(!PostgresSettings.isPostgresURL(":memory:"))
    }
}
