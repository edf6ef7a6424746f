import JSON
import SDUI
import SDUISession
import Testing
@testable import InteractiveTerminal
import TerminalUI

/// `ScreenElements`: what each usable element of a screen means, as fields
/// (`sdui render --format json`'s `elements`, the web client's comparison).
@Suite("Screen elements: role, name, value and enabled as plain mode reads them")
struct ScreenElementsTests {
    static func elements(_ json: String) throws -> [ScreenElement] {
        let decoded = try Fixtures.decode(json)
        let state = ScreenState(decoded.value.initialState)
        let document = ScreenRenderer(registry: .withTracks).render(decoded.value, state: state, width: 60)
        return ScreenElements.of(decoded.value, drawn: document, state: state)
    }

    @Test("fields, toggles, options, buttons and links: each role, the accessibility label as the name, values and checked states from the state")
    func readsEveryKind() throws {
        let elements = try Self.elements(PlainModeTests.form.replacingOccurrences(of: #""email": """#, with: #""email": "ada@example.com", "pin": "1234""#))
        #expect(elements == [
            ScreenElement(componentID: "email", role: .textField, name: "Email", value: "ada@example.com"),
            ScreenElement(componentID: "pin", role: .passwordField, name: "PIN", value: "••••"),
            ScreenElement(componentID: "remember", role: .toggle, name: "Remember me", checked: false),
            ScreenElement(componentID: "size", role: .radioButton, name: "Small", checked: true),
            ScreenElement(componentID: "size", role: .radioButton, name: "Large", checked: false),
            ScreenElement(componentID: "go", role: .button, name: "Log in to your account"),
            ScreenElement(componentID: "help", role: .link, name: "Help"),
        ])
        #expect(!"\(elements.map(\.json))".contains("1234"), "a password is never printed")
    }

    @Test("a disabled element is listed, not enabled, with the role its action would give it; a hidden one is not listed")
    func disabledAndHidden() throws {
        let elements = try Self.elements(Fixtures.screen(#"""
            {"type": "button", "id": "pay", "label": "Pay", "enabled": "@{ready}", "action": {"type": "command", "url": "/v1/commands/pay"}},
            {"type": "detailRow", "id": "row", "title": "Utrecht", "enabled": false, "primaryAction": {"type": "navigate", "destination": "utrecht"},
             "deleteAction": {"type": "command", "url": "/v1/commands/forget"}},
            {"type": "track", "id": "track", "title": "Aria", "enabled": false, "action": {"type": "navigate", "destination": "aria"}},
            {"type": "detailRow", "id": "plain", "title": "No action", "enabled": false},
            {"type": "button", "id": "hidden", "label": "Hidden", "visible": "@{ready}", "action": {"type": "back"}}
            """#, initialState: #"{"ready": false}"#))
        #expect(elements == [
            ScreenElement(componentID: "pay", role: .button, name: "Pay", enabled: false),
            ScreenElement(componentID: "row", role: .link, name: "Utrecht", enabled: false),
            ScreenElement(componentID: "track", role: .link, name: "Aria", enabled: false),
        ])
        #expect(elements[0].json == .object(["id": .string("pay"), "role": .string("button"), "name": .string("Pay"), "enabled": .bool(false)]))
    }

    @Test("a section's heading button and page row are the section's; a carousel's items and a row's delete are its own, in order, and keep their names under the component's label")
    func partsAndSections() throws {
        let elements = try Self.elements(#"""
            {"id": "s", "title": "Parts", "sections": [{"id": "works", "heading": {"title": "Works", "button": {"title": "Show all", "action": {"type": "navigate", "destination": "all"}}},
              "components": [
                {"type": "carousel", "id": "strip", "accessibilityLabel": "Works to explore", "items": [{"title": "One", "action": {"type": "navigate", "destination": "one"}}, {"title": "Two"},
                                                             {"title": "Three", "action": {"type": "updateState", "key": "x", "value": 3}}]},
                {"type": "detailRow", "id": "row", "title": "Kept", "accessibilityLabel": "Kept parcel", "primaryAction": {"type": "navigate", "destination": "kept"},
                 "deleteAction": {"type": "command", "url": "/v1/commands/forget"}}],
              "nextPage": {"path": "works", "cursor": "2"}}]}
            """#)
        #expect(elements.map { "\($0.componentID) \($0.role.word) \($0.name)" } == [
            "works link Show all", "strip link One", "strip button Three", "row link Kept parcel", "row button Delete Kept", "works button More rows follow",
        ])
    }

    @Test("every role has a plain-mode word and an ARIA role, and the word reads back as the role")
    func roleTable() {
        for role in ElementRole.allCases {
            #expect(ElementRole(word: role.word) == role)
            #expect(!role.aria.isEmpty)
        }
        #expect(ElementRole(running: .back) == .link)
        #expect(ElementRole(running: .updateState(UpdateStateAction(key: "on", value: .bool(true)))) == .button)
    }
}
