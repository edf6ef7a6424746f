import Foundation
import FoundationNetworking
import SDUI
import SDUITesting
import Testing

extension WebClient {
    /// Templates (`f:templates@1`) and plain answers (`f:plainAnswers@1`) run
    /// by the web client itself: the server sends it the templates as written
    /// and a command's `answer`, where it used to send the expansion and the
    /// fallback. No demo screen uses either, so the test's content is the
    /// demo's with one screen added that uses both.
    @Suite("Web client: templates and plain answers in headless Chromium")
    struct WebClientTemplatesTests {
        /// Rows made by a template, one template used inside another (with
        /// a parameter passed on and an id given by the use), a use hidden by
        /// `visible`, and a button whose command asks an ordinary endpoint
        /// (the album's track list) for two fields, one of which it lacks.
        static let screen = #"""
        {"id": "templated", "title": "Templates",
         "initialState": {"firstTrack": "not loaded", "lastTrack": "as it was"},
         "templates": {
           "trackRow": {"parameters": ["n", "title"],
                        "body": {"type": "detailRow", "id": "track-${n}", "title": "${title}", "subtitle": "Track ${n}"}},
           "group": {"parameters": ["name", "n", "title"],
                     "body": {"type": "card", "id": "group-${name}", "title": "${name}", "children": [
                       {"template": "trackRow", "arguments": {"n": "${n}", "title": "${title}"}},
                       {"template": "trackRow", "id": "renamed", "arguments": {"n": 3, "title": "Variation 2"}}]}}
         },
         "sections": [
           {"id": "tracks", "title": "Tracks", "components": [
             {"template": "trackRow", "arguments": {"n": 1, "title": "Aria"}},
             {"template": "group", "arguments": {"name": "variations", "n": 2, "title": "Variation 1"}},
             {"template": "trackRow", "id": "hidden", "visible": false, "arguments": {"n": 4, "title": "Hidden"}}]},
           {"id": "queue", "title": "Queue", "components": [
             {"type": "text", "id": "first-track", "paragraphs": ["First: @{firstTrack}"]},
             {"type": "text", "id": "last-track", "paragraphs": ["Last: @{lastTrack}"]},
             {"type": "button", "id": "load-queue", "label": "Load the queue",
              "action": {"type": "command", "method": "GET", "url": "/v2/albums/goldberg-1981/tracks",
                         "answer": {"state": {"firstTrack": "tracks.0.title", "lastTrack": "tracks.99.title"}, "message": "Queue loaded"},
                         "fallback": {"type": "showAlert", "title": "This client cannot load the queue"}}}]}
         ]}
        """#

        /// The answer of the screen's command, as the Swift client reads it.
        static let answer = PlainAnswer(state: ["firstTrack": "tracks.0.title", "lastTrack": "tracks.99.title"], message: "Queue loaded")

        /// The ids of the components drawn on the screen on top, in document order.
        static func drawnIDs(_ browser: WebDriver) async throws -> [String] {
            try await browser.execute("return [...document.querySelectorAll('.screen [data-sdui-id]')].map(e => e.dataset.sduiId)") as? [String] ?? []
        }

        /// The page's capabilities without one feature: what a client that does not implement it declares.
        static func without(_ feature: String, _ capabilities: String) -> String {
            capabilities.split(separator: ",").filter { $0 != feature }.joined(separator: ",")
        }

        @Test("a templated screen: the client declares f:templates@1, gets the templates as written, and draws the ids of the server's expansion and of the Swift client's")
        func templatesExpandedInTheBrowser() async throws {
            let content = try WebClientSession.content(adding: ["templated": Data(Self.screen.utf8)], label: "web-templates")
            defer { try? FileManager.default.removeItem(at: content) }
            try await WebClientSession.run(content: content.path) { browser, base in
                try await browser.open("\(base)/app/screens/templated")
                try await browser.waitForTitle("Templates")
                try await browser.waitForText("Variation 2")
                let capabilities = try #require(try await browser.execute("return document.documentElement.dataset.sduiCapabilities") as? String)
                #expect(capabilities.contains("f:templates@1"), "the web client declares templates: \(capabilities)")

                // What the web client was sent: the templates and their uses, unexpanded.
                let sent = try await WebClientSession.document(base, path: "templated", capabilities: capabilities)
                #expect((sent["templates"] as? [String: Any])?.keys.sorted() == ["group", "trackRow"])
                #expect(WebClientSession.shownComponentIDs(sent["sections"] ?? []).contains("track-1") == false, "the rows arrive as uses")
                // What it was sent before it declared them: the server's expansion.
                let expanded = try await WebClientSession.document(base, path: "templated", capabilities: Self.without("f:templates@1", capabilities))
                #expect(expanded["templates"] == nil)
                let before = WebClientSession.shownComponentIDs(expanded["sections"] ?? [])
                // What the Swift client draws of the document the web client got.
                let swift = try ScreenFactory().makeScreen(from: Array(try JSONSerialization.data(withJSONObject: sent))).value.allComponents.map(\.id)

                // Sections carry their ids too; the components are what templates make.
                let all = try await Self.drawnIDs(browser)
                #expect(all == ["tracks", "track-1", "group-variations", "track-2", "renamed", "queue", "first-track", "last-track", "load-queue"])
                let drawn = all.filter { !["tracks", "queue"].contains($0) }
                #expect(drawn == before, "the server's expansion shows \(before)")
                #expect(drawn == swift, "the Swift client shows \(swift)")
                let panel = try await browser.execute("return document.querySelector('.screen details.debug-panel')?.textContent ?? ''") as? String ?? ""
                #expect(!panel.contains("template"), "no template diagnostics: \(panel)")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }

        @Test("a command with a plain answer: the client gets the answer, not the fallback, sets the fields the Swift client sets, leaves the missing one, shows the message")
        func plainAnswerSetsState() async throws {
            let content = try WebClientSession.content(adding: ["templated": Data(Self.screen.utf8)], label: "web-templates")
            defer { try? FileManager.default.removeItem(at: content) }
            try await WebClientSession.run(content: content.path) { browser, base in
                try await browser.open("\(base)/app/screens/templated")
                try await browser.waitForText("First: not loaded")
                let capabilities = try #require(try await browser.execute("return document.documentElement.dataset.sduiCapabilities") as? String)
                #expect(capabilities.contains("f:plainAnswers@1"), "the web client declares plain answers: \(capabilities)")
                let sent = try await WebClientSession.document(base, path: "templated", capabilities: capabilities)
                #expect(Self.action(of: "load-queue", in: sent)?["answer"] != nil, "the web client is sent the command with its answer")
                let older = try await WebClientSession.document(base, path: "templated", capabilities: Self.without("f:plainAnswers@1", capabilities))
                #expect(Self.action(of: "load-queue", in: older)?["type"] as? String == "showAlert", "a client without plain answers gets the fallback")

                // The Swift client's reading of the endpoint's answer.
                let endpoint = try #require(URL(string: "\(base)/v2/albums/goldberg-1981/tracks"))
                let (body, _) = try await URLSession.shared.data(from: endpoint)
                let swift = Self.answer.values(in: try ScreenFactory().makeJSON(from: Array(body)))
                let first = try #require(swift.state["firstTrack"]?.stringValue)
                #expect(swift.missing.map(\.key) == ["lastTrack"])

                // The answer's message shows in the status line for a few seconds: waited for as said.
                try await browser.recordStatusMessages()
                try await browser.tap("Load the queue")
                try await browser.waitForText("First: \(first)")
                try await browser.waitForSaid("Queue loaded", exactly: true)
                try await browser.waitForText("Last: as it was")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }

        /// The action of the component with `id` in a screen document.
        static func action(of id: String, in value: Any) -> [String: Any]? {
            if let array = value as? [Any] { return array.lazy.compactMap { action(of: id, in: $0) }.first }
            guard let object = value as? [String: Any] else { return nil }
            if object["id"] as? String == id { return object["action"] as? [String: Any] }
            return object.values.lazy.compactMap { action(of: id, in: $0) }.first
        }
    }
}
