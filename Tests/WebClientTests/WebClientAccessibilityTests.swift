import Foundation
import SDUITesting
import Testing

extension WebClient {
    /// axe-core's audit of every demo screen in the web client, in Chromium.
    @Suite("Web client: accessibility audit (axe-core) in headless Chromium")
    struct WebClientAccessibilityTests {
        /// axe.min.js as Scripts/fetch-axe.sh keeps it (Scripts/test.sh runs that first); SDUI_AXE_JS names another.
        static func axe() throws -> String? {
            let environment = ProcessInfo.processInfo.environment
            let tools = environment["SDUI_TOOLS_DIR"] ?? ((environment["XDG_CACHE_HOME"] ?? (NSHomeDirectory() + "/.cache")) + "/sdui")
            let path = environment["SDUI_AXE_JS"] ?? tools + "/axe-playwright-python-0.1.8/axe.min.js"
            if let source = try? String(contentsOfFile: path, encoding: .utf8) { return source }
            if environment["CI"] != nil { throw ServerFailure("axe-core is missing at \(path); bash Scripts/fetch-axe.sh fetches it") }
            return nil
        }

        @Test("no serious or critical finding on any demo screen or the widget, light and dark")
        func audit() async throws {
            guard let axe = try Self.axe() else {
                Issue.record("axe-core is not here: bash Scripts/fetch-axe.sh fetches it (Scripts/test.sh does)")
                return
            }
            try await WebClientSession.run { browser, base in
                // The audit can fail: a picture without alternative text added to the page is found.
                try await browser.open("\(base)/app/")
                _ = try await browser.waitFor(".screen .screen-body > :not(.loading)")
                let control = try await browser.execute(axe + """
                    ;
                    const img = document.createElement('img');
                    img.src = '/images/concert-hall.jpg';
                    document.querySelector('.screen-body').appendChild(img);
                    const result = await axe.run(document, { resultTypes: ['violations'] });
                    img.remove();
                    return result.violations.map(v => v.id);
                    """) as? [String] ?? []
                #expect(control.contains("image-alt"), "axe did not find a picture without alternative text: \(control)")
                var findings: [String] = []
                for dark in [false, true] {
                    try await browser.devTools("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]]])
                    // Every demo screen, and the widget.
                    for path in WebClient.WebClientScreensTests.screens.map({ "screens/\($0)" }) + ["widget"] {
                        try await browser.open("\(base)/app/\(path)")
                        _ = try await browser.waitFor(".screen .screen-body > :not(.loading), .widget")
                        let result = try await browser.execute(axe + """
                            ;
                            const result = await axe.run(document, { resultTypes: ['violations'] });
                            return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                              .map(v => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')}`);
                            """) as? [String] ?? ["the audit gave no result"]
                        findings += result.map { "\(path) (\(dark ? "dark" : "light")): \($0)" }
                    }
                }
                #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.joined(separator: "\n"))")
            }
        }
    }
}
