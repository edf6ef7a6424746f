import Foundation
import SDUITesting
import Testing

extension WebClient {
    /// A redraw after typing draws only what changed, in place, in a real
    /// Chromium: the field typed in and the rows that did not change are the
    /// very elements they were (a mark set on them survives), the text that
    /// reads the key follows it, and a filter hides and shows rows. The
    /// redraw's equivalence with a fresh draw is proven on every state by
    /// Web/tests/redraw.test.ts; its speed is measured by
    /// Scripts/measure-web.sh.
    @Suite("Web client: a redraw in place in headless Chromium")
    struct WebClientRedrawTests {
        /// 300 rows under a field; one text reads the typed key, and each row is shown while its title contains it.
        static func screen() throws -> Data {
            let rows: [[String: Any]] = (1...300).map { n in
                ["type": "detailRow", "id": "work-\(n)", "title": "Work \(n)", "subtitle": "A piece",
                 "visible": "@{contains(lower('Work \(n)'), lower(query))}", "primaryAction": ["type": "navigate", "destination": "home"]]
            }
            let document: [String: Any] = [
                "id": "redraw", "title": "Redraw", "initialState": ["query": ""],
                "sections": [
                    ["id": "search", "components": [
                        ["type": "textField", "id": "query", "stateKey": "query", "placeholder": "Search the works"],
                        ["type": "text", "id": "echo", "paragraphs": ["You typed: @{query}"]],
                    ]],
                    ["id": "rows", "components": rows],
                ],
            ]
            return try JSONSerialization.data(withJSONObject: document)
        }

        @Test("typing keeps the field and the unchanged rows as the elements they were; the echo follows; a filter hides and shows rows")
        func typingRedrawsInPlace() async throws {
            let content = try WebClientSession.content(adding: ["redraw": try Self.screen()], label: "web-redraw")
            defer { try? FileManager.default.removeItem(at: content) }
            try await WebClientSession.run(content: content.path) { browser, base in
                try await browser.open("\(base)/app/screens/redraw")
                let field = try await browser.waitFor("input[data-state-key='query']")
                try await browser.waitUntil("return document.querySelectorAll('[data-sdui-type=\"detailRow\"]').length === 300", "300 rows drawn")
                // Marks that only the same element can carry.
                _ = try await browser.execute("""
                    document.querySelector('input[data-state-key="query"]').sduiMark = 'field';
                    document.querySelector('[data-sdui-id="work-1"]').sduiMark = 'first';
                    document.querySelector('[data-sdui-id="work-300"]').sduiMark = 'last';
                    """)
                try await browser.type(field, "work 1")
                try await browser.waitUntil("return document.querySelector('[data-sdui-id=\"echo\"]')?.textContent === 'You typed: work 1'", "the echo to follow the field")
                // Work 1, 10–19 and 100–199: 111 rows.
                try await browser.waitUntil("return document.querySelectorAll('[data-sdui-type=\"detailRow\"]').length === 111", "the filter to keep 111 rows")
                let kept = try await browser.execute("""
                    return [document.querySelector('input[data-state-key="query"]').sduiMark ?? null,
                            document.querySelector('[data-sdui-id="work-1"]').sduiMark ?? null,
                            document.activeElement?.dataset?.stateKey ?? null,
                            document.querySelector('input[data-state-key="query"]').selectionStart]
                    """) as? [Any]
                #expect(kept?[0] as? String == "field", "the field typed in is the element it was")
                #expect(kept?[1] as? String == "first", "the first row, unchanged and still first, is the element it was")
                #expect(kept?[2] as? String == "query", "the focus stays in the field")
                #expect(kept?[3] as? Int == 6, "the caret stays at the end of what was typed")
                try await browser.type(field, String(repeating: "\u{E003}", count: 6))  // Backspace, as a person deletes
                try await browser.waitUntil("return document.querySelectorAll('[data-sdui-type=\"detailRow\"]').length === 300", "every row shown again")
                let back = try await browser.execute("return document.querySelector('[data-sdui-id=\"work-300\"]').sduiMark ?? null") as? String
                #expect(back == "last", "the last row, hidden and shown again at its place, is the element it was")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
