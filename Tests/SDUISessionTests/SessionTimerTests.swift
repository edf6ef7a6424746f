import JSON
import SDUI
import SDUISession
import SDUITesting
import Testing

/// A screen's timers run in the session (§8.5) on an injected clock, here a
/// `ManualTimerClock` moved tick by tick: each tick writes the key through
/// the session's own `updateState` (so expressions follow), the end runs
/// `onEnd` once, and time counts only while the screen is on top and the
/// program in the foreground.
@Suite("Session: timers")
struct SessionTimerTests {
    static let locker = Harness.screenURL("locker")

    /// A three-second hold, its seconds in a text, and a refresh when it ends.
    static func lockerScreen(autostart: Bool = true, onEnd: String = #"{"type": "refresh"}"#) -> String {
        Harness.screen("locker", title: "Locker", components: #"""
            {"type": "text", "id": "left", "paragraphs": "Reserved for @{left / 1000} s"},
            {"type": "button", "id": "pause", "label": "Pause", "action": {"type": "pauseTimer", "id": "hold"}},
            {"type": "button", "id": "open", "label": "Open", "action": {"type": "navigate", "destination": "other"}}
            """#, extra: #"""
            , "initialState": {"left": 3000},
            "timers": [{"id": "hold", "duration": 3000, "tick": 1000, "key": "left", "autostart": \#(autostart), "onEnd": [\#(onEnd)]}]
            """#)
    }

    static func left(_ harness: Harness) async -> JSONValue? {
        await harness.session.stateValue(forKey: "left")
    }

    static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    /// Moves the clock to `instant` once the session sleeps on it, and waits until `left` reads `expected`.
    static func step(_ harness: Harness, _ clock: ManualTimerClock, to instant: Int, expecting expected: Int) async -> Bool {
        guard await waitUntil({ !clock.sleepers.isEmpty }) else { return false }
        clock.advance(to: instant)
        return await waitUntil { await left(harness) == number(expected) }
    }

    /// A session on a manual clock, started on the locker screen (`json`) with `other` beside it.
    static func started(_ json: String = lockerScreen()) async throws -> (Harness, ManualTimerClock) {
        let harness = try Harness()
        let clock = ManualTimerClock()
        await harness.session.useTimerClock(clock)
        harness.http.route(locker, json: json)
        harness.http.route(Harness.screenURL("other"), json: Harness.screen("other", title: "Other"))
        await harness.session.start(at: "locker")
        return (harness, clock)
    }

    @Test func aCountdownTicksIntoItsKeyAndRefreshesOnceWhenItEnds() async throws {
        let (harness, clock) = try await Self.started()
        #expect(await Self.left(harness) == Self.number(3000))
        #expect(await harness.session.timerPhase("hold") == "running")
        #expect(await waitUntil { clock.sleepers == [1000] }, "the session sleeps until the first tick")
        #expect(await Self.step(harness, clock, to: 1000, expecting: 2000))
        let text = try #require(await harness.session.top?.screen?.allComponents.first { $0.id == "left" }?.content(as: TextComponent.self))
        #expect(text.paragraphs == ["Reserved for 2 s"])
        let requests = harness.http.requests.count
        #expect(await Self.step(harness, clock, to: 2000, expecting: 1000))
        #expect(await Self.step(harness, clock, to: 3000, expecting: 0))
        #expect(await waitUntil { harness.http.requests.count == requests + 1 }, "onEnd's refresh asks for the screen once")
        #expect(await harness.session.timerPhase("hold") == "ended")
        clock.advance(to: 10_000)
        for _ in 0..<1_000 { await Task.yield() }
        #expect(harness.http.requests.count == requests + 1, "an ended timer stays ended, across the refreshed screen too")
        #expect(clock.sleepers.isEmpty)
        await harness.session.end()
    }

    @Test func aScreenUnderAnotherHoldsItsTimerAndGoesOnWhenBack() async throws {
        let (harness, clock) = try await Self.started()
        #expect(await Self.step(harness, clock, to: 1500, expecting: 2000))
        await harness.session.perform(.navigate(NavigateAction(destination: "other")))
        #expect(clock.sleepers.isEmpty, "nothing is due while the locker is under another screen")
        clock.advance(to: 60_000)
        await harness.session.back()
        #expect(await Self.left(harness) == Self.number(2000))
        #expect(await waitUntil { clock.sleepers == [60_500] }, "half a second of the tick was left")
        #expect(await Self.step(harness, clock, to: 60_500, expecting: 1000))
        await harness.session.end()
    }

    @Test func inTheBackgroundTheTimerHoldsAndComesBackWhereItWas() async throws {
        let (harness, clock) = try await Self.started()
        clock.advance(to: 400)
        await harness.session.setInForeground(false)
        #expect(clock.sleepers.isEmpty)
        clock.advance(to: 5_000)
        await harness.session.setInForeground(true)
        #expect(await waitUntil { clock.sleepers == [5_600] })
        #expect(await Self.left(harness) == Self.number(3000))
        await harness.session.end()
    }

    @Test func timerActionsRunThroughTheSessionAndAnUnknownIdSaysSo() async throws {
        let (harness, clock) = try await Self.started(Self.lockerScreen(autostart: false, onEnd: #"{"type": "showAlert", "title": "Expired"}"#))
        #expect(await harness.session.timerPhase("hold") == "idle")
        #expect(clock.sleepers.isEmpty)
        #expect(await harness.session.perform(.timer(TimerAction(.start, id: "hold"))) == .completed)
        #expect(await waitUntil { clock.sleepers == [1000] })
        #expect(await Self.step(harness, clock, to: 1000, expecting: 2000))
        await harness.session.perform(.timer(TimerAction(.pause, id: "hold")), from: "pause")
        #expect(await harness.session.timerPhase("hold") == "paused")
        clock.advance(to: 9_000)
        await harness.session.perform(.timer(TimerAction(.resume, id: "hold")))
        #expect(await Self.step(harness, clock, to: 11_000, expecting: 0))
        #expect(await waitUntil { harness.presenter.alerts == ["Expired"] })
        await harness.session.perform(.timer(TimerAction(.reset, id: "hold")))
        #expect(await Self.left(harness) == Self.number(3000))
        let unknown = await harness.session.perform(.timer(TimerAction(.start, id: "nope")))
        #expect(unknown == .failed("this screen has no timer 'nope'"))
        await harness.session.end()
    }

    @Test func endingTheSessionLeavesNothingAsleep() async throws {
        let (harness, clock) = try await Self.started()
        #expect(await waitUntil { clock.sleepers == [1000] })
        await harness.session.end()
        #expect(await waitUntil { clock.sleepers.isEmpty }, "the wake is cancelled")
    }
}
