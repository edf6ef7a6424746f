import Crypto
import FeatureContracts
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import LoginContract
import SDUI
import ScanBarcodeContract
import SDUITesting
import Testing

/// Every answer of the demo, byte for byte: status, the headers a client acts
/// on, and the SHA-256 of the body, over every screen, API version and kind
/// of client (the full client, the clip, a minimal one, no header), plus the
/// deep links, the widget, the track lists and a logged-in round of commands.
///
/// `Recorded/answers.txt` is the truth. A refactoring of the server must
/// leave it unchanged; a deliberate change of an answer re-records it with
/// `SDUI_RECORD_ANSWERS=1 swift test --filter RecordedAnswers` and shows up
/// in the diff. Answers that carry random values (a login token, a new
/// order id) are recorded by status only.
@Suite("Recorded answers of the demo server", .serialized)
struct RecordedAnswersTests {
    static let file = Repository.root + "/Tests/SDUIServerTests/Recorded/answers.txt"

    static let screenPaths = [
        "home", "login", "offline", "scan-and-go/how-it-works", "parcels", "parcels/3SABC1234567", "parcels/3SSENT000042",
        "parcels/NOPE", "scan-and-go", "scan-and-go/AMS-01", "scan-and-go/UTR-02", "scan-and-go/NOWHERE", "music",
        "composers/bach", "composers/mozart", "composers/beethoven", "composers/bernstein", "composers/nobody",
        "albums/brandenburg-1982", "albums/goldberg-1981", "albums/wss-1985", "albums/none", "playlists/baroque-essentials",
        "playlists/late-night", "playlists/none", "profile", "no/such/screen", "..%2Fetc",
        "composers/bach/works", "scan-and-go/locker", "scan-and-go/ready", "scan-and-go/orders/none/address",
    ]
    /// Screens whose next-page link carries a cursor signed with the
    /// database's own key and today's date: recorded by status only.
    static let pagedScreens: Set<String> = ["composers/bach/works"]

    static let links = [
        "https://parcels.example/scan-and-go", "https://parcels.example/scan-and-go?location=AMS-01",
        "https://parcels.example/track/3SABC1234567", "https://music.example/composers/bach",
        "https://music.example/p/late-night", "http://parcels.example/track/3SABC1234567",
        "https://evil.example/track/x", "https://parcels.example/track/a%2Fb",
    ]

    /// The capability headers of the kinds of client there are.
    static var clients: [(name: String, header: String?)] {
        func manifest(_ contracts: [ContractTypes], leavingOut omitted: [Capability] = []) -> String {
            var registry = FeatureRegistry()
            for types in contracts { try? types.register(into: &registry) }
            for feature in omitted { registry.leaveOut(feature) }
            return ScreenFactory(delegate: registry).capabilities.headerValue
        }
        return [
            ("none", nil),
            ("full", manifest(FeatureContracts.all)),
            // As Targets/sdui-clip/ClipFeatures.swift registers it: scanning, and no impressions.
            ("clip", manifest([ScanBarcodeWireTypes.all], leavingOut: [CoreContract.impressions])),
            ("minimal", "c:text@1,c:button@1,a:navigate@1"),
        ]
    }

    static func line(_ label: String, _ response: TestResponse, body: Bool = true) -> String {
        var fields = ["\(label) -> \(response.status.code)"]
        // Without the body, without its tag: the tag is the body's digest.
        for name in [HTTPField.Name.contentType, .eTag, .cacheControl, .vary, .wwwAuthenticate] where body || name != .eTag {
            if let value = response.headers[name] { fields.append("\(name.rawName)=\(value)") }
        }
        if let path = response.headers[HTTPField.Name("SDUI-Screen-Path")!] { fields.append("screen-path=\(path)") }
        if body {
            let bytes = Array(response.body.readableBytesView)
            let digest = SHA256.hash(data: bytes).map { String($0, radix: 16).leftPadded(2) }.joined()
            fields.append("bytes=\(bytes.count) sha256=\(digest)")
        }
        return fields.joined(separator: " ")
    }

