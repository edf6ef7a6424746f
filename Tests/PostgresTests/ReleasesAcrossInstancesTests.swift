import CurlTransport
import Foundation
import JSON
import SDUI
import SDUIServer
import SDUIServerPostgres
import SDUITesting
import Testing

/// Releases on two `sdui-server` processes sharing PostgreSQL, through the
/// admin API: what one instance publishes the other serves within a second,
/// a rollback gives back the same bytes and tags, a bad release changes
/// nothing, roles are enforced and logged, and two publishes at once give two
/// whole releases in order.
@Suite("Releases across instances", .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
struct ReleasesAcrossInstancesTests {
    let http = CurlHTTPClient(configuration: .init(connectTimeout: 5, totalTimeout: 30, userAgent: "releases-test/1.0"))

    func send(_ method: String, _ url: String, json: String? = nil, token: String? = nil,
              headers extra: [(name: String, value: String)] = []) async throws -> HTTPResponse {
        var headers = extra
        if json != nil { headers.append((name: "Content-Type", value: "application/json")) }
        if let token { headers.append((name: "Authorization", value: "Bearer \(token)")) }
        return try await http.send(OutgoingRequest(method: method, url: url, headers: headers, body: json.map { Array($0.utf8) }))
    }

    func screen(_ base: String, _ path: String) async throws -> HTTPResponse {
        try await send("GET", base + "/v2/screens/\(path)")
    }

    /// Two instances with the admin API on a fresh database, and a token per role.
    static func start(_ settings: PostgresSettings) async throws -> (a: ServerProcess, b: ServerProcess, publisher: String, author: String) {
        let database = InstancesTests.url(settings)
        let arguments = ["--database", database, "--admin"]
        async let first = ServerProcess(arguments: arguments)
        async let second = ServerProcess(arguments: arguments)
        let (a, b) = try await (first, second)
        let program = try BuiltProgram("sdui-server")
        var tokens: [String] = []
        for (name, role) in [("pat", "publisher"), ("ada", "author")] {
            let run = try await program.run(["admin", "add", name, "--role", role, "--database", database,
                                             "--content", Repository.contentDirectory])
            guard run.status == 0 else { throw ServerFailure("admin add \(name): \(run.errors)") }
            tokens.append(run.output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return (a, b, tokens[0], tokens[1])
    }

    /// The repository's content as a publish body, with `edit` applied to each parsed file.
    static func body(note: String, channel: String = "live",
                     edit: (String, inout JSONValue) -> Void = { _, _ in }) throws -> String {
        let files = ContentFiles.read(from: Repository.contentDirectory)
        var object = JSONObject()
        for (name, bytes) in files.files.sorted(by: { $0.key < $1.key }) {
            var document = try JSONParser().parse(bytes)
            edit(name, &document)
            object[name] = document
        }
        let body: JSONValue = .object(["note": .string(note), "channel": .string(channel), "files": .object(object)])
        return String(decoding: try body.serialized(), as: UTF8.self)
    }

    static func retitle(_ title: String) -> (String, inout JSONValue) -> Void {
        { name, document in
            guard name == "screens/home.json", case .object(var members) = document else { return }
            members["title"] = .string(title)
            document = .object(members)
        }
    }

    func json(_ response: HTTPResponse) throws -> JSONValue { try JSONParser().parse(response.body) }

    @Test("published on A, served by B within a second; untouched screens keep their ETag; a rollback on B gives back the same bytes and ETags")
    func publishFollowRollback() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let (a, b, publisher, _) = try await Self.start(settings)
            defer { for server in [a, b] { server.signal(SIGKILL) } }

            let first = try await send("POST", a.baseURL + "/admin/releases", json: try Self.body(note: "as in the folder"), token: publisher)
            #expect(first.status == 201, "\(String(decoding: first.body, as: UTF8.self))")
            #expect(await eventually { (try? await screen(b.baseURL, "home"))?.body == (try? await screen(a.baseURL, "home"))?.body })
            let homeBefore = try await screen(b.baseURL, "home")
            let loginBefore = try await screen(b.baseURL, "login")
            #expect(homeBefore.status == 200 && loginBefore.status == 200)

            let published = ContinuousClock.now
            let second = try await send("POST", a.baseURL + "/admin/releases",
                                        json: try Self.body(note: "spring", edit: Self.retitle("Spring on the server")), token: publisher)
            #expect(second.status == 201)
            #expect(try json(second)["number"]?.intValue == 2)
            #expect(await eventually { (try? await screen(b.baseURL, "home"))?.text.contains("Spring on the server") == true })
            let latency = ContinuousClock.now - published
            print("release publish on A → served by B: \(latency)")

            let homeAfter = try await screen(b.baseURL, "home")
            let loginAfter = try await screen(b.baseURL, "login")
            #expect(homeAfter.header("ETag") != homeBefore.header("ETag"))
            #expect(loginAfter.header("ETag") == loginBefore.header("ETag"), "a screen the release did not change keeps its tag")
            let notModified = try await send("GET", b.baseURL + "/v2/screens/login",
                                             headers: [(name: "If-None-Match", value: loginBefore.header("ETag") ?? "")])
            #expect(notModified.status == 304)

            // Rolled back through B: A serves release 1's bytes and tags again.
            let rollback = try await send("POST", b.baseURL + "/admin/releases/rollback", json: "{}", token: publisher)
            #expect(rollback.status == 200)
            #expect(try json(rollback)["live"]?.intValue == 1)
            #expect(await eventually { (try? await screen(a.baseURL, "home"))?.body == homeBefore.body })
            let homeBack = try await screen(a.baseURL, "home")
            #expect(homeBack.header("ETag") == homeBefore.header("ETag"))

            let diff = try json(try await send("GET", a.baseURL + "/admin/releases/1/diff/2", token: publisher))
            #expect(diff["changed"]?[0]?["file"]?.stringValue == "screens/home.json")
            #expect(diff["changed"]?[0]?["paths"]?.arrayValue?.map(\.stringValue) == ["title"])
        }
    }

    @Test("a release that fails validation is refused with file and JSON path, and the live release is untouched")
    func refusedRelease() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let (a, b, publisher, _) = try await Self.start(settings)
            defer { for server in [a, b] { server.signal(SIGKILL) } }
            #expect(try await send("POST", a.baseURL + "/admin/releases", json: try Self.body(note: "good"), token: publisher).status == 201)
            #expect(await eventually { (try? await screen(b.baseURL, "home"))?.status == 200 })
            let before = try await screen(b.baseURL, "home")

            let broken = try Self.body(note: "broken") { name, document in
                guard name == "screens/home.json", case .object(var members) = document else { return }
                members["title"] = .string("Broken")
                members["sections"] = .array([.object(["id": .string("s"), "components": .array([
                    .object(["type": .string("button"), "id": .string("go"), "label": .string("Go"),
                             "action": .object(["type": .string("navigate"), "destination": .string("no-such-screen")])]),
                ])])])
                document = .object(members)
            }
            let refused = try await send("POST", a.baseURL + "/admin/releases", json: broken, token: publisher)
            #expect(refused.status == 422)
            let problem = try #require(try json(refused)["problems"]?[0])
            #expect(problem["file"]?.stringValue == "screens/home.json")
            #expect(problem["path"]?.stringValue == "sections[0].components[0].action.destination")
            #expect(problem["reason"]?.stringValue?.contains("no-such-screen") == true)

            let list = try json(try await send("GET", b.baseURL + "/admin/releases", token: publisher))
            #expect(list["releases"]?.arrayValue?.count == 1, "nothing was stored")
            let after = try await screen(b.baseURL, "home")
            #expect(after.body == before.body && after.header("ETag") == before.header("ETag"))
        }
    }

    @Test("without a token 401, without the role 403, both in the log; an author may stage but not go live")
    func roles() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let (a, b, publisher, author) = try await Self.start(settings)
            defer { for server in [a, b] { server.signal(SIGKILL) } }
            #expect(try await send("POST", a.baseURL + "/admin/releases/promote", json: "{}").status == 401)
            #expect(try await send("GET", a.baseURL + "/admin/releases", token: "not-a-token").status == 401)
            #expect(try await send("POST", a.baseURL + "/admin/releases/rollback", json: "{}", token: author).status == 403)
            #expect(try await send("POST", a.baseURL + "/admin/releases", json: try Self.body(note: "live by an author"), token: author).status == 403)
            let staged = try await send("POST", a.baseURL + "/admin/releases", json: try Self.body(note: "staged", channel: "staging"), token: author)
            #expect(staged.status == 201)

            let entries = try #require(try json(try await send("GET", b.baseURL + "/admin/log", token: publisher))["entries"]?.arrayValue)
            let outcomes = entries.compactMap { entry -> String? in
                guard let actor = entry["actor"]?.stringValue, let action = entry["action"]?.stringValue,
                      let outcome = entry["outcome"]?.stringValue else { return nil }
                return "\(actor) \(action) \(outcome.hasPrefix("refused") ? "refused" : outcome.hasPrefix("published") ? "published" : outcome)"
            }
            #expect(outcomes.reversed() == [
                "(no admin) promote refused", "(no admin) listReleases refused", "ada rollback refused", "ada publish refused", "ada publish published",
            ])
            // Staging is not live: clients still get the folder's content, and a promote by the publisher puts it live.
            let promoted = try await send("POST", b.baseURL + "/admin/releases/promote", json: "{}", token: publisher)
            #expect(try json(promoted)["live"]?.intValue == 1)
        }
    }

    @Test("two publishes at once, one on each instance, give two whole releases in order, and live ends on the later")
    func concurrentPublishes() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let (a, b, publisher, _) = try await Self.start(settings)
            defer { for server in [a, b] { server.signal(SIGKILL) } }
            let bodies = [try Self.body(note: "from A", edit: Self.retitle("Title A")), try Self.body(note: "from B", edit: Self.retitle("Title B"))]
            async let fromA = send("POST", a.baseURL + "/admin/releases", json: bodies[0], token: publisher)
            async let fromB = send("POST", b.baseURL + "/admin/releases", json: bodies[1], token: publisher)
            let answers = try await [fromA, fromB]
            #expect(answers.map(\.status) == [201, 201])
            let numbers = try answers.map { try #require(try json($0)["number"]?.intValue) }
            #expect(Set(numbers) == [1, 2])

            // Each release holds exactly one request's files: its digest is that request's, never a mix.
            let releases = try #require(try json(try await send("GET", a.baseURL + "/admin/releases", token: publisher))["releases"]?.arrayValue)
            for (answer, number) in zip(answers, numbers) {
                let listed = releases.first { $0["number"]?.intValue == number }
                #expect(listed?["digest"]?.stringValue == (try json(answer))["digest"]?.stringValue)
            }
            #expect(try await PostgresTestDatabase.scalar("SELECT number FROM sdui_release_channel WHERE name = 'live'", in: settings) == 2)
            let later = numbers[0] == 2 ? "Title A" : "Title B"
            #expect(await eventually { (try? await screen(a.baseURL, "home"))?.text.contains(later) == true })
            #expect(await eventually { (try? await screen(b.baseURL, "home"))?.text.contains(later) == true })
        }
    }
}

