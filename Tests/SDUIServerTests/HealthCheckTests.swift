import CurlTransport
import DemoServer
import Foundation
import JSON
import Logging
import SDUI
import SDUIServer
import SDUITesting
import Synchronization
import Testing

/// What a load balancer's checks read (docs/server.md, "Health checks"):
/// liveness whenever the process answers, readiness only while the instance
/// should take traffic. The demo server in process, on a loopback port, with
/// the start-up and the drain held by hooks so each phase is looked at while
/// it lasts (no sleeps).
@Suite("Health checks")
struct HealthCheckTests {
    @Test("Started: live and ready, JSON bodies, never cached; HEAD answers too")
    func liveAndReadyAfterStart() async throws {
        let instance = try await Instance.start()
        let live = try await instance.get("/health/live")
        #expect(live.status == 200)
        #expect(try live.json()["status"]?.stringValue == "live")
        #expect(live.header("Cache-Control") == "no-store")
        let ready = try await instance.get("/health/ready")
        #expect(ready.status == 200)
        #expect(try ready.json()["status"]?.stringValue == "ready")
        #expect(try ready.json()["release"]?.isNull == true, "the content folder is served, so no release number")
        #expect(ready.header("Content-Type")?.hasPrefix("application/json") == true)
        let head = try await CurlHTTPClient().send(OutgoingRequest(method: "HEAD", url: instance.base + "/health/ready"))
        #expect(head.status == 200)
        await instance.stop()
    }

    @Test("Loading the release: not ready (503 loading_release) and live; other requests wait for the load, then are answered")
    func notReadyWhileLoadingRelease() async throws {
        let loading = Gate()
        let release = Gate()
        let instance = try await Instance.start(whileLoadingRelease: ServerHook {
            loading.open()
            await release.passed()
        })
        await loading.passed()
        let ready = try await instance.get("/health/ready")
        #expect(ready.status == 503)
        #expect(try ready.json()["reason"]?.stringValue == "loading_release")
        #expect(try ready.json()["status"]?.stringValue == "not_ready")
        #expect(try ready.json()["error"]?["code"]?.stringValue == "not_ready")
        #expect(ready.header("Cache-Control") == "no-store")
        #expect(try await instance.get("/health/live").status == 200)
        // A screen asked for now is held, not answered from the content folder, until the release is loaded.
        let order = Mutex<[String]>([])
        async let hello = { () async throws -> Int in
            let status = try await CurlHTTPClient().send(OutgoingRequest(url: instance.base + "/hello")).status
            order.withLock { $0.append("answered") }
            return status
        }()
        #expect(await eventually { instance.environment.health.heldRequests == 1 }, "the request was never held")
        order.withLock { $0.append("loaded") }
        release.open()
        #expect(try await hello == 200)
        #expect(order.withLock { $0 } == ["loaded", "answered"])
        #expect(await instance.ready.passedOnce(), "the server never reported itself ready")
        #expect(try await instance.get("/health/ready").status == 200)
        await instance.stop()
    }

    @Test("Draining: not ready (503 draining) at once, still answering requests on new connections until the drain ends, then gone")
    func notReadyWhileDraining() async throws {
        let drained = Gate()
        let instance = try await Instance.start(untilDrained: ServerHook { await drained.passed() })
        #expect(try await instance.get("/health/ready").status == 200)
        async let stopped: Void = instance.stop()
        #expect(await eventually { (try? await instance.get("/health/ready"))?.status == 503 })
        let ready = try await instance.get("/health/ready")
        #expect(try ready.json()["reason"]?.stringValue == "draining")
        #expect(try ready.json()["error"]?["message"]?.stringValue?.contains("SIGTERM") == true)
        // Still serving while the balancer has not yet noticed: liveness and the API, each on a fresh connection.
        #expect(try await instance.get("/health/live").status == 200)
        #expect(try await instance.get("/hello").status == 200)
        #expect(instance.environment.health.phase == .draining)
        drained.open()
        await stopped
        do {
            let late = try await instance.get("/hello")
            Issue.record("answered after the drain ended: \(late.status)")
        } catch {
            // The listener is closed: refused at connect, not an answer.
            guard case .cannotConnect = error else { Issue.record("not refused at connect: \(error)"); return }
        }
    }

