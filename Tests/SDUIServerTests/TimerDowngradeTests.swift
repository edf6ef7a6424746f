import JSON
import SDUI
@testable import SDUIServer
import SDUITesting
import Testing

/// What the server sends of a screen's `timers` (contract §8.5), for every
/// kind of client in the patch matrix: a client that declares `f:timers@1`
/// and `f:expressions@1` gets them as written, their actions filtered like
/// any other; every other client gets the screen without them, each
/// timer's key holding its starting value unless the screen sets it, so
/// what reads the key still reads a number, and its sections whole.
@Suite("Timers: sent to the clients that run them, left out with their starting values for the others")
struct TimerDowngradeTests {
    struct TimersApp: ServerApp {
        let name = "Timers"
        static let screen = ScreenRoute<Void>("timers")

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.screen(Self.screen, reuse: .never) { _, _ in
                var screen = Screen(id: "timers", title: "Timers", initialState: ["set": .number(JSONNumber(5))], sections: [
                    Section(id: "main", components: [
                        Component(id: "left", content: TextComponent(paragraphs: ["Reserved for @{left / 60000}:@{left % 60000 / 10000}@{left % 10000 / 1000}"])),
                        Component(id: "start", content: ButtonComponent(label: "Start", action: .timer(TimerAction(.start, id: "watch")))),
                    ]),
                ])
                screen.timers = [
                    ScreenTimer(id: "hold", duration: 120_000, key: "left", autostart: true, onEnd: [
                        .refresh, .share(ShareAction(title: "Expired", url: "https://example.com")),
                    ]),
                    ScreenTimer(id: "watch", key: "elapsed", until: "@{elapsed >= 3000}"),
                    ScreenTimer(id: "preset", duration: 9_000, key: "set"),
                ]
                return screen
            }
        }
    }

    @Test("Scan & Go's locker: 'Locker reserved for 2:00' counts down to its end, which marks it expired and refreshes; a client without timers reads 2:00")
    func scanAndGoLocker() async throws {
        let everything = ScreenFactory().capabilities.capabilities
        try await TestServer.run(try TestServer.demo()) { client in
            let full = PatchConsistencyTests.ClientKind(description: "everything", version: 2, capabilities: everything)
            let sent = try await client.get(.screen("scan-and-go/locker"), headers: full.headers).json()
            let document = try ScreenFactory().makeDocument(from: sent)
            var state = ScreenState(sent["initialState"]?.objectValue)
            var engine = TimerEngine()
            var ran: [TypeName] = []
            func run(_ firings: [TimerEngine.Firing]) {
                for action in firings.flatMap(\.actions) {
                    ran.append(action.type)
                    if case .updateState(let update) = action { state.apply(update) }
                }
            }
            func text(_ id: String) -> String? {
                document.screen(in: state).value.allComponents.first { $0.id == id }?.content(as: TextComponent.self)?.paragraphs.first
            }
            run(engine.arrive(document.screen(in: state).value.timers ?? [], now: 0))
            #expect(text("left") == "Locker reserved for 2:00")
            var now = 0
            while let deadline = engine.nextDeadline(document.screen(in: state).value.timers ?? [], now: now) {
                now = deadline
                while case let firings = engine.advance(document.screen(in: state).value.timers ?? [], now: now), !firings.isEmpty { run(firings) }
                if now == 1_000 { #expect(text("left") == "Locker reserved for 1:59") }
                if now == 61_000 { #expect(text("left") == "Locker reserved for 0:59") }
            }
            #expect(now == 120_000)
            #expect(state["phase"] == "expired")
            #expect(text("expired") == "The reservation has expired" && text("left") == nil)
            #expect(ran.suffix(2) == ["updateState", "refresh"], "onEnd marks it expired, then refreshes the screen")

            let without = PatchConsistencyTests.ClientKind(description: "no timers", version: 2,
                                                           capabilities: everything.filter { $0 != CoreContract.timers })
            let plain = try await client.get(.screen("scan-and-go/locker"), headers: without.headers).json()
            #expect(plain["timers"] == nil)
            #expect(plain["initialState"]?["left"] == .number(JSONNumber(120_000)))
            #expect(plain["sections"]?[0]?["components"]?.arrayValue?.count == 10)
        }
    }

    @Test("the timers reach exactly the clients that declare timers and expressions; the others read each key's starting value")
    func everyKind() async throws {
        let environment = try TestServer.environment(installing: TimersApp())
        let kinds = PatchConsistencyTests.kinds(declaring: ScreenFactory().capabilities.capabilities)
        #expect(kinds.contains { $0.declares(.feature, CoreContract.timers.type) && $0.resolvesExpressions })
        #expect(kinds.contains { !$0.declares(.feature, CoreContract.timers.type) && $0.resolvesExpressions })
        try await TestServer.run(environment) { client in
            for kind in kinds {
                let screen = try await client.get("/v\(kind.version)/screens/timers", headers: kind.headers).json()
                let components = screen["sections"]?[0]?["components"]?.arrayValue ?? []
                let text = components.first { $0["id"] == "left" }
                #expect((text != nil) == (kind.capabilities == nil || kind.declares(.component, "text")), "\(kind): the screen lost its text")
                let button = components.contains { $0["id"] == "start" }
                #expect(button == (kind.declares(.component, "button") && kind.declares(.action, "startTimer")) || kind.capabilities == nil,
                        "\(kind): a start button only for a client that runs startTimer")
                let runs = kind.declares(.feature, CoreContract.timers.type) && kind.resolvesExpressions
                guard runs else {
                    #expect(screen["timers"] == nil, "\(kind): sent timers it does not run")
                    let state = screen["initialState"]
                    #expect(state?["left"] == .number(JSONNumber(120_000)), "\(kind): the countdown's starting value")
                    #expect(state?["elapsed"] == .number(JSONNumber(0)), "\(kind): a timer without a duration starts at 0")
                    #expect(state?["set"] == .number(JSONNumber(5)), "\(kind): a key the screen sets keeps its value")
                    if !kind.resolvesExpressions, let text {
                        #expect(text["paragraphs"]?[0] == "Reserved for 2:00", "\(kind): resolved for the starting value")
                    }
                    continue
                }
                #expect(screen["initialState"]?["left"] == nil, "\(kind): a client that runs timers starts them itself")
                let timers = screen["timers"]?.arrayValue ?? []
                #expect(timers.compactMap { $0["id"]?.stringValue } == ["hold", "watch", "preset"], "\(kind)")
                #expect(timers.first?["duration"] == .number(JSONNumber(120_000)))
                #expect(timers[safe: 1]?["until"] == "@{elapsed >= 3000}", "\(kind): the condition must arrive as written")
                let types = timers.first?["onEnd"]?.arrayValue?.compactMap { $0["type"]?.stringValue } ?? []
                #expect(types == ["refresh", "share"].filter { kind.declares(.action, TypeName($0)) }, "\(kind): \(types)")
            }
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
