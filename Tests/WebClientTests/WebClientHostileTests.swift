import Foundation
import SDUITesting
import Testing

extension WebClient {
    /// Screens written to break the web client: hostile strings and every type at once.
    @Suite("Web client: hostile and complete documents in headless Chromium")
    struct WebClientHostileTests {
        /// The repository's content with the browser preview's test screens beside its own.
        static func content() throws -> URL {
            let previews = URL(fileURLWithPath: Repository.root + "/Tests/SDUIServerTests/BrowserPreview/screens")
            return try WebClientSession.content(adding: [
                "every-type": try Data(contentsOf: previews.appendingPathComponent("every-type.json")),
                "hostile": try Data(contentsOf: previews.appendingPathComponent("hostile.json")),
            ], label: "web-content")
        }

        @Test("server strings are text: markup, scripts and javascript: URLs in every field run nothing and show as written; the policy is never broken")
        func hostileStringsStayText() async throws {
            let content = try Self.content()
            defer { try? FileManager.default.removeItem(at: content) }
            try await WebClientSession.run(content: content.path) { browser, base in
                try await browser.open("\(base)/app/screens/hostile")
                try await browser.waitForTitle("<script>alert('title')</script>")
                try await browser.waitForText("\"><img src=x onerror=alert(1)>")
                try await browser.waitForText("</p><script>alert(4)</script>")
                let found = try #require(try await browser.execute("""
                    return {
                      scripts: document.querySelectorAll('script:not([src])').length,
                      styles: document.querySelectorAll('body style').length,
                      handlers: [...document.querySelectorAll('*')].filter(e => [...e.attributes].some(a => a.name.startsWith('on'))).length,
                      javascriptURLs: [...document.querySelectorAll('[href], [src]')].filter(e => /^\\s*javascript:/i.test(e.getAttribute('href') ?? e.getAttribute('src'))).length,
                      bold: document.querySelectorAll('.screen b').length,
                      shown: document.body.offsetHeight > 0,
                    };
                    """) as? [String: Any])
                #expect(found["scripts"] as? Int == 0, "a script element made it into the DOM")
                #expect(found["styles"] as? Int == 0, "a style element made it into the DOM")
                #expect(found["handlers"] as? Int == 0, "an event handler attribute made it into the DOM")
                #expect(found["javascriptURLs"] as? Int == 0, "a javascript: URL made it into an href or src")
                #expect(found["bold"] as? Int == 0, "<b> in a label became markup")
                #expect(found["shown"] as? Bool == true, "a <style> string hid the page")
                // The openURL to javascript: is refused with the policy's reason; nothing opens.
                // The reason shows in the status line for a few seconds: waited for as said.
                try await browser.recordStatusMessages()
                try await browser.tap("<b>Open</b>")
                try await browser.waitForSaid("only https links are opened")
                let windows = try await browser.execute("return window.length") as? Int
                #expect(windows == 0)
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "the page logged problems (a blocked script or policy violation counts): \(problems)")
            }
        }

        @Test("the every-type document: every component drawn, with its id, and no console problems")
        func everyType() async throws {
            let content = try Self.content()
            defer { try? FileManager.default.removeItem(at: content) }
            try await WebClientSession.run(content: content.path) { browser, base in
                try await browser.open("\(base)/app/screens/every-type")
                _ = try await browser.waitFor(".screen .screen-body section")
                let capabilities = try #require(try await browser.execute("return document.documentElement.dataset.sduiCapabilities") as? String)
                let document = try await WebClientSession.document(base, path: "every-type", capabilities: capabilities)
                try await browser.waitForTitle(document["title"] as? String ?? "")
                let shown = Set(try await browser.execute(
                    "return [...document.querySelectorAll('.screen [data-sdui-id]')].map(e => e.dataset.sduiId)") as? [String] ?? [])
                let expected = WebClientSession.shownComponentIDs(document["sections"] ?? [])
                #expect(expected.count > 20)
                #expect(expected.filter { !shown.contains($0) }.isEmpty, "not drawn: \(expected.filter { !shown.contains($0) })")
                let types = Set(try await browser.execute(
                    "return [...document.querySelectorAll('.screen [data-sdui-type]')].map(e => e.dataset.sduiType)") as? [String] ?? [])
                let core = capabilities.split(separator: ",").filter { $0.hasPrefix("c:") }.map { String($0.dropFirst(2).split(separator: "@")[0]) }
                // The features' component types (scan, player) are declared but not core: the every-type screen has none.
                let coreOnly = Set(core).subtracting(["barcodeInput", "miniPlayer"])
                #expect(coreOnly.subtracting(types).isEmpty, "core types the every-type screen did not show drawn: \(coreOnly.subtracting(types).sorted())")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
