import JSON
import SDUI
import Testing
import TerminalUI

/// Demo screens that react to their state, drawn in each state: what the
/// user sees before and after a toggle, and after a failed validation.
@Suite("Demo screens in each state")
struct DemoStateSnapshotTests {
    /// The Scan & Go options as the server sends them to a client that resolves expressions.
    static let options = #"""
        {"id": "scan-and-go-options", "title": "Delivery",
         "header": {"title": "How should we deliver it?", "subtitle": "Parcel 3SABC1234567"},
         "initialState": {"insured": false, "option": "standard"},
         "sections": [
          {"id": "insurance", "components": [
            {"type": "toggle", "id": "insured", "label": "Insure this parcel (+€2.50)", "stateKey": "insured"},
            {"type": "detailRow", "id": "insurance-price", "title": "Insurance", "subtitle": "+€2.50 on every option", "visible": "@{insured}"}]},
          {"id": "options", "heading": {"title": "Options"}, "components": [
            {"type": "button", "id": "option-standard", "label": "Standard • €@{decimals((410 + (insured ? 250 : 0)) / 100.0, 2)}", "style": "primary",
             "action": {"type": "updateState", "key": "option", "value": "standard"}},
            {"type": "button", "id": "option-evening", "label": "Evening • €@{decimals((525 + (insured ? 250 : 0)) / 100.0, 2)}",
             "action": {"type": "updateState", "key": "option", "value": "evening"}}]}
         ]}
        """#

    static let login = #"""
        {"id": "login", "title": "Log in", "initialState": {"email": "", "password": ""},
         "sections": [{"id": "form", "components": [
           {"type": "textField", "id": "email", "placeholder": "Email address", "stateKey": "email", "keyboard": "email",
            "validation": [{"rule": "required", "message": "Enter your email address."},
                           {"rule": "pattern", "value": "^[^@ ]+@[^@ ]+\\.[A-Za-z]+$", "message": "That is not an email address."}]},
           {"type": "textField", "id": "password", "placeholder": "Password", "stateKey": "password", "secure": true,
            "validation": [{"rule": "required", "message": "Enter your password."}]},
           {"type": "button", "id": "submit", "label": "Log in", "style": "primary", "validates": ["email", "password"],
            "action": {"type": "command", "url": "/v1/commands/login"}}]}]}
        """#

    /// `json` resolved for `state` and drawn at 40 and 80 columns.
    static func render(_ json: String, _ change: (inout ScreenState, Screen) -> Void = { _, _ in }) throws -> String {
        let registry = try Fixtures.registry()
        let document = try ScreenFactory(delegate: registry).makeDocument(from: Array(json.utf8))
        var state = ScreenState(document.initial.value.initialState)
        change(&state, document.initial.value)
        let decoded = document.screen(in: state)
        return [40, 80].map { width in
            "── width \(width)\n" + ScreenRenderer(registry: .withTracks).render(decoded.value, state: state, width: width,
                                                                              droppedCount: decoded.droppedCount).plainText
        }.joined(separator: "\n")
    }

    @Test("options, not insured: no insurance row, base prices")
    func optionsPlain() throws {
        let text = try Self.render(Self.options)
        #expect(!text.contains("on every option") && text.contains("Standard • €4.10"))
        try snapshots.assert(text, named: "state-scan-options-uninsured")
    }

    @Test("options, insured: the insurance row and the prices with insurance")
    func optionsInsured() throws {
        let text = try Self.render(Self.options) { state, _ in state["insured"] = true }
        #expect(text.contains("on every option") && text.contains("Evening • €7.75"))
        try snapshots.assert(text, named: "state-scan-options-insured")
    }

    @Test("login after a failed check: each field's message under it")
    func loginInvalid() throws {
        let text = try Self.render(Self.login) { state, screen in
            state["email"] = "ada@"
            state.record(FieldValidation.failures(in: screen, state: state, keys: ["email", "password"]), checked: ["email", "password"])
        }
        #expect(text.contains("! That is not an email address.") && text.contains("! Enter your password."))
        try snapshots.assert(text, named: "state-login-invalid")
    }
}
