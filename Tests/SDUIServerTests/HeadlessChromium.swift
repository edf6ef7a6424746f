import Foundation
import SDUITesting
import Testing

/// Debian's `chromium`, headless, for the browser preview's tests: the DOM
/// as the browser built it, and screenshots. Every host name but loopback
/// resolves to nothing, so a page can reach no network beyond this machine.
struct HeadlessChromium {
    static let path = "/usr/bin/chromium"

    /// Whether a test that needs Chromium runs (its trait: `.enabled(if: HeadlessChromium.runnable, HeadlessChromium.missing)`):
    /// where it is installed, and always in CI, where a missing one fails the test rather than skip it
    /// (Scripts/setup.sh installs it).
    static var runnable: Bool {
        FileManager.default.isExecutableFile(atPath: path) || ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// The skip's reason where it is not installed.
    static let missing: Comment = "needs Debian's chromium (Scripts/setup.sh installs it)"

    private func run(_ arguments: [String]) async throws -> BuiltProgram.Run {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-default-apps", "--mute-audio", "--force-device-scale-factor=1", "--font-render-hinting=none",
            "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
            "--user-data-dir=\(profile.path)",
        ]
        return try await BuiltProgram(path: Self.path).run(common + arguments)
    }

    /// The page's DOM after loading, serialized.
    func dom(of url: String) async throws -> String {
        let result = try await run(["--dump-dom", url])
        guard result.status == 0, result.output.contains("</html>") else {
            throw TestFailure("chromium could not load \(url) (exit \(result.status)): \(result.errors.suffix(400))")
        }
        return result.output
    }

    /// A PNG of the page at `width` × `height` pixels.
    func screenshot(of url: String, to file: URL, width: Int = 800, height: Int = 1200) async throws {
        try? FileManager.default.removeItem(at: file)
        let result = try await run(["--window-size=\(width),\(height)", "--screenshot=\(file.path)", url])
        guard result.status == 0, FileManager.default.fileExists(atPath: file.path) else {
            throw TestFailure("chromium took no screenshot of \(url) (exit \(result.status)): \(result.errors.suffix(400))")
        }
    }
}
