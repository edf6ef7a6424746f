import JSON
import SDUI
import Testing

/// When visibility and disappear actions fire (contract §8.6), on a fake
/// clock: the engine is told what is on screen and when, never reads a clock.
@Suite("Impression engine")
struct ImpressionEngineTests {
    static let log = Action.updateState(UpdateStateAction(key: "seen", value: .bool(true)))

    static func engine(percentage: Int = 50, duration: Int = 800, limit: Int = 1,
                       disappear: [DisappearAction] = []) -> ImpressionEngine {
        ImpressionEngine(tracked: [ImpressionEngine.Tracked(
            elementID: "promo",
            visibility: [VisibilityAction(id: "seen", visiblePercentage: percentage, duration: duration, limit: limit, actions: [log])],
            disappear: disappear)])
    }

    static func ids(_ firings: [ImpressionEngine.Firing]) -> [String] { firings.map { "\($0.elementID):\($0.id)" } }

    @Test("seen: half on screen for 800 ms fires once, when the time comes without a frame")
    func seen() {
        var engine = Self.engine()
        #expect(engine.report(["promo": 50], now: 1_000).isEmpty)
        #expect(engine.nextDue == 1_800)
        #expect(engine.advance(to: 1_799).isEmpty)
        #expect(Self.ids(engine.advance(to: 1_800)) == ["promo:seen"])
        #expect(engine.nextDue == nil)
        #expect(engine.advance(to: 5_000).isEmpty)
    }

    @Test("not seen: never on screen, or on screen under the share asked, fires nothing")
    func notSeen() {
        var engine = Self.engine()
        #expect(engine.report([:], now: 0).isEmpty)
        #expect(engine.report(["promo": 49.9], now: 100).isEmpty)
        #expect(engine.report(["other": 100], now: 5_000).isEmpty)
        #expect(engine.nextDue == nil)
    }

    @Test("seen too briefly: scrolled out before the duration, the wait starts again")
    func tooBriefly() {
        var engine = Self.engine()
        _ = engine.report(["promo": 100], now: 0)
        #expect(engine.report(["promo": 20], now: 799).isEmpty)
        #expect(engine.advance(to: 2_000).isEmpty)
        #expect(engine.report(["promo": 100], now: 3_000).isEmpty)
        #expect(engine.nextDue == 3_800)
        #expect(Self.ids(engine.report(["promo": 100], now: 3_800)) == ["promo:seen"])
    }

    @Test("seen twice in one view: the limit of 1 holds; a limit of 2 fires twice; 0 fires each time it comes back")
    func limit() {
        func seenTwice(limit: Int) -> Int {
            var engine = Self.engine(limit: limit)
            var fired = 0
            for start in [0, 10_000, 20_000] {
                fired += engine.report(["promo": 100], now: start).count
                fired += engine.advance(to: start + 800).count
                fired += engine.report([:], now: start + 900).count
            }
            return fired
        }
        #expect(seenTwice(limit: 1) == 1)
        #expect(seenTwice(limit: 2) == 2)
        #expect(seenTwice(limit: 0) == 3)
    }

    @Test("staying on screen fires once per stretch, even without a limit")
    func oncePerStretch() {
        var engine = Self.engine(limit: 0)
        _ = engine.report(["promo": 100], now: 0)
        #expect(engine.advance(to: 800).count == 1)
        #expect(engine.report(["promo": 100], now: 5_000).isEmpty)
        #expect(engine.nextDue == nil)
    }

    @Test("a new screen view starts the count again; a revalidated screen keeps it")
    func newView() throws {
        let screen = try ScreenFactory().makeScreen(from: [
            "id": "home", "sections": [["id": "s", "components": [[
                "type": "text", "id": "promo", "paragraphs": ["Try it"],
                "visibilityActions": [["id": "seen", "duration": 0, "actions": [["type": "back"]]]],
            ]]]],
        ]).value
        var engine = ImpressionEngine(screen: screen)
        #expect(Self.ids(engine.report(["promo": 100], now: 0)) == ["promo:seen"])
        _ = engine.report([:], now: 10)
        engine.replace(screen)
        #expect(engine.report(["promo": 100], now: 20).isEmpty)
        var next = ImpressionEngine(screen: screen)
        #expect(Self.ids(next.report(["promo": 100], now: 30)) == ["promo:seen"])
    }

    @Test("disappear actions fire each time a component that was on screen leaves it, before visibility actions")
    func disappear() {
        var engine = ImpressionEngine(tracked: [
            ImpressionEngine.Tracked(elementID: "a", visibility: [], disappear: [DisappearAction(id: "gone", actions: [Self.log])]),
            ImpressionEngine.Tracked(elementID: "b", visibility: [VisibilityAction(id: "seen", duration: 0, actions: [Self.log])],
                                     disappear: []),
        ])
        #expect(engine.report(["b": 0], now: 0).isEmpty)
        #expect(Self.ids(engine.report(["a": 1], now: 10)).isEmpty)
        #expect(Self.ids(engine.report(["b": 100], now: 20)) == ["a:gone", "b:seen"])
        #expect(engine.report([:], now: 30).isEmpty)
        _ = engine.report(["a": 100], now: 40)
        #expect(Self.ids(engine.report([:], now: 50)) == ["a:gone"])
    }

    @Test("a share asked of 100 needs the whole component")
    func whole() {
        var engine = Self.engine(percentage: 100, duration: 0)
        #expect(engine.report(["promo": 99], now: 0).isEmpty)
        #expect(engine.report(["promo": 100], now: 1).count == 1)
    }
}
