import JSON
import SDUI
import Testing

@Suite("Screen state")
struct ScreenStateTests {
    @Test func seededFromInitialStateAndEditedByBindings() throws {
        let screen = try ScreenFactory().makeScreen(from: Array(#"""
        {"id": "login", "initialState": {"email": "", "remember": true, "attempts": 2},
         "sections": [{"components": [
           {"type": "textField", "stateKey": "email", "keyboard": "email"},
           {"type": "toggle", "label": "Remember me", "stateKey": "remember"}]}]}
        """#.utf8)).value
        var state = ScreenState(screen.initialState)
        #expect(state.string(forKey: "email") == "")
        #expect(state.bool(forKey: "remember"))
        #expect(state.string(forKey: "attempts") == "2")
        state["email"] = "ada@example.com"
        state["remember"] = false
        #expect(state.string(forKey: "email") == "ada@example.com")
        #expect(!state.bool(forKey: "remember"))
        #expect(state.string(forKey: "missing") == "")
    }

    @Test func updateStateSetsAndRemoves() {
        var state = ScreenState(["option": "morning"])
        state.apply(UpdateStateAction(key: "option", value: "evening"))
        #expect(state["option"] == "evening")
        state.apply(UpdateStateAction(key: "option", value: .null))
        #expect(state["option"] == nil)
        state.apply(UpdateStateAction(key: "new", value: ["nested": 1]))
        #expect(state["new"]?["nested"] == 1)
    }

    @Test func commandBodiesCollectTheListedStateKeys() {
        let state = ScreenState(["email": "ada@example.com", "password": "secret", "other": 1])
        let command = CommandAction(url: "/v1/login", payload: ["source": "app"], stateKeys: ["email", "password", "absent"])
        let body = command.body(with: state)
        #expect(body == ["source": "app", "state": ["email": "ada@example.com", "password": "secret", "absent": nil]])
        #expect(body.objectValue?.keys == ["source", "state"])
        #expect(CommandAction(url: "/x").body(with: state) == [:])
        // Any other payload is the body as it is; the state goes beside it (CommandBodyTests).
        #expect(CommandAction(url: "/x", payload: "raw").body(with: state) == "raw")
    }

    @Test func inputAnswersGoUnderTheirKey() {
        let submission = InputSubmission(url: "/v1/playlists", payload: ["kind": "new"], answerKey: "name")
        #expect(submission.body(answer: "Evening") == ["kind": "new", "name": "Evening"])
    }
}