    static func record(_ client: any TestClientProtocol) async throws -> [String] {
        var lines: [String] = []
        for version in ["v1", "v2"] {
            for kind in clients {
                var headers: HTTPFields = [:]
                if let header = kind.header { headers[.sduiCapabilities] = header }
                for path in screenPaths {
                    let uri = "/\(version)/screens/\(path)"
                    lines.append(line("GET \(uri) [\(kind.name)]", try await client.get(uri, headers: headers),
                                      body: !pagedScreens.contains(path)))
                }
                for link in links {
                    let uri = "/\(version)/deeplinks?url=\(link.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? link)"
                    lines.append(line("GET deeplink \(link) \(version) [\(kind.name)]", try await client.get(uri, headers: headers)))
                }
            }
            for uri in ["/\(version)/widget", "/\(version)/albums/brandenburg-1982/tracks", "/\(version)/albums/none/tracks"] {
                lines.append(line("GET \(uri)", try await client.get(uri)))
            }
        }
        for uri in ["/v0/screens/home", "/v3/screens/home", "/vx/screens/home", "/hello"] {
            lines.append(line("GET \(uri)", try await client.get(uri)))
        }

        // Logged in: the profile, the widget, and favourites changing a playlist and its tag.
        let login = try await client.send(LoginRoutes.signIn, json: ["username": "ada@example.com", "password": "lovelace"])
        lines.append(line("POST /v2/auth/login", login, body: false))
        let wrong = try await client.send(LoginRoutes.signIn, json: ["username": "ada@example.com", "password": "nope"])
        lines.append(line("POST /v2/auth/login (wrong password)", wrong))
        let token = try #require(try login.json()["token"]?.stringValue)
        let auth: HTTPFields = [.authorization: "Bearer \(token)"]
        for uri in ["/v2/screens/profile", "/v1/screens/profile", "/v2/widget", "/v2/screens/playlists/late-night"] {
            lines.append(line("GET \(uri) [logged in]", try await client.get(uri, headers: auth)))
        }
        for (command, body) in [("favourite", ["playlist": "late-night"] as JSONValue), ("favourite", ["playlist": "none"]),
                                ("unfavourite", ["playlist": "baroque-essentials"]), ("playlists/new", [:]),
                                ("scan-and-go/parcel", ["location": "AMS-01", "state": ["parcelCode": "nope"]]),
                                ("no-such-command", [:])] {
            let response = try await client.post("/v2/commands/\(command)", json: body, headers: auth)
            lines.append(line("POST /v2/commands/\(command) \(try body.jsonString([.sortedKeys]))", response))
        }
        for uri in ["/v2/screens/playlists/late-night", "/v2/screens/profile"] {
            lines.append(line("GET \(uri) [logged in, after favourite]", try await client.get(uri, headers: auth)))
        }
        let logout = try await client.execute(uri: "/v2/auth/logout", method: .post, headers: auth, body: nil)
        lines.append(line("POST /v2/auth/logout", logout))
        lines.append(line("GET /v2/screens/profile [after logout]", try await client.get(.screen("profile"), headers: auth)))
        return lines
    }

    /// A new app's screen, or a new content file, is recorded too: the list
    /// above is written by hand, so this names what it leaves out.
    @Test("every screen route and content screen of the demo has a recorded path")
    func everyScreenIsRecorded() throws {
        let environment = try TestServer.demo()
        let recorded = Self.screenPaths.map { $0.split(separator: "/").map(String.init) }
        for route in environment.screenRoutes {
            #expect(recorded.contains { route.pattern.match($0) != nil },
                    "\(route.pattern) (\(route.owner)) has no path in RecordedAnswersTests.screenPaths")
        }
        let contentScreens = environment.content.screens.keys
        #expect(!contentScreens.isEmpty)
        for screen in contentScreens.sorted() {
            #expect(Self.screenPaths.contains(screen), "the content screen \(screen) is not in RecordedAnswersTests.screenPaths")
        }
    }

    @Test("every answer is the recorded one")
    func answersMatchTheRecording() async throws {
        let lines = try await TestServer.run { client in try await Self.record(client) }
        try Self.compare(lines, engine: "SQLite")
    }

    /// The same server over PostgreSQL answers byte for byte what it answers over SQLite.
    @Test("on PostgreSQL, every answer is the recorded one",
          .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
    func answersMatchOnPostgres() async throws {
        let lines = try await PostgresTestDatabase.withFresh { settings in
            try await LiveServer.withClient(label: "recorded-postgres", postgres: settings) { client in try await Self.record(client) }
        }
        if ProcessInfo.processInfo.environment["SDUI_RECORD_ANSWERS"] == "1" { return }
        try Self.compare(lines, engine: "PostgreSQL")
    }

    static func compare(_ lines: [String], engine: String) throws {
        let text = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["SDUI_RECORD_ANSWERS"] == "1" {
            try text.write(toFile: Self.file, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOfFile: Self.file, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        #expect(lines.count == recorded.count, "\(lines.count) answers now, \(recorded.count) recorded")
        var differences = 0
        for (now, then) in zip(lines, recorded) where now != then {
            differences += 1
            if differences <= 10 { Issue.record("answer changed on \(engine):\n  recorded: \(then)\n  now:      \(now)") }
        }
        #expect(differences == 0, "\(differences) of \(lines.count) answers differ from Recorded/answers.txt")
        #expect(lines.count > 300, "the recording covers the demo (\(lines.count) answers)")
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
