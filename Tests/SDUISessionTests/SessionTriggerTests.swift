import JSON
import SDUI
import SDUISession
import SDUITesting
import Synchronization

import Testing

/// A screen's triggers run in the session (§8.4): after it arrives and after
/// every state change from outside, through the session's own action
/// machinery; a loop is stopped with a diagnostic naming its triggers and
/// the screen goes on answering.
@Suite("Session: triggers")
struct SessionTriggerTests {
    static let basket = Harness.screenURL("basket")

    /// A "select all" toggle, a total that follows the two items, and an
    /// alert once the total passes 4, all with no request.
    static let basketScreen = Harness.screen("basket", title: "Basket", components: #"""
        {"type": "toggle", "id": "all", "label": "All", "stateKey": "all"},
        {"type": "toggle", "id": "milk", "label": "Milk", "stateKey": "milk"},
        {"type": "toggle", "id": "bread", "label": "Bread", "stateKey": "bread"},
        {"type": "text", "id": "total", "paragraphs": "Total € @{total}"}
        """#, extra: #"""
        , "initialState": {"all": false, "milk": false, "bread": false, "total": 0},
        "triggers": [
          {"id": "select-all", "when": "@{all}", "actions": [
            {"type": "updateState", "key": "milk", "value": true}, {"type": "updateState", "key": "bread", "value": true}]},
          {"id": "total", "keys": ["milk", "bread"], "actions": [
            {"type": "updateState", "key": "total", "value": "@{(milk ? 2 : 0) + (bread ? 3 : 0)}"}]},
          {"id": "big", "when": "@{total > 4}", "actions": [{"type": "showAlert", "title": "Big basket"}]}
        ]
        """#)

    @Test func dependentInputsFollowWithoutARequest() async throws {
        let harness = try Harness()
        harness.http.route(Self.basket, json: Self.basketScreen)
        await harness.session.start(at: "basket")
        let requests = harness.http.requests.count

        await harness.session.setState(.bool(true), forKey: "milk")
        #expect(await harness.session.stateValue(forKey: "total") == .number(JSONNumber(2)))
        await harness.session.setState(.bool(true), forKey: "all")
        #expect(await harness.session.stateValue(forKey: "bread") == .bool(true))
        #expect(await harness.session.stateValue(forKey: "total") == .number(JSONNumber(5)))
        let text = try #require(await harness.session.top?.screen?.allComponents.first { $0.id == "total" }?.content(as: TextComponent.self))
        #expect(text.paragraphs == ["Total € 5"])
        #expect(harness.presenter.alerts == ["Big basket"])
        // Staying true fires nothing again.
        await harness.session.setState(.bool(true), forKey: "milk")
        #expect(harness.presenter.alerts == ["Big basket"])
        #expect(harness.http.requests.count == requests)
        #expect(await harness.session.top?.triggerDiagnostics == [])
    }

    @Test func aTriggerThatReFiresItselfIsStoppedAndTheScreenStillAnswers() async throws {
        let harness = try Harness()
        harness.http.route(Self.basket, json: Harness.screen("basket", title: "Loop", components: #"""
            {"type": "text", "id": "n", "paragraphs": "@{n}"}
            """#, extra: #"""
            , "initialState": {"n": 0, "other": 0},
            "triggers": [{"id": "count-up", "keys": ["n"], "actions": [{"type": "updateState", "key": "n", "value": "@{n + 1}"}]}]
            """#))
        await harness.session.start(at: "basket")
        await harness.session.setState(.number(JSONNumber(1)), forKey: "n")
        #expect(await harness.session.stateValue(forKey: "n") == .number(JSONNumber(1 + TriggerEngine.maximumRounds)))
        let stopped = try #require(await harness.session.top?.triggerDiagnostics.first)
        #expect(stopped.kind == .stoppedTrigger)
        #expect(stopped.reason.contains("'count-up'"))
        #expect(harness.observer.all.contains { event in
            if case .diagnosticsSeen(_, let diagnostics) = event { return diagnostics.contains(stopped) }
            return false
        })
        // The next key press is answered: an unrelated key changes, the loop stays stopped.
        await harness.session.setState(.number(JSONNumber(7)), forKey: "other")
        #expect(await harness.session.stateValue(forKey: "other") == .number(JSONNumber(7)))
        #expect(await harness.session.stateValue(forKey: "n") == .number(JSONNumber(1 + TriggerEngine.maximumRounds)))
    }

    @Test func theBudgetFollowsTheInjectedClock() async throws {
        let harness = try Harness()
        let now = Mutex(0)
        await harness.session.useTriggerClock(TriggerClock { now.withLock { $0 } })
        let copies = (0..<20).map { #"{"id": "copy-\#($0)", "keys": ["x"], "actions": [{"type": "updateState", "key": "y\#($0)", "value": "@{x}"}]}"# }
        harness.http.route(Self.basket, json: Harness.screen("basket", title: "Copies", extra: #"""
            , "initialState": {"x": 0}, "triggers": [\#(copies.joined(separator: ","))]
            """#))
        await harness.session.start(at: "basket")
        for value in 1...5 { await harness.session.setState(.number(JSONNumber(value)), forKey: "x") }
        #expect(await harness.session.top?.triggerDiagnostics == [])
        await harness.session.setState(.number(JSONNumber(6)), forKey: "x")
        #expect(await harness.session.stateValue(forKey: "y0") == .number(JSONNumber(5)), "the sixth change within the second is over the budget")
        #expect(await harness.session.top?.triggerDiagnostics.first?.reason.contains("within a second") == true)
        now.withLock { $0 = 1_001 }
        await harness.session.setState(.number(JSONNumber(7)), forKey: "x")
        #expect(await harness.session.stateValue(forKey: "y19") == .number(JSONNumber(7)), "a second later the triggers run again")
    }
}
