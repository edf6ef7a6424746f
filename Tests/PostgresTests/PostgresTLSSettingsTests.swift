import SDUIServerPostgres
import Testing

/// `sslmode` and `sslrootcert` in `--database` and the libpq variables, without a server.
@Suite("PostgreSQL TLS settings")
struct PostgresTLSSettingsTests {
    @Test func readsSSLModeAndRootCertificate() throws {
        let settings = try PostgresSettings(url: "postgres://sdui@db.example/demo?sslmode=verify-full&sslrootcert=/etc/sdui/ca.pem")
        #expect(settings.sslMode == .verifyFull)
        #expect(settings.sslRootCertificate == "/etc/sdui/ca.pem")
        #expect(try PostgresSettings(url: "postgres://sdui@db.example/demo").sslMode == .disable, "plain unless asked")
        #expect(try PostgresSettings(url: "postgres://sdui@db.example/demo?sslrootcert=/ca.pem").sslMode == .verifyFull,
                "a root certificate alone means verify-full")
        let fromVariables = try PostgresSettings(url: "postgres://sdui@db.example/demo",
                                                 environment: ["PGSSLMODE": "verify-full", "PGSSLROOTCERT": "/ca.pem"])
        #expect(fromVariables.sslMode == .verifyFull)
        #expect(fromVariables.sslRootCertificate == "/ca.pem")
        let urlWins = try PostgresSettings(url: "postgres://sdui@db.example/demo?sslmode=disable", environment: ["PGSSLMODE": "verify-full"])
        #expect(urlWins.sslMode == .disable)
        let environmentOnly = try PostgresSettings.fromEnvironment(["PGHOST": "h", "PGUSER": "u", "PGSSLMODE": "verify-full"])
        #expect(environmentOnly?.sslMode == .verifyFull)
    }

    @Test(arguments: [
        ("postgres://u@h/db?sslmode=require", "sslmode 'require' is not offered (it does not check whose certificate it is)"),
        ("postgres://u@h/db?sslmode=verify-ca", "it does not check the certificate's host name"),
        ("postgres://u@h/db?sslmode=prefer", "it falls back to plain TCP"),
        ("postgres://u@h/db?sslmode=strict", "sslmode 'strict' is not offered: use disable or verify-full"),
        ("postgres://u@h/db?sslmode=disable&sslrootcert=/ca.pem", "the certificate would never be checked"),
        ("postgres://u@h/db?ssl_mode=verify-full", "unknown parameter 'ssl_mode' (known: sslmode, sslrootcert)"),
    ])
    func refusesWhatWouldBeWeakerOrUnclear(_ url: String, _ reason: String) {
        #expect {
            try PostgresSettings(url: url)
        } throws: { error in
            (error as? PostgresSettings.Invalid)?.description.contains(reason) == true
        }
    }
}
