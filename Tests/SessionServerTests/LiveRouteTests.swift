import CurlTransport
import JSON
import LoginContract
import SDUI
import SDUIServer
import SDUIServerLive
import SDUIServerReleases
import SDUITesting
import Synchronization
import Testing

/// `GET /v{n}/live/{path}` over libcurl: the stream's beats, its limits,
/// its refusals before it starts, and one change reaching every stream.
@Suite("Live route", .timeLimit(.minutes(10)))
struct LiveRouteTests {
    static let parcel: APIRoute = .live("parcels/3SABC1234567")

    /// The URL of `route` on the server at `base`, for a client of API 2.
    static func url(_ base: String, _ route: APIRoute) -> String { base + route.path(version: 2) }

    /// What one stream has received so far.
    final class Received: Sendable {
        private let text = Mutex("")
        func append(_ bytes: [UInt8]) { text.withLock { $0 += String(decoding: bytes, as: UTF8.self) } }
        var all: String { text.withLock { $0 } }
    }

    /// Opens a stream in the background; cancel the task to end it.
    static func open(_ url: String, into received: Received) -> Task<HTTPResponse?, Never> {
        Task {
            try? await CurlHTTPClient().stream(OutgoingRequest(method: "GET", url: url), idleTimeout: .seconds(30)) { bytes in
                received.append(bytes)
                return true
            }
        }
    }

    @Test("an idle stream opens with a comment and gets a beat at the configured interval")
    func heartbeats() async throws {
        var limits = LiveConfiguration()
        limits.heartbeat = .milliseconds(200)
        try await LiveServer.run(live: limits) { base in
            let received = Received()
            let stream = Self.open(Self.url(base, Self.parcel), into: received)
            #expect(await eventually { received.all.hasPrefix(": live parcels/3SABC1234567") })
            #expect(await eventually { received.all.components(separatedBy: ": ping").count >= 3 })
            #expect(!received.all.contains("event: changed"), "nothing changed")
            stream.cancel()
        }
    }

    @Test("past the limit per client address a stream is refused with 503, and its place is free again when one ends")
    func perClientLimit() async throws {
        var limits = LiveConfiguration()
        limits.maximumPerClient = 2
        // A gone client is noticed when a beat cannot be written.
        limits.heartbeat = .milliseconds(100)
        try await LiveServer.run(live: limits) { base in
            let first = Received(), second = Received()
            let a = Self.open(Self.url(base, Self.parcel), into: first)
            let b = Self.open(Self.url(base, Self.parcel), into: second)
            #expect(await eventually { first.all.hasPrefix(": live") && second.all.hasPrefix(": live") })
            let refused = try await CurlHTTPClient().send(OutgoingRequest(method: "GET", url: Self.url(base, Self.parcel)))
            #expect(refused.status == 503)
            #expect(String(decoding: refused.body, as: UTF8.self).contains("too_many_streams"))
            a.cancel()
            _ = await a.value
            // Until the server notices the gone client (its next beat), a new stream is still refused:
            // each attempt gets its own record and is waited for until it is either open or refused.
            var c: Task<HTTPResponse?, Never>?
            #expect(await eventually {
                let attempt = Received(), ended = Received()
                let task = Task {
                    let response = try? await CurlHTTPClient().stream(OutgoingRequest(method: "GET", url: Self.url(base, Self.parcel)),
                                                                      idleTimeout: .seconds(30)) { bytes in
                        attempt.append(bytes)
                        return true
                    }
                    ended.append([1])
                    return response
                }
                _ = await eventually { attempt.all.hasPrefix(": live") || !ended.all.isEmpty }
                guard attempt.all.hasPrefix(": live") else {
                    task.cancel()
                    return false
                }
                c = task
                return true
            })
            b.cancel()
            c?.cancel()
        }
    }

    @Test("a screen that does not exist, or needs a login, is refused before any stream starts")
    func refusedBeforeStreaming() async throws {
        try await LiveServer.run { base in
            let missing = try await CurlHTTPClient().send(OutgoingRequest(method: "GET", url: Self.url(base, .live("parcels/3SNOPE000000"))))
            #expect(missing.status == 404)
            let profile = try await CurlHTTPClient().send(OutgoingRequest(method: "GET", url: Self.url(base, .live("profile"))))
            #expect(profile.status == 401)
        }
    }

    @Test("one change reaches every stream of the screen, each once, with the new ETag as its id")
    func changeReachesEveryStream() async throws {
        var limits = LiveConfiguration()
        limits.heartbeat = .milliseconds(100)
        let server = try RestartableServer(live: limits)
        let base = try await server.start()
        let streams = (0..<20).map { _ in Received() }
        let tasks = streams.map { Self.open(Self.url(base, Self.parcel), into: $0) }
        #expect(await eventually { streams.allSatisfy { $0.all.hasPrefix(": live") } })
        #expect(server.environment.liveStreams?.count == 20)
        let database = try #require(server.environment.storage as? any SQLDatabase)
        try await database.execute("UPDATE parcel SET status = 'Sorted again' WHERE code = '3SABC1234567'", [])
        #expect(await eventually { streams.allSatisfy { $0.all.contains("event: changed") } })
        // The same client as the streams, so the same representation (libcurl takes br, then gzip) and so the same tag.
        let screen = try await CurlHTTPClient().send(OutgoingRequest(method: "GET", url: Self.url(base, .screen("parcels/3SABC1234567"))))
        let etag = try #require(screen.header("ETag"))
        for stream in streams {
            #expect(stream.all.components(separatedBy: "event: changed").count == 2, "once, beats aside")
            #expect(stream.all.contains("id: \(etag)"))
        }
        for task in tasks { task.cancel() }
        #expect(await eventually { server.environment.liveStreams?.count == 0 })
        await server.stop()
    }
}

