import JSON
import SDUI
import SDUITesting
import Synchronization
import Testing
@testable import InteractiveTerminal
@testable import TerminalUI

/// `sdui open --plain`: screens read out as numbered lines, typed lines back.
@Suite("Plain mode for screen readers")
struct PlainModeTests {
    static let form = #"""
        {"id": "login", "title": "Log in", "initialState": {"email": "", "size": "s"}, "sections": [{"id": "main", "components": [
          {"type": "text", "id": "intro", "paragraphs": ["Use your account."]},
          {"type": "textField", "id": "email", "placeholder": "Email", "stateKey": "email", "keyboard": "email"},
          {"type": "textField", "id": "pin", "placeholder": "PIN", "stateKey": "pin", "secure": true, "keyboard": "number"},
          {"type": "toggle", "id": "remember", "label": "Remember me", "stateKey": "remember"},
          {"type": "picker", "id": "size", "label": "Size", "stateKey": "size", "options": [{"title": "Small", "value": "s"}, {"title": "Large", "value": "l"}]},
          {"type": "button", "id": "go", "label": "Log in", "style": "primary", "accessibilityLabel": "Log in to your account",
           "action": {"type": "command", "url": "/v1/commands/login", "stateKeys": ["email", "remember"]}},
          {"type": "detailRow", "id": "help", "title": "Help", "primaryAction": {"type": "navigate", "destination": "help"}}
        ]}]}
        """#

    @Test("a screen is read as lines: no drawing, items numbered with role and state, the accessibility label wins")
    func readsTheScreen() async throws {
        let harness = try AppHarness()
        harness.serve("login", Self.form)
        let printed = await harness.runPlain(from: "login", lines: [])
        let screen = Array(printed.drop { $0 != "Screen: Log in" })
        #expect(screen.contains("Use your account."))
        #expect(screen.contains("1. Email, text field, empty"))
        #expect(screen.contains("2. PIN, password field, empty"))
        #expect(screen.contains("3. Remember me, toggle, off"))
        #expect(screen.contains("4. Small, radio button, selected"))
        #expect(screen.contains("5. Large, radio button, not selected"))
        #expect(screen.contains("6. Log in to your account, button"))
        #expect(screen.contains("7. Help, link"))
        #expect(screen.contains("7 items. h for help."))
        let drawing = printed.joined().unicodeScalars.filter { (0x2500...0x25FF).contains($0.value) || $0 == "\u{1B}" }
        #expect(drawing.isEmpty, "no box drawing or escape sequences: \(printed)")
        // Nothing is drawn twice: the title once, the form once.
        #expect(printed.filter { $0 == "Screen: Log in" }.count == 1)
    }

    @Test("fields, toggles and pickers are used by number; a change prints only the lines that changed")
    func editsByNumber() async throws {
        let harness = try AppHarness()
        harness.serve("login", Self.form)
        harness.http.route(InMemoryHTTPClient.commandURL("login"), json: #"{"type": "done", "message": "Welcome back"}"#)
        let printed = await harness.runPlain(from: "login", lines: ["1", "ada@example.com", "2", "1234", "3", "5", "6"])
        #expect(await harness.session.stateValue(forKey: "email") == .string("ada@example.com"))
        #expect(await harness.session.stateValue(forKey: "pin") == .string("1234"))
        #expect(await harness.session.stateValue(forKey: "remember") == .bool(true))
        #expect(await harness.session.stateValue(forKey: "size") == .string("l"))
        #expect(printed.contains("1. Email, text field, ada@example.com"))
        #expect(printed.contains("2. PIN, password field, 4 characters"))
        #expect(!printed.joined().contains("1234"), "a password is never printed")
        #expect(printed.contains("3. Remember me, toggle, on"))
        #expect(printed.contains("5. Large, radio button, selected"))
        #expect(printed.contains("Welcome back"))
        #expect(printed.filter { $0 == "Screen: Log in" }.count == 1, "edits never read the whole screen again: \(printed)")
        let sent = try JSONParser().parse(try #require(harness.http.requests.last?.body))
        #expect(sent["state"]?["email"] == .string("ada@example.com"))
    }

    @Test("what a field refuses is said, and the field keeps its value; an empty line leaves it")
    func refusedInput() async throws {
        let harness = try AppHarness()
        harness.serve("login", Self.form)
        let printed = await harness.runPlain(from: "login", lines: ["2", "12ab", "", "1", "ada @example.com", "ada@example.com"])
        #expect(printed.contains { $0.hasPrefix("That does not belong here. This field takes digits only.") },
                "a password's refused character is not printed either: \(printed)")
        #expect(!printed.contains { $0.contains("“a”") })
        #expect(printed.contains("PIN left as it was."))
        #expect(await harness.session.stateValue(forKey: "pin") == nil)
        #expect(printed.contains { $0.hasPrefix("“ ” does not belong here. An email address has no spaces.") })
        #expect(await harness.session.stateValue(forKey: "email") == .string("ada@example.com"))
    }

    @Test("numbers out of range, unknown words and going back from the first screen are answered, not acted on")
    func badCommands() async throws {
        let harness = try AppHarness()
        harness.serve("login", Self.form)
        let printed = await harness.runPlain(from: "login", lines: ["9", "0", "-9223372036854775808", "fly", "b", "h", "remember me", "radio button"])
        #expect(printed.contains("There is no item 9 here; the items go from 1 to 7."))
        #expect(printed.contains("There is no item 0 here; the items go from 1 to 7."))
        #expect(printed.contains("There is no item -9223372036854775808 here; the items go from 1 to 7."), "no overflow")
        #expect(printed.contains("“fly” is not a command or an item here. Type a number, or h for help."))
        #expect(printed.contains("This is the first screen; there is nothing to go back to."))
        #expect(printed.contains { $0.hasPrefix("Type an item's number and Enter") })
        #expect(printed.contains("“radio button” is not a command or an item here. Type a number, or h for help."))
        // An item's name works as well as its number.
        #expect(await harness.session.stateValue(forKey: "remember") == .bool(true))
        #expect(!harness.http.requests.contains { $0.url.hasSuffix("/commands/login") })
    }

    @Test("a name two items share asks for the number instead of guessing")
    func ambiguousNames() async throws {
        let harness = try AppHarness()
        harness.serve("twins", Fixtures.screen(title: "Twins", #"""
            {"type": "button", "id": "a", "label": "Open", "action": {"type": "showAlert", "title": "First"}},
            {"type": "button", "id": "b", "label": "Open", "action": {"type": "showAlert", "title": "Second"}}
            """#))
        let printed = await harness.runPlain(from: "twins", lines: ["open", "2"])
        #expect(printed.contains("Several items are called “open”: 1, 2. Type the number of the one you mean."))
        #expect(!printed.contains("Alert: First"))
        #expect(printed.contains("Alert: Second"))
    }

    @Test("links open the next screen, which is read out; b goes back and the first is read again")
    func navigation() async throws {
        let harness = try AppHarness()
        harness.serve("login", Self.form)
        harness.serve("help", Fixtures.screen(title: "Help", #"{"type": "text", "id": "t", "paragraphs": ["Call us."]}"#))
        let printed = await harness.runPlain(from: "login", lines: ["7", "b"])
        let help = try #require(printed.firstIndex(of: "Screen: Help"))
        #expect(printed[help...].contains("Call us."))
        #expect(printed[help...].contains("Nothing to choose here. b goes back, h for help."))
        #expect(printed[help...].contains("Screen: Log in"), "back reads the screen below again")
    }

    @Test("a question is printed with its options; a wrong answer asks again, a number answers")
    func questions() async throws {
        let harness = try AppHarness()
        harness.serveChoiceQuestion(doneMessage: "Booked")
        let printed = await harness.runPlain(from: "delivery", lines: ["1", "3", "evening"])
        #expect(printed.contains("Question: When?"))
        #expect(printed.contains("1. Morning"))
        #expect(printed.contains("2. Evening"))
        #expect(printed.contains("There is no option “3”. Type a number from 1 to 2, or an empty line to cancel."))
        #expect(printed.contains("Booked"))
        let submitted = try #require(harness.http.requests.last { $0.url == InMemoryHTTPClient.commandURL("when/set") })
        #expect(try JSONParser().parse(submitted.body ?? [])["slot"] == .string("pm"))
    }

    @Test("an empty line cancels a question, and so does the end of input; the client then ends")
    func cancelledQuestions() async throws {
        for lines in [["1", ""], ["1"]] {
            let harness = try AppHarness()
            harness.serve("playlists", Fixtures.screen(title: "Playlists", #"""
                {"type": "button", "id": "new", "label": "New playlist", "action": {"type": "command", "url": "/v1/commands/playlists/new"}}
                """#))
            harness.http.route(InMemoryHTTPClient.commandURL("playlists/new"), json: #"""
                {"type": "requestInput", "prompt": "Name of the new playlist", "input": {"kind": "text", "placeholder": "My playlist"},
                 "submit": {"url": "/v1/commands/playlists/create", "answerKey": "name"}}
                """#)
            let printed = await harness.runPlain(from: "playlists", lines: lines)
            #expect(printed.contains("Question: Name of the new playlist"))
            #expect(printed.contains("Type your answer (for example: My playlist) and press Enter; an empty line cancels."))
            #expect(!harness.http.requests.contains { $0.url.hasSuffix("/playlists/create") }, "lines: \(lines)")
        }
    }

    @Test("alerts and a failed load are lines too; r retries")
    func alertsAndFailures() async throws {
        let harness = try AppHarness()
        let attempts = Mutex(0)
        let screen = Fixtures.screen(title: "Parcels", #"""
            {"type": "button", "id": "about", "label": "About", "action": {"type": "showAlert", "title": "About", "message": "Made on a server."}}
            """#)
        harness.http.route(InMemoryHTTPClient.screenURL("parcels")) { request in
            let attempt = attempts.withLock { value -> Int in
                value += 1
                return value
            }
            return attempt == 1
                ? HTTPResponse(status: 503, body: Array(#"{"error": {"code": "busy", "message": "Try again later"}}"#.utf8), url: request.url)
                : HTTPResponse(status: 200, body: Array(screen.utf8), url: request.url)
        }
        let printed = await harness.runPlain(from: "parcels", lines: ["r", "1"])
        #expect(printed.contains { $0.hasPrefix("Could not load parcels: ") && $0.contains("503") })
        #expect(printed.contains("Type r to try again."))
        #expect(printed.contains("Screen: Parcels"))
        #expect(printed.contains("Alert: About. Made on a server."))
    }

    @Test("a failed check says where the focus went, with the field's message")
    func focusRequests() async throws {
        let harness = try AppHarness()
        harness.serve("address", Fixtures.screen(title: "Address", #"""
            {"type": "textField", "id": "postcode", "placeholder": "Postcode", "stateKey": "postcode",
             "validation": [{"rule": "required", "message": "Enter a postcode."}]},
            {"type": "button", "id": "go", "label": "Save", "validates": ["postcode"], "action": {"type": "command", "url": "/v1/commands/save", "stateKeys": ["postcode"]}}
            """#))
        let printed = await harness.runPlain(from: "address", lines: ["2"])
        #expect(!printed.contains { $0.contains("could not be shown") }, "\(printed)")
        #expect(printed.contains("Focus: 1. Postcode, text field, empty, invalid: Enter a postcode."), "\(printed)")
        #expect(!harness.http.requests.contains { $0.url.hasSuffix("/commands/save") })
    }

    @Test("in Dutch: the roles, states, answers and help are the client's own words in the person's language")
    func dutch() async throws {
        let harness = try AppHarness()
        harness.serve("login", Self.form)
        let printed = await harness.runPlain(from: "login", lines: ["2", "12a", "", "9", "h"], texts: UITexts(language: "nl"))
        #expect(printed.contains("Scherm: Log in"))
        #expect(printed.contains("1. Email, tekstveld, leeg"))
        #expect(printed.contains("2. PIN, wachtwoordveld, leeg"))
        #expect(printed.contains("3. Remember me, schakelaar, uit"))
        #expect(printed.contains("4. Small, keuzerondje, gekozen"))
        #expect(printed.contains("6. Log in to your account, knop"))
        #expect(printed.contains("7 onderdelen. h voor hulp."))
        #expect(printed.contains { $0.hasPrefix("Dat hoort hier niet. Dit veld neemt alleen cijfers.") }, "\(printed)")
        #expect(printed.contains("PIN is gebleven zoals het was."))
        #expect(printed.contains("Er is hier geen onderdeel 9; de onderdelen gaan van 1 tot 7."))
        #expect(printed.contains { $0.hasPrefix("Andere opdrachten: b terug") })
        #expect(!printed.contains { $0.contains("{") }, "no pattern is ever printed: \(printed)")
    }

    @Test("a language the client has no words for is English; patterns fill every value")
    func textsFallBack() {
        #expect(UITexts(language: "fr") == .english)
        #expect(UITexts(language: nil) == .english)
        #expect(UITexts.english("{count} items", ["count": "3"]) == "3 items")
        #expect(UITexts(language: "nl")("{count} items", ["count": "3"]) == "3 onderdelen")
        #expect(UITexts(language: "nl")("Not in the table {x}", ["x": "{x}"]) == "Not in the table {x}")
        #expect(PlaceholderText.fill("{a}{a} é {a} {b}", with: ["a": "€"]) == "€€ é € {b}")
        #expect(PlaceholderText.fill("{a} {b}", with: ["a": "{b}", "b": "x"]) == "{b} x", "one pass: a value is not filled again")
        #expect(PlaceholderText.fill("{unclosed", with: ["unclosed": "x"]) == "{unclosed")
    }

    @Test("the reader takes drawing away but keeps the words: brackets, marks, images and frames")
    func withoutDrawing() {
        #expect(SpokenScreen.withoutDrawing("│ ┌─ Recipient ──┐ │") == "Recipient")
        #expect(SpokenScreen.withoutDrawing("  ▣ A parcel label   ") == "Image: A parcel label")
        #expect(SpokenScreen.withoutDrawing("  Delivered      3SHOME555001 ›") == "Delivered 3SHOME555001")
        #expect(SpokenScreen.unbracketed("[ Pay €7.75 ]") == "Pay €7.75")
        #expect(SpokenScreen.unbracketed("< Something is wrong >") == "Something is wrong")
        #expect(SpokenScreen.unbracketed("[! Delete !]") == "Delete")
        #expect(SpokenScreen.unbracketed("[ ]") == "[ ]")
    }
}
