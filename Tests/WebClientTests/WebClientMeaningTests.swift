import Foundation
import SDUITesting
import Testing

extension WebClient {
    /// The terminal's reading of each screen (`sdui render --format json`'s
    /// elements, as plain mode reads them) against Chromium's accessibility tree.
    @Suite("Web client: the same screen, the same meaning as in the terminal")
    struct WebClientMeaningTests {
        /// The demo's screens (`WebClientScreensTests.screens`), the every-type document, and
        /// `Screens/same-meaning.json`: what the demo does not show (disabled and hidden
        /// elements, field values, a password, labels on a row with a delete, a carousel and a picker).
        static let screens = WebClientScreensTests.screens + ["every-type", "same-meaning"]

        /// The repository's content with the every-type document and this suite's own screen beside it.
        static func content() throws -> URL {
            let previews = URL(fileURLWithPath: Repository.root + "/Tests/SDUIServerTests/BrowserPreview/screens")
            return try WebClientSession.content(adding: [
                "every-type": try Data(contentsOf: previews.appendingPathComponent("every-type.json")),
                "same-meaning": try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Tests/WebClientTests/Screens/same-meaning.json")),
            ], label: "web-meaning")
        }

        @Test("every demo screen, the every-type document and the same-meaning screen: each element's id, role, name, value, checked state and enabled agree in both clients")
        func sameMeaning() async throws {
            // Found first: a rebuild of the tests while they run leaves /proc/self/exe naming a deleted file.
            let sdui = try BuiltProgram("sdui")
            let content = try Self.content()
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-meaning-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            defer {
                try? FileManager.default.removeItem(at: content)
                try? FileManager.default.removeItem(at: data)
            }
            try await WebClientSession.run(content: content.path) { browser, base in
                var differences: [MeaningDifference] = []
                var readings: [String: [ElementMeaning]] = [:]
                for path in Self.screens {
                    let terminal = try await ScreenMeaning.terminal(sdui, "\(base)/v2/screens/\(path)", data: data)
                    #expect(!terminal.elements.isEmpty, "\(path): the terminal read nothing to use")
                    readings[path] = terminal.elements
                    try await Self.open(path, title: terminal.title, components: terminal.elements.map(\.componentID), browser, base)
                    differences += ScreenMeaning.differences(screen: path, terminal: terminal.elements, web: try await ScreenMeaning.web(browser))
                }
                let compared = readings.values.map(\.count).reduce(0, +)
                print("The same meaning: \(compared) elements compared on \(Self.screens.count) screens, \(differences.count) differences")
                if !differences.isEmpty {
                    let listed = differences.map(\.description).joined(separator: "\n")
                    Issue.record("\(differences.count) differences (screen · id · field: terminal, web):\n\(listed)")
                }
                // The own screen holds what the demo does not: each field is compared with something to differ on.
                let own = try #require(readings["same-meaning"])
                #expect(own.contains { !$0.enabled } && own.contains { $0.value == "Ada" } && own.contains { $0.checked == false })
                #expect(!own.contains { $0.componentID == "later" }, "a hidden button is not read")

                // The comparison can fail: the music banner made a button in the page is reported.
                let home = try #require(readings["home"])
                try await Self.open("home", title: "SDUI demo", components: home.map(\.componentID), browser, base)
                try await browser.execute("document.querySelector('[data-sdui-id=\"music-banner\"]').setAttribute('role', 'button')")
                let control = ScreenMeaning.differences(screen: "home", terminal: home, web: try await ScreenMeaning.web(browser))
                #expect(control.map(\.description) == ["home · music-banner · role: terminal link, web button"], "\(control)")
            }
        }

        /// Opens `path` and waits until its body is drawn with every component the terminal names
        /// (a feature's bundle may still be loading); one never drawn is then reported as not visible.
        static func open(_ path: String, title: String, components: [String], _ browser: WebDriver, _ base: String) async throws {
            try await browser.open("\(base)/app/screens/\(path)")
            try await browser.waitForTitle(title)
            _ = try await browser.waitFor(".screen .screen-body > :not(.loading)")
            try? await browser.waitUntil("""
                return arguments[0].every(id => document.querySelector(`.screen-body [data-sdui-id="${CSS.escape(id)}"]`));
                """, "every component of \(path) drawn", arguments: [Array(Set(components))])
        }
    }
}