extension LiveRouteTests {
    @Test("the widget's stream: a change to the user's parcel says changed, with the widget's new ETag")
    func widgetStream() async throws {
        var limits = LiveConfiguration()
        limits.heartbeat = .milliseconds(100)
        let server = try RestartableServer(live: limits)
        let base = try await server.start()
        let http = CurlHTTPClient()
        let login = try await http.send(OutgoingRequest(method: "POST", url: LoginRoutes.signIn.url(api: base + APIVersion.v2.pathPrefix),
                                                        headers: [(name: "Content-Type", value: "application/json")],
                                                        body: Array(#"{"username":"ada@example.com","password":"lovelace"}"#.utf8)))
        let token = try #require(try JSONParser().parse(login.body)["token"]?.stringValue)
        let auth = [(name: "Authorization", value: "Bearer \(token)")]
        let received = Received()
        let stream = Task {
            try? await CurlHTTPClient().stream(OutgoingRequest(method: "GET", url: Self.url(base, .liveWidget), headers: auth),
                                               idleTimeout: .seconds(30)) { bytes in
                received.append(bytes)
                return true
            }
        }
        #expect(await eventually { received.all.hasPrefix(": live widget") })
        let database = try #require(server.environment.storage as? any SQLDatabase)
        try await database.execute("UPDATE parcel SET status = 'Waiting at the depot' WHERE code = '3SABC1234567'", [])
        #expect(await eventually { received.all.contains("event: changed") })
        let widget = try await http.send(OutgoingRequest(method: "GET", url: Self.url(base, .widget), headers: auth))
        #expect(received.all.contains("id: \(try #require(widget.header("ETag")))"))
        stream.cancel()
        await server.stop()
    }
}

extension LiveRouteTests {
    @Test("a release published while a content screen is streamed reaches the stream, with the new ETag")
    func releaseReachesStream() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let received = Received()
        let stream = Self.open(Self.url(base, .live("home")), into: received)
        #expect(await eventually { received.all.hasPrefix(": live home") })
        guard case .object(var home) = try JSONParser().parse(ContentFiles.read(from: Repository.contentDirectory).files["screens/home.json"] ?? []) else {
            throw ServerFailure("home.json is not an object")
        }
        home["title"] = .string("Streamed release")
        var files = ContentFiles.read(from: Repository.contentDirectory).files
        files["screens/home.json"] = try JSONValue.object(home).serialized()
        _ = try await server.environment.publishRelease(ContentFiles(files: files), author: "test", note: "streamed")
        #expect(await eventually { received.all.contains("event: changed") })
        let screen = try await CurlHTTPClient().send(OutgoingRequest(method: "GET", url: Self.url(base, .screen("home"))))
        #expect(String(decoding: screen.body, as: UTF8.self).contains("Streamed release"))
        #expect(received.all.contains("id: \(try #require(screen.header("ETag")))"))
        stream.cancel()
        await server.stop()
    }
}