extension ReleasesAcrossInstancesTests {
    func variant(_ base: String, install: String) async throws -> String? {
        let answer = try await send("GET", base + "/v2/screens/scan-and-go", headers: [(name: "SDUI-Install-ID", value: install)])
        return try json(answer)["analytics"]?["properties"]?["variant"]?.stringValue
    }

    @Test("""
        an install sees the same variant on every instance and after a restart, and its exposure is stored once, \
        also when the install sent a client event under the exposure's id first
        """)
    func experimentAcrossInstances() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let (a, b, _, _) = try await Self.start(settings)
            defer { for server in [a, b] { server.signal(SIGKILL) } }
            let installs = (0..<300).map { _ in InstallID.random().value }
            // The first 30 send a screenView of the screen under their exposure's id before their first visit.
            let colliding = Array(installs.prefix(30))
            for install in colliding {
                let batch = #"{"events":[{"id":"exposure:scan-and-go-entrance:\#(install)","name":"screenView","timestamp":1,"properties":{"path":"scan-and-go"}}]}"#
                let sent = try await send("POST", a.baseURL + "/v2/analytics/events", json: batch,
                                          headers: [(name: "SDUI-Install-ID", value: install)])
                #expect(try json(sent)["accepted"]?.intValue == 1, "\(sent.text)")
            }
            var seen: [String: String] = [:]
            for install in installs {
                let onA = try await variant(a.baseURL, install: install)
                let onB = try await variant(b.baseURL, install: install)
                #expect(onA != nil && onA == onB, "\(install): \(onA ?? "none") on A, \(onB ?? "none") on B")
                seen[install] = onA
            }
            let restarted = try await ServerProcess(arguments: ["--database", InstancesTests.url(settings)])
            defer { restarted.signal(SIGKILL) }
            for install in installs.prefix(50) { #expect(try await variant(restarted.baseURL, install: install) == seen[install]) }
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM sdui_server_event WHERE name = 'experimentExposure'", in: settings) == 300)
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM analyticsEvent WHERE id LIKE 'exposure:%'", in: settings) == 30)
            let shortIntro = seen.values.filter { $0 == "short-intro" }.count
            #expect((110...190).contains(shortIntro), "50/50 of 300: \(shortIntro)")
            let shortConverted = colliding.filter { seen[$0] == "short-intro" }.count

            let report = try await BuiltProgram("sdui-server").run(["experiment", "report", "scan-and-go-entrance", "--database",
                                                                     InstancesTests.url(settings), "--content", Repository.contentDirectory,
                                                                     "--path-prefix", "scan-and-go"])
            #expect(report.output.contains("control\t\(300 - shortIntro)\t\(30 - shortConverted)\t"), "\(report.output)\(report.errors)")
            #expect(report.output.contains("short-intro\t\(shortIntro)\t\(shortConverted)\t"))
        }
    }
}

extension HTTPResponse {
    var text: String { String(decoding: body, as: UTF8.self) }
}
