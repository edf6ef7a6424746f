import Foundation
import JSON
import Testing
@testable import SDUI

extension SeedFixtureTests {
    // MARK: Tutorial (seed 002)

    @Test func tutorialLoginScreen() throws {
        let decoded = try coreFactory.makeScreen(from: SeedFixture.bytes("tutorial-login-screen"))
        #expect(decoded.diagnostics.isEmpty)
        let screen = decoded.value
        #expect(screen.id == "login")
        #expect(screen.title == "Log in")
        #expect(screen.initialState == ["email": "", "password": ""])
        // The tutorial's single `root` tree is one section holding that tree.
        #expect(screen.sections.count == 1)
        #expect(screen.sections[0].components.count == 1)
        #expect(screen.allComponents.map(\.type) == [
            "scroll", "column", "spacer", "image", "text", "text", "textField", "textField", "button", "button",
        ])

        let scroll = try screen.sections[0].components[0].require(ScrollComponent.self)
        #expect(scroll.axis == .vertical)
        let column = try #require(scroll.children.first).require(ColumnComponent.self)
        #expect(column.spacing == 24)
        #expect(column.alignment == .center)
        let children = column.children
        #expect(children.map(\.id) == [
            "top-space", "brand-logo", "greeting", "hint", "email-field", "password-field", "submit", "reset-password",
        ])

        #expect(try children[0].require(SpacerComponent.self).size == 60)
        let logo = try children[1].require(ImageComponent.self)
        #expect(logo.url == "https://img.example/brand/logo.png")
        #expect(logo.width == 80)
        #expect(logo.height == 80)
        #expect(logo.contentMode == nil)
        #expect(logo.accessibilityLabel == "Brand logo")

        let greeting = try children[2].require(TextComponent.self)
        #expect(greeting.style == .largeTitle)
        #expect(greeting.paragraphs == ["Good to see you again"])
        let hint = try children[3].require(TextComponent.self)
        #expect(hint.style == .subheadline)
        #expect(hint.color == "#8E8E93")

        let email = try children[4].require(TextFieldComponent.self)
        #expect(email.stateKey == "email")
        #expect(email.keyboard == .email)
        #expect(!email.isSecure)
        let password = try children[5].require(TextFieldComponent.self)
        #expect(password.stateKey == "password")
        #expect(password.isSecure)

        let submit = try children[6].require(ButtonComponent.self)
        #expect(submit.label == "Log in")
        #expect(submit.style == .primary)
        #expect(submit.isEnabled)
        let steps = try #require(submit.action.sequenceValue).actions
        #expect(steps.count == 2)
        let login = try #require(steps[0].commandValue)
        #expect(login == CommandAction(url: "/v1/commands/auth/login", method: "POST", stateKeys: ["email", "password"]))
        #expect(steps[1].navigateValue == NavigateAction(destination: "home", presentation: .push))

        // The tutorial's `bodyFromState` becomes the command body's `state` object.
        var state = ScreenState(screen.initialState)
        state["email"] = "ada@example.com"
        state["password"] = "correct horse"
        #expect(login.body(with: state) == ["state": ["email": "ada@example.com", "password": "correct horse"]])

        let reset = try children[7].require(ButtonComponent.self)
        #expect(reset.style == .plain)
        #expect(reset.action.navigateValue == NavigateAction(destination: "password-reset", presentation: .sheet))
    }
}
