import Foundation
import JSON
import SDUI
import Testing

/// Timers' conformance vectors, which the web client (Web/tests/timers.test.ts)
/// runs too: each screen of Tests/Conformance/timers.json arrives at 0 ms of
/// a fake clock, which then moves to each step's instant, waking at every
/// deadline on the way (a step marked `late` jumps there at once, as a slow
/// client would), and the step's `do` (a timer action), `shown` or `set`
/// is applied. Each must end with the recorded state, having run the
/// recorded actions in order (`id:cause:type`), with the timers in the
/// recorded phases and the decoding diagnostics at the recorded paths. The
/// answers come from `TimerEngine` over `ScreenDocument` resolution: with
/// `SDUI_WRITE_CONFORMANCE=1` the test writes them instead of comparing.
@Suite("Conformance vectors: timers")
struct TimerConformanceTests {
    static let file = ConformanceVectorTests.root.appendingPathComponent("Tests/Conformance/timers.json")

    struct Run {
        var state: ScreenState
        var engine = TimerEngine()
        var now = 0
        var ran: [String] = []
    }

    static func timers(_ document: ScreenDocument, _ run: Run) -> [ScreenTimer] {
        document.screen(in: run.state).value.timers ?? []
    }

    /// Runs firings the way `Session` does: `updateState` applied, a timer
    /// action given to the engine (its own firings run at once), any other only recorded.
    static func execute(_ firings: [TimerEngine.Firing], _ document: ScreenDocument, _ run: inout Run) {
        for firing in firings {
            for action in firing.actions {
                run.ran.append("\(firing.id):\(firing.cause.rawValue):\(action.type)")
                switch action {
                case .updateState(let update): run.state.apply(update)
                case .timer(let timer):
                    let more = run.engine.perform(timer, timers: timers(document, run), now: run.now) ?? []
                    execute(more, document, &run)
                default: break
                }
            }
        }
    }

    /// Everything due at the clock's instant, round after round, as `Session.runTimers` does.
    static func settle(_ document: ScreenDocument, _ run: inout Run) {
        while true {
            let firings = run.engine.advance(timers(document, run), now: run.now)
            if firings.isEmpty { return }
            execute(firings, document, &run)
        }
    }

    static func play(_ vector: JSONObject) throws -> (Run, [String]) {
        let document = try ScreenFactory().makeDocument(from: try #require(vector["screen"]))
        var run = Run(state: ScreenState(vector["screen"]?["initialState"]?.objectValue))
        execute(run.engine.arrive(timers(document, run), now: 0), document, &run)
        for step in vector["steps"]?.arrayValue ?? [] {
            let at = step["at"]?.intValue ?? run.now
            if step["late"]?.boolValue != true {
                while let deadline = run.engine.nextDeadline(timers(document, run), now: run.now), deadline <= at {
                    run.now = deadline
                    settle(document, &run)
                }
            }
            run.now = max(run.now, at)
            settle(document, &run)
            if let shown = step["shown"]?.boolValue { run.engine.setShown(shown, now: run.now) }
            for (key, value) in step["set"]?.objectValue ?? [:] {
                run.state[key] = value.isNull ? Optional<JSONValue>.none : value
            }
            if let command = step["do"]?.stringValue.flatMap(TimerAction.Command.init(rawValue:)), let id = step["id"]?.stringValue {
                let firings = run.engine.perform(TimerAction(command, id: id), timers: timers(document, run), now: run.now) ?? []
                execute(firings, document, &run)
            }
            settle(document, &run)
        }
        return (run, document.initial.diagnostics.map(\.path))
    }

    @Test("every screen ends in the recorded state and phases, having run the recorded actions, with the recorded diagnostics")
    func vectors() throws {
        let cases = try #require(try JSONParser().parse(Array(try Data(contentsOf: Self.file))).arrayValue)
        #expect(cases.count >= 12)
        let writing = ProcessInfo.processInfo.environment["SDUI_WRITE_CONFORMANCE"] == "1"
        var written: [JSONValue] = []
        for vector in cases {
            var object = try #require(vector.objectValue)
            let name = object["name"]?.stringValue ?? "?"
            let (run, diagnostics) = try Self.play(object)
            let ids = (object["screen"]?["timers"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
            var phases: JSONObject = [:]
            for id in ids { phases[id] = run.engine.phase(of: id).map(JSONValue.string) ?? .null }
            if writing {
                object["state"] = .object(run.state.values)
                object["ran"] = .array(run.ran.map { .string($0) })
                object["phases"] = .object(phases)
                object["diagnostics"] = .array(diagnostics.map { .string($0) })
                written.append(.object(object))
                continue
            }
            #expect(object["state"]?.objectValue == run.state.values, "\(name): Swift ends in \(run.state.values)")
            #expect(object["ran"]?.arrayValue?.compactMap(\.stringValue) == run.ran, "\(name): Swift runs \(run.ran)")
            #expect(object["phases"]?.objectValue == phases, "\(name): Swift's timers end \(phases)")
            #expect(object["diagnostics"]?.arrayValue?.compactMap(\.stringValue) == diagnostics, "\(name): Swift says \(diagnostics)")
        }
        if !written.isEmpty {
            let lines = try written.map { try $0.jsonString() }
            try Data(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8).write(to: Self.file)
        }
    }
}
