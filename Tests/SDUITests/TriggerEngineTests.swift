import JSON
import SDUI
import Testing

/// The engine's bounds on hostile screens (contract §8.4): however many
/// triggers a screen declares, one change costs at most one round over them
/// before the budget refuses it, and a loop ends after the rounds allowed.
@Suite("Trigger engine: hostile screens")
struct TriggerEngineTests {
    static func copy(_ index: Int) -> Trigger {
        Trigger(id: "copy-\(index)", keys: ["x"], actions: [.updateState(UpdateStateAction(key: "y\(index)", value: .number(JSONNumber(1))))])
    }

    @Test("10,000 triggers on one key: the first change is refused whole by the per-second budget, naming them")
    func tenThousandTriggers() {
        let triggers = (0..<10_000).map(Self.copy)
        var engine = TriggerEngine()
        var state = ScreenState(["x": .number(JSONNumber(0))])
        engine.beginChain()
        #expect(engine.nextRound(triggers, state: state, now: 0) == .settled)
        state["x"] = .number(JSONNumber(1))
        engine.beginChain()
        guard case .stopped(let diagnostic) = engine.nextRound(triggers, state: state, now: 0) else {
            Issue.record("10,000 firings at once must be over the budget")
            return
        }
        #expect(diagnostic.kind == .stoppedTrigger && diagnostic.reason.contains("more than \(TriggerEngine.firingsPerSecond) times"))
        // Decided is decided: the same state asks nothing more.
        #expect(engine.nextRound(triggers, state: state, now: 0) == .settled)
    }

    @Test("the budget is a sliding second of the clock given, not of the wall")
    func slidingWindow() {
        let triggers = (0..<60).map(Self.copy)
        var engine = TriggerEngine()
        var state = ScreenState(["x": .number(JSONNumber(0))])
        _ = engine.nextRound(triggers, state: state, now: 0)
        func change(to value: Int, at now: Int) -> TriggerEngine.Round {
            state["x"] = .number(JSONNumber(value))
            engine.beginChain()
            return engine.nextRound(triggers, state: state, now: now)
        }
        guard case .fire = change(to: 1, at: 0) else { Issue.record("60 firings fit"); return }
        guard case .stopped = change(to: 2, at: 999) else { Issue.record("120 within a second do not"); return }
        guard case .fire = change(to: 3, at: 1_000) else { Issue.record("a second after the first 60 they fit again"); return }
    }

    @Test("a loop of two when triggers ends after the rounds allowed, however often it is started")
    func loopEnds() {
        let off = Trigger(id: "off", when: .bool(true), actions: [])
        var engine = TriggerEngine()
        let state = ScreenState()
        engine.beginChain()
        // A condition that stays true fires once: an edge, not a level.
        guard case .fire(let firings) = engine.nextRound([off], state: state, now: 0) else { Issue.record("the edge fires"); return }
        #expect(firings.map(\.id) == ["off"])
        #expect(engine.nextRound([off], state: state, now: 0) == .settled)
        // Flipping it every round is a loop: it stops after maximumRounds.
        var rounds = 0
        var flip = false
        engine.beginChain()
        while rounds <= TriggerEngine.maximumRounds + 1 {
            flip.toggle()
            let round = engine.nextRound([Trigger(id: "off", when: .bool(flip), actions: [])], state: state, now: 0)
            if case .stopped(let diagnostic) = round {
                #expect(diagnostic.reason.contains("'off'"))
                break
            }
            if case .fire = round { rounds += 1 }
        }
        #expect(rounds == TriggerEngine.maximumRounds)
    }
}
