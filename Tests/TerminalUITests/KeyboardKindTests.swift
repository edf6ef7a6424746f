import SDUI
import SDUISession
import Testing
import TerminalUI

/// `textField.keyboard`: the keys a field takes and how its kind is shown.
@Suite("Text field keyboards")
struct KeyboardKindTests {
    static let form = Fixtures.screen(title: "Order", #"""
    {"type": "textField", "id": "count", "placeholder": "How many", "stateKey": "count", "keyboard": "number"},
    {"type": "textField", "id": "phone", "placeholder": "Phone", "stateKey": "phone", "keyboard": "phone"},
    {"type": "textField", "id": "mail", "placeholder": "Email address", "stateKey": "mail", "keyboard": "email"}
    """#, initialState: #"{"count": "", "phone": "", "mail": ""}"#)

    @Test("each kind takes its characters and refuses the rest", arguments: [
        (KeyboardKind.text, "a 1@é\t", ""),
        (.number, "0123456789", "a-., ١"),
        (.phone, "+31 (0)6-1234", "a.@"),
        (.email, "ada@example.com", " \t\n"),
        (.url, "https://a.example/x", " \t"),
    ])
    func accepts(kind: KeyboardKind, taken: String, refused: String) {
        for character in taken { #expect(kind.accepts(character), "\(kind) should take “\(character)”") }
        for character in refused { #expect(!kind.accepts(character), "\(kind) should refuse “\(character)”") }
    }

    @Test("the label says the kind, unless it says so already")
    func label() throws {
        let text = try Fixtures.render(Self.form, width: 60)
        #expect(text.contains("How many · digits"))
        #expect(text.contains("Phone") && !text.contains("Phone · phone"))
        #expect(text.contains("Email address") && !text.contains("Email address · email"))
    }

    @Test("typing letters into a number field leaves them out and says why")
    func refusedKeys() async throws {
        let harness = try AppHarness()
        harness.serve("order", Self.form)
        await harness.run(from: "order", keys: [.enter] + .typing("1a2") + [.enter])
        #expect(await harness.session.stateValue(forKey: "count") == .string("12"))
        #expect(harness.terminal.text.contains("This field takes digits only."))
    }
}