    @Test("Health settings: paths with or without /, refused with the reason under an API version, the same or malformed; no negative delay")
    func settingsAreChecked() throws {
        let settings = try HealthSettings.validated(livenessPath: "/live", readinessPath: "ops/ready", drainDelay: .seconds(2))
        #expect(settings == HealthSettings(livenessPath: "live", readinessPath: "ops/ready", drainDelay: .seconds(2)))
        #expect(throws: HealthSettingsError.samePaths("up")) {
            try HealthSettings.validated(livenessPath: "/up", readinessPath: "up", drainDelay: .zero)
        }
        #expect(throws: HealthSettingsError.negativeDrainDelay) {
            try HealthSettings.validated(livenessPath: "live", readinessPath: "ready", drainDelay: .seconds(-1))
        }
        for versioned in ["/v2/ready", "v10/live"] {
            #expect(throws: HealthSettingsError.self, "\(versioned)") {
                try HealthSettings.validated(livenessPath: "live", readinessPath: versioned, drainDelay: .zero)
            }
        }
        for malformed in ["", "/", "a//b", "/a/../b", "/a b", "/ready?x=1", "/{id}"] {
            #expect(throws: HealthSettingsError.self, "\(malformed)") {
                try HealthSettings.validated(livenessPath: malformed, readinessPath: "ready", drainDelay: .zero)
            }
        }
        let error = HealthSettingsError.invalidPath(option: "readiness path", path: "/v2/ready", reason: "'v2' is where the API's versions are served")
        #expect(error.description == "The readiness path '/v2/ready' cannot be used: 'v2' is where the API's versions are served.")
    }

    @Test("Paths from the configuration: the checks answer there and not at the defaults")
    func configuredPaths() async throws {
        var health = HealthSettings(drainDelay: .zero)
        health.livenessPath = "ops/alive"
        health.readinessPath = "ops/ready"
        let instance = try await Instance.start(health: health)
        #expect(try await instance.get("/ops/alive").status == 200)
        #expect(try await instance.get("/ops/ready").status == 200)
        #expect(try await instance.get("/health/ready").status == 404)
        await instance.stop()
    }
}

/// One demo server for a test, started through `SDUIServerApp.makeServer`
/// (the drain included) on a picked loopback port, since the hooks may hold
/// the start-up before it reports its address.
private struct Instance: Sendable {
    let base: String
    let environment: ServerEnvironment
    let server: GracefulServer
    /// Opened once the server reports itself ready.
    let ready: Gate

    static func start(whileLoadingRelease: ServerHook = ServerHook(), untilDrained: ServerHook? = nil,
                      health: HealthSettings = HealthSettings(drainDelay: .zero)) async throws -> Instance {
        var logger = Logger(label: "health-test")
        logger.logLevel = .critical
        let port = ClosedLoopbackPort.pick()
        var configuration = ServerConfiguration(host: "127.0.0.1", port: port, contentDirectory: Repository.contentDirectory)
        configuration.health = health
        let environment = try DemoServer.environment(configuration: configuration, databasePath: ":memory:",
                                                     passwordCost: .testing, logger: logger)
        let ready = Gate()
        let group = try SDUIServerApp.makeServer(environment: environment, configuration: configuration, logger: logger,
                                                 whileLoadingRelease: whileLoadingRelease, untilDrained: untilDrained) { _ in ready.open() }
        let instance = Instance(base: "http://127.0.0.1:\(port)", environment: environment,
                                server: GracefulServer(group, logger: logger), ready: ready)
        // Listening (the liveness check answers) even while a hook holds the start-up.
        // Two minutes: a hang guard, not a measure (a debug build on a loaded machine starts slowly).
        guard await eventually(timeout: .seconds(120), { (try? await instance.get("/" + health.livenessPath))?.status == 200 }) else {
            let state = switch instance.server.ended {
            case nil: "it is still running"
            case .success: "it had ended"
            case .failure(let error): "it had ended: \(error)"
            }
            await instance.stop()
            throw ServerFailure("the server on port \(port) never answered its liveness check; \(state)")
        }
        return instance
    }

    /// A GET on its own connection (a fresh client each time, as a balancer's check connects).
    func get(_ path: String) async throws(TransportError) -> HTTPResponse {
        try await CurlHTTPClient().send(OutgoingRequest(url: base + path))
    }

    func stop() async {
        await server.stop(patience: .seconds(60))
    }
}

/// A one-way gate between the test and a hook: `passed()` returns once `open()` was called (before or after).
private final class Gate: Sendable {
    private let state = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func open() {
        let waiting = state.withLock { state in
            state.open = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    func passed() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state in
                if !state.open { state.waiting.append(continuation) }
                return state.open
            }
            if now { continuation.resume() }
        }
    }

    /// Whether it opens, waiting for it as `eventually` does.
    func passedOnce() async -> Bool {
        await eventually { state.withLock { $0.open } }
    }
}

extension HTTPResponse {
    fileprivate func json() throws -> JSONValue {
        try JSONParser().parse(body)
    }
}
