import Foundation
import SDUITesting
import Testing

extension WebClient {
    /// Every demo screen looks as it did when its baseline was recorded (and
    /// looked at): a screenshot in Chromium against the PNG kept in
    /// Tests/WebClientTests/Baselines. A change that moves what a person sees
    /// fails here with a picture of where; when the change is meant, record
    /// again with `SDUI_WRITE_BASELINES=1` and look at the new PNGs before
    /// committing them (docs/web.md, "Screenshots").
    @Suite("Web client: every demo screen against its screenshot baseline")
    struct WebClientBaselineTests {
        static let folder = URL(fileURLWithPath: Repository.root + "/Tests/WebClientTests/Baselines")
        static let recording = ProcessInfo.processInfo.environment["SDUI_WRITE_BASELINES"] == "1"
        /// The install the baselines were recorded as (its experiment variants are theirs).
        static let installID = "5d1e0b9a-7c3f-4e2a-9b6d-0f8e2a4c6b1d"

        /// A screen's baseline file: its path with each "/" written "--".
        static func baseline(_ path: String) -> URL {
            folder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "--") + ".png")
        }

        @Test("each demo screen's screenshot is its baseline (at most 0.2 % of the pixels differ, each by more than anti-aliasing)")
        func everyScreenAsItsBaseline() async throws {
            let differences = FileManager.default.temporaryDirectory.appendingPathComponent("web-baselines-\(UUID().uuidString)")
            try await WebClientSession.run(window: (800, 1000)) { browser, base in
                // One install id for every run: an experiment (Scan & Go's entrance) puts each install in a
                // variant, and a new browser's random id would draw either variant's words.
                try await browser.open("\(base)/app/")
                _ = try await browser.execute("localStorage.setItem('sdui.installID', arguments[0])", [Self.installID])
                for path in WebClientScreensTests.screens {
                    try await browser.open("\(base)/app/screens/\(path)")
                    let document = try await WebClientSession.document(
                        base, path: path, capabilities: try #require(try await browser.execute("return document.documentElement.dataset.sduiCapabilities") as? String))
                    try await browser.waitForTitle(document["title"] as? String ?? "")
                    // Settled: every picture loaded or failed (its alt text shown), the fonts in, no focus ring, at the top, two frames drawn.
                    try await browser.waitUntil("return [...document.images].every(i => i.complete) && document.fonts.status === 'loaded'", "\(path)'s pictures and fonts")
                    _ = try await browser.executeAsync("""
                        const done = arguments[arguments.length - 1];
                        document.activeElement?.blur?.();
                        window.scrollTo(0, 0);
                        requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
                        """)
                    let shot = try await browser.screenshot()
                    let file = Self.baseline(path)
                    if Self.recording {
                        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                        try shot.write(to: file)
                        continue
                    }
                    guard let baseline = try? Data(contentsOf: file) else {
                        Issue.record("\(path) has no baseline (\(file.path)); record them with SDUI_WRITE_BASELINES=1 and look at them")
                        continue
                    }
                    let comparison = try ScreenshotComparison(actual: shot, baseline: baseline, name: path)
                    if !comparison.matches {
                        try FileManager.default.createDirectory(at: differences, withIntermediateDirectories: true)
                        let name = file.deletingPathExtension().lastPathComponent
                        try shot.write(to: differences.appendingPathComponent("\(name).png"))
                        try comparison.differencePNG().write(to: differences.appendingPathComponent("\(name)-difference.png"))
                        Issue.record("""
                            \(path) differs from its baseline in \(comparison.differing) of \(comparison.width * comparison.height) pixels; \
                            the screenshot and a picture of the differences (in red) are in \(differences.path)
                            """)
                    }
                }
            }
        }
    }
}
