import JSON
import SDUI
import Testing

/// Text field rules: decoded lossily, checked in order, first failure's message.
@Suite("Field validation")
struct FieldValidationTests {
    static let json = #"""
    {"id": "form", "initialState": {"email": "", "code": "12", "age": "17"},
     "sections": [{"id": "s", "components": [
       {"type": "textField", "id": "email-field", "stateKey": "email", "validation": [
          {"rule": "required", "message": "Enter your email."},
          {"rule": "pattern", "value": "^[^@ ]+@[^@ ]+\\.[a-z]+$", "message": "Not an email."},
          {"rule": "shout", "message": "unknown rules are left out"},
          {"rule": "pattern", "value": "(", "message": "an unusable pattern is left out"}]},
       {"type": "textField", "id": "code-field", "stateKey": "code", "validation": [
          {"rule": "minLength", "value": 4, "message": "Four characters at least."},
          {"rule": "maxLength", "value": 6, "message": "Six at most."}]},
       {"type": "textField", "id": "age-field", "stateKey": "age", "validation": [
          {"rule": "expression", "value": "toInteger(age) >= 18", "message": "Adults only."}]},
       {"type": "button", "id": "send", "label": "Send", "validates": ["email", "code", "age"],
        "action": {"type": "command", "url": "/v1/commands/send", "stateKeys": ["email", "code", "age"]}}
     ]}]}
    """#

    @Test("rules decode; unknown and unusable ones are diagnostics, and the field stays")
    func decoding() throws {
        let decoded = try ScreenFactory().makeScreen(from: Array(Self.json.utf8))
        let email = try #require(decoded.value.allComponents.first { $0.id == "email-field" }?.content(as: TextFieldComponent.self))
        #expect(email.validation.count == 2)
        #expect(decoded.diagnostics.count == 2, "\(decoded.diagnostics)")
        #expect(decoded.diagnostics.allSatisfy { $0.path.hasPrefix("sections[0].components[0].validation[") })
        #expect(decoded.value.allComponents.first { $0.id == "send" }?.content(as: ButtonComponent.self)?.validates == ["email", "code", "age"])
    }

    @Test("each field reports its first failing rule, in screen order; fixed values pass")
    func failures() throws {
        let screen = try ScreenFactory().makeScreen(from: Array(Self.json.utf8)).value
        var state = ScreenState(screen.initialState)
        #expect(FieldValidation.failures(in: screen, state: state, keys: ["email", "code", "age"]) == [
            .init(componentID: "email-field", stateKey: "email", message: "Enter your email."),
            .init(componentID: "code-field", stateKey: "code", message: "Four characters at least."),
            .init(componentID: "age-field", stateKey: "age", message: "Adults only."),
        ])
        state["email"] = "ada@"
        state["code"] = "1234567"
        #expect(FieldValidation.failures(in: screen, state: state, keys: ["email", "code"]).map(\.message) == ["Not an email.", "Six at most."])
        state["email"] = "ada@example.com"
        state["code"] = "1234"
        state["age"] = "18"
        #expect(FieldValidation.failures(in: screen, state: state, keys: ["email", "code", "age"]).isEmpty)
        state["age"] = "eighteen"
        #expect(FieldValidation.failures(in: screen, state: state, keys: ["age"]).map(\.message) == ["Adults only."],
                "an expression that cannot be evaluated fails its rule")
        #expect(FieldValidation.failures(in: screen, state: ScreenState(), keys: ["code"]).count == 1, "only the listed keys")
    }

    @Test("rules survive an encode and decode (servers build them in Swift)")
    func roundTrip() throws {
        let field = TextFieldComponent(stateKey: "pin", validation: [
            FieldRule(.required, message: "Required"), FieldRule(.minimumLength(4), message: "Short"),
            FieldRule(.pattern(try TextPattern("^\\d+$")), message: "Digits"),
            FieldRule(.expression(try Expression(parsing: "len(pin) < 9"), source: "len(pin) < 9"), message: "Long"),
        ])
        let value = try JSONModelEncoder().encodeToValue(Component(id: "pin", content: field))
        let back = try ScreenFactory().decode(Component.self, from: value).value.content(as: TextFieldComponent.self)
        #expect(back == field)
        let plain = try JSONModelEncoder().encodeToValue(Component(id: "x", content: TextFieldComponent(stateKey: "x")))
        #expect(plain["validation"] == nil, "a field without rules is encoded as before")
    }
}
