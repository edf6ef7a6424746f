import JSON
import SDUI
import SDUISession
import SDUITesting
import Synchronization
import Testing
import TerminalUI

/// The interactive app, driven by scripted keys against an in-memory
/// server, checked on a virtual terminal. No TTY, no sleeping: each key is
/// delivered after the previous one and everything it started finished.
@Suite("Interactive app")
struct AppTests {
    static let home = #"""
        {"id": "home", "title": "Home", "sections": [{"id": "main", "components": [
          {"type": "text", "id": "intro", "paragraphs": ["Welcome"]},
          {"type": "detailRow", "id": "parcels", "title": "Parcels", "primaryAction": {"type": "navigate", "destination": "parcels",
            "prefetched": {"title": "Parcels", "header": {"title": "Your parcels"}}}},
          {"type": "detailRow", "id": "music", "title": "Music", "primaryAction": {"type": "navigate", "destination": "music"}},
          {"type": "button", "id": "about", "label": "About", "style": "plain", "action": {"type": "showAlert", "title": "About this demo", "message": "Every screen comes from the server."}}
        ]}]}
        """#

    static let parcels = #"""
        {"id": "parcels", "title": "Parcels", "header": {"title": "Your parcels"}, "sections": [{"id": "main", "components": [
          {"type": "detailRow", "id": "p1", "title": "Your Sports Shop", "disclosureText": "Today"}
        ]}]}
        """#

    /// The row the focus marker is on.
    static func focusedLine(_ screen: [String]) -> String? {
        screen.first { $0.hasPrefix("› ") }
    }

    @Test("focus starts on the first actionable element and moves with j, k and the arrows")
    func focusMovement() async throws {
        let harness = try AppHarness()
        harness.serve("home", Self.home)
        await harness.run(keys: [])
        #expect(Self.focusedLine(harness.terminal.screen)?.contains("Parcels") == true)

        let second = try AppHarness()
        second.serve("home", Self.home)
        await second.run(keys: [.character("j"), .down, .character("k")])
        #expect(Self.focusedLine(second.terminal.screen)?.contains("Music") == true)

        let third = try AppHarness()
        third.serve("home", Self.home)
        await third.run(keys: [.down, .down, .down, .down])
        #expect(Self.focusedLine(third.terminal.screen)?.contains("About") == true)
    }

    @Test("Enter opens, the prefetched header shows while loading, Esc goes back")
    func navigateAndBack() async throws {
        let harness = try AppHarness.homeAndParcels()
        await harness.run(keys: [.enter])
        #expect(harness.terminal.screen[0].hasPrefix("‹ Parcels"))
        #expect(harness.terminal.text.contains("Your Sports Shop"))
        let everything = harness.terminal.writes.joined()
        #expect(everything.contains("Loading…"))

        let back = try AppHarness()
        back.serve("home", Self.home)
        back.serve("parcels", Self.parcels)
        await back.run(keys: [.enter, .escape])
        #expect(back.terminal.screen[0].hasPrefix("Home"))
        #expect(Self.focusedLine(back.terminal.screen)?.contains("Parcels") == true, "focus is kept per screen")

        let backspace = try AppHarness()
        backspace.serve("home", Self.home)
        backspace.serve("parcels", Self.parcels)
        await backspace.run(keys: [.enter, .backspace])
        #expect(backspace.terminal.screen[0].hasPrefix("Home"))
    }

    @Test("q quits at once: later keys are not handled")
    func quit() async throws {
        let harness = try AppHarness.homeAndParcels()
        await harness.run(keys: [.character("q"), .enter])
        #expect(!harness.http.requests.contains { $0.url == InMemoryHTTPClient.screenURL("parcels") })

        let control = try AppHarness()
        control.serve("home", Self.home)
        control.serve("parcels", Self.parcels)
        await control.run(keys: [.control("c"), .enter])
        #expect(!control.http.requests.contains { $0.url == InMemoryHTTPClient.screenURL("parcels") })
    }

    static let form = #"""
        {"id": "login", "title": "Log in", "initialState": {"email": ""}, "sections": [{"id": "main", "components": [
          {"type": "textField", "id": "email", "placeholder": "Email", "stateKey": "email"},
          {"type": "textField", "id": "password", "placeholder": "Password", "stateKey": "password", "secure": true},
          {"type": "toggle", "id": "remember", "label": "Remember me", "stateKey": "remember"},
          {"type": "button", "id": "go", "label": "Log in", "style": "primary", "action": {"type": "command", "url": "/v1/commands/login", "stateKeys": ["email", "remember"]}}
        ]}]}
        """#

    @Test("text fields and toggles edit the session's state in place")
    func typing() async throws {
        let harness = try AppHarness()
        harness.serve("login", Self.form)
        harness.http.route(InMemoryHTTPClient.commandURL("login"), json: #"{"type": "done", "message": "Welcome back"}"#)
        let keys: [Key] = [.enter] + .typing("ada@example.com") + [.enter, .down, .enter] + .typing("secret") + [.tab, .character(" "),
                                                                                                                 .down, .enter]
        await harness.run(from: "login", keys: keys)
        #expect(await harness.session.stateValue(forKey: "email") == .string("ada@example.com"))
        #expect(await harness.session.stateValue(forKey: "password") == .string("secret"))
        #expect(await harness.session.stateValue(forKey: "remember") == .bool(true))
        let screen = harness.terminal.text
        #expect(screen.contains("[ada@example.com"))
        #expect(screen.contains("[••••••"))
        #expect(!screen.contains("secret"))
        #expect(screen.contains("[x] Remember me"))
        #expect(screen.contains("Welcome back"))
        let body = try #require(harness.http.requests.last?.body)
        let sent = try JSONParser().parse(body)
        #expect(sent["state"]?["email"] == .string("ada@example.com"))
        #expect(sent["state"]?["remember"] == .bool(true))
    }

    @Test("Esc while editing leaves the state as it was")
    func cancelEditing() async throws {
        let harness = try AppHarness()
        harness.serve("login", Self.form)
        await harness.run(from: "login", keys: [.enter] + .typing("nope") + [.escape])
        #expect(await harness.session.stateValue(forKey: "email") == .string(""))
    }

    @Test("/ searches the screen and jumps to the match")
    func search() async throws {
        let rows = (1...80).map { #"{"type": "detailRow", "id": "r\#($0)", "title": "Row \#($0)", "primaryAction": {"type": "refresh"}}"# }
        let harness = try AppHarness()
        harness.serve("long", Fixtures.screen(title: "Long", rows.joined(separator: ",")))
        await harness.run(from: "long", keys: [.character("/")] + .typing("row 57") + [.enter])
        #expect(Self.focusedLine(harness.terminal.screen)?.contains("Row 57") == true)
        #expect(!harness.terminal.text.contains("Row 1\n"))
    }

    @Test("a question from the server is answered in a prompt: text")
    func textPrompt() async throws {
        let harness = try AppHarness()
        harness.serve("playlists", Fixtures.screen(title: "Playlists", #"""
            {"type": "button", "id": "new", "label": "New playlist", "style": "primary", "action": {"type": "command", "url": "/v1/commands/playlists/new"}}
            """#))
        harness.http.route(InMemoryHTTPClient.commandURL("playlists/new"), json: #"""
            {"type": "requestInput", "prompt": "Name of the new playlist", "input": {"kind": "text", "placeholder": "My playlist"},
             "submit": {"url": "/v1/commands/playlists/create", "answerKey": "name"}}
            """#)
        harness.http.route(InMemoryHTTPClient.commandURL("playlists/create"), json: #"{"type": "done", "message": "Playlist created"}"#)
        await harness.run(from: "playlists", keys: [.enter] + .typing("Evening music") + [.enter])
        let submitted = try #require(harness.http.requests.last { $0.url == InMemoryHTTPClient.commandURL("playlists/create") })
        #expect(try JSONParser().parse(submitted.body ?? [])["name"] == .string("Evening music"))
        #expect(harness.terminal.writes.joined().contains("Name of the new playlist"))
        #expect(harness.terminal.text.contains("Playlist created"))
    }

    @Test("a question from the server is answered in a prompt: choice, by number")
    func choicePrompt() async throws {
        let harness = try AppHarness()
        harness.serveChoiceQuestion()
        await harness.run(from: "delivery", keys: [.enter, .character("2")])
        let submitted = try #require(harness.http.requests.last { $0.url == InMemoryHTTPClient.commandURL("when/set") })
        #expect(try JSONParser().parse(submitted.body ?? [])["slot"] == .string("pm"))
    }

    @Test("alerts are drawn over the screen until acknowledged")
    func alert() async throws {
        let harness = try AppHarness()
        harness.serve("home", Self.home)
        await harness.run(keys: [.down, .down, .enter])
        #expect(harness.terminal.text.contains("About this demo"))
        #expect(harness.terminal.text.contains("Every screen comes from the server."))

        let dismissed = try AppHarness()
        dismissed.serve("home", Self.home)
        await dismissed.run(keys: [.down, .down, .enter, .enter])
        #expect(!dismissed.terminal.text.contains("About this demo"))
    }

    @Test("a failed load shows the error and R retries")
    func retry() async throws {
        let harness = try AppHarness()
        harness.serve("home", Self.home)
        let attempts = Mutex(0)
        let parcels = Self.parcels
        harness.http.route(InMemoryHTTPClient.screenURL("parcels")) { request in
            let attempt = attempts.withLock { value -> Int in
                value += 1
                return value
            }
            if attempt == 1 {
                return HTTPResponse(status: 503, body: Array(#"{"error": {"code": "busy", "message": "Try again later"}}"#.utf8), url: request.url)
            }
            return HTTPResponse(status: 200, body: Array(parcels.utf8), url: request.url)
        }
        await harness.run(keys: [.enter])
        #expect(harness.terminal.text.contains("Could not load this screen"))
        #expect(harness.terminal.text.contains("Press R to retry"))
        #expect(harness.terminal.text.contains("Try again later"))

        attempts.withLock { $0 = 0 }
        let again = try AppHarness()
        again.serve("home", Self.home)
        let second = Mutex(0)
        again.http.route(InMemoryHTTPClient.screenURL("parcels")) { request in
            let attempt = second.withLock { value -> Int in
                value += 1
                return value
            }
            return HTTPResponse(status: attempt == 1 ? 503 : 200, body: Array((attempt == 1 ? "{}" : parcels).utf8), url: request.url)
        }
        await again.run(keys: [.enter, .character("R")])
        #expect(again.terminal.text.contains("Your Sports Shop"))
    }

    @Test("a sheet is drawn in a frame over the screen that presented it")
    func sheet() async throws {
        let harness = try AppHarness()
        harness.serve("home", Fixtures.screen(title: "Home", #"""
            {"type": "text", "id": "t", "paragraphs": ["Background text"]},
            {"type": "button", "id": "login", "label": "Log in", "action": {"type": "navigate", "destination": "login", "presentation": "sheet"}}
            """#))
        harness.serve("login", Fixtures.screen(title: "Log in", #"{"type": "textField", "id": "e", "placeholder": "Email", "stateKey": "email"}"#))
        await harness.run(keys: [.enter])
        let screen = harness.terminal.screen
        #expect(screen[0].hasPrefix("Home"), "the presenting screen stays behind")
        #expect(screen[1].dropFirst(4).hasPrefix("╔"), "\(harness.terminal.text)")
        #expect(screen.contains { $0.dropFirst(4).hasPrefix("║ ‹ Log in") })

        let closed = try AppHarness()
        closed.serve("home", Fixtures.screen(title: "Home", #"""
            {"type": "button", "id": "login", "label": "Log in", "action": {"type": "navigate", "destination": "login", "presentation": "sheet"}}
            """#))
        closed.serve("login", Fixtures.screen(title: "Log in", #"{"type": "text", "id": "t", "paragraphs": ["Sheet"]}"#))
        await closed.run(keys: [.enter, .escape])
        #expect(!closed.terminal.text.contains("╔"))
    }

    @Test("after a refresh only the changed rows are written")
    func refreshRedrawsDiff() async throws {
        let harness = try AppHarness()
        let version = Mutex(1)
        harness.http.route(InMemoryHTTPClient.screenURL("list")) { request in
            let current = version.withLock { value -> Int in
                defer { value += 1 }
                return value
            }
            let json = Fixtures.screen(title: "List", Self.rows(version: current))
            return HTTPResponse(status: 200, headers: [("ETag", "\"v\(current)\"")], body: Array(json.utf8), url: request.url)
        }
        await harness.run(from: "list", keys: [.character("r")])
        #expect(harness.terminal.text.contains("Row 7 version 2"))
        let update = try #require(harness.terminal.writes.last { $0.contains("Row 7 version 2") })
        #expect(update.components(separatedBy: "\u{1B}[K").count - 1 == 1, "one row written: \(update.debugDescription)")
    }

    static func rows(version: Int) -> String {
        (1...30).map { index in
            let title = index == 7 ? "Row 7 version \(version)" : "Row \(index)"
            return #"{"type": "detailRow", "id": "r\#(index)", "title": "\#(title)", "primaryAction": {"type": "refresh"}}"#
        }.joined(separator: ",")
    }

    @Test("an offline copy is marked offline")
    func offline() async throws {
        let harness = try AppHarness()
        harness.serve("home", Self.home)
        harness.http.route(InMemoryHTTPClient.screenURL("parcels")) { request in
            HTTPResponse(status: 200, headers: [("ETag", "\"p1\"")], body: Array(Self.parcels.utf8), url: request.url)
        }
        // Load once, then lose the network and refresh.
        let url = InMemoryHTTPClient.screenURL("parcels")
        let http = harness.http
        harness.http.route(InMemoryHTTPClient.commandURL("disconnect")) { request in
            http.disconnect(url)
            return HTTPResponse(status: 200, body: Array(#"{"type": "done", "message": "Network off"}"#.utf8), url: request.url)
        }
        harness.serve("home", Fixtures.screen(title: "Home", #"""
            {"type": "detailRow", "id": "parcels", "title": "Parcels", "primaryAction": {"type": "navigate", "destination": "parcels"}},
            {"type": "button", "id": "off", "label": "Disconnect", "action": {"type": "command", "url": "/v1/commands/disconnect"}}
            """#))
        await harness.run(keys: [.enter, .escape, .down, .enter, .up, .enter])
        #expect(harness.terminal.screen[0].contains("offline"))
        #expect(harness.terminal.text.contains("Offline: this is the copy from your last visit"))
        #expect(harness.terminal.text.contains("Your Sports Shop"))
    }

    @Test("m opens the navigation menu and Enter runs an entry")
    func menu() async throws {
        let harness = try AppHarness()
        harness.serve("playlist", #"""
            {"id": "playlist", "title": "Baroque", "navigationBar": {"secondaryButtons": [
              {"title": "Add to favourites", "action": {"type": "command", "url": "/v1/commands/favourite"}}],
              "share": {"title": "Baroque", "url": "https://music.example/p/baroque"}},
             "sections": [{"id": "main", "components": [{"type": "text", "id": "t", "paragraphs": ["Bach and friends"]}]}]}
            """#)
        harness.http.route(InMemoryHTTPClient.commandURL("favourite"), json: #"{"type": "done", "message": "Added to favourites"}"#)
        await harness.run(from: "playlist", keys: [.character("m")])
        #expect(harness.terminal.text.contains("Menu"))
        #expect(harness.terminal.screen[0].contains("[Add to favourites] [Share]"))

        let ran = try AppHarness()
        ran.serve("playlist", #"""
            {"id": "playlist", "title": "Baroque", "navigationBar": {"secondaryButtons": [
              {"title": "Add to favourites", "action": {"type": "command", "url": "/v1/commands/favourite"}}]},
             "sections": [{"id": "main", "components": [{"type": "text", "id": "t", "paragraphs": ["Bach and friends"]}]}]}
            """#)
        ran.http.route(InMemoryHTTPClient.commandURL("favourite"), json: #"{"type": "done", "message": "Added to favourites"}"#)
        await ran.run(from: "playlist", keys: [.character("m"), .enter])
        #expect(ran.terminal.text.contains("Added to favourites"))
        #expect(ran.http.requests.contains { $0.url == InMemoryHTTPClient.commandURL("favourite") })
    }
}
