import Foundation
import Glibc
import InteractiveTerminal
import SDUI
import SDUITesting
import TerminalUI
import Testing
@testable import InteractiveTerminal

/// Links to the desktop's browser and shared text to the clipboard: the
/// browser command chosen as the conventions say, started for real, and
/// the clipboard sequence written between frames.
@Suite("Desktop hand-off: openURL and share")
struct DesktopHandoffTests {
    static func environment(_ values: [String: String]) -> @Sendable (String) -> String? { { values[$0] } }

    @Test("$BROWSER wins (its first command; %s is the link, else the link is added); else xdg-open on PATH; else none")
    func command() throws {
        let url = "https://music.example/p/1"
        #expect(DesktopHandoff(environment: Self.environment(["BROWSER": "firefox:lynx"])).command(for: url) == ["firefox", url])
        #expect(DesktopHandoff(environment: Self.environment(["BROWSER": "open -a Safari %s --new"])).command(for: url)
            == ["open", "-a", "Safari", url, "--new"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let opener = folder.appendingPathComponent("xdg-open")
        try "#!/bin/sh\nexit 0\n".write(to: opener, atomically: true, encoding: .utf8)
        chmod(opener.path, 0o755)
        #expect(DesktopHandoff(environment: Self.environment(["PATH": folder.path])).command(for: url) == ["xdg-open", url])
        #expect(DesktopHandoff(environment: Self.environment(["PATH": "/nonexistent"])).command(for: url) == nil)
        #expect(DesktopHandoff(environment: Self.environment(["PATH": "/nonexistent"])).open(url) == .noBrowser)
        #expect(DesktopHandoff(environment: Self.environment(["BROWSER": "no-such-browser-here", "PATH": "/nonexistent"])).open(url)
            == .failed("no-such-browser-here is not a program this client can start"))
    }

    @Test("the browser is started for real with the link, and does not hold the client")
    func opens() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let received = folder.appendingPathComponent("received")
        let browser = folder.appendingPathComponent("browser")
        // A browser that stays open: the client must not wait for it.
        try "#!/bin/sh\necho \"$1\" > '\(received.path)'\nsleep 30\n".write(to: browser, atomically: true, encoding: .utf8)
        chmod(browser.path, 0o755)
        let desktop = DesktopHandoff(environment: Self.environment(["BROWSER": browser.path]))
        #expect(desktop.open("https://music.example/p/1") == .opened(with: browser.path))
        let arrived = await eventually { (try? String(contentsOf: received, encoding: .utf8)) == "https://music.example/p/1\n" }
        #expect(arrived)
    }

    @Test("Base64 as RFC 4648's test vectors; the clipboard sequence is OSC 52")
    func base64() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors { #expect(Base64.encode(Array(plain.utf8)) == encoded, "\(plain)") }
        #expect(DesktopHandoff.clipboardSequence("hi") == "\u{1B}]52;c;aGk=\u{07}")
    }

    @Test("share in the full-screen app: the clipboard sequence goes to the terminal, and the message says so")
    func shareInTheApp() async throws {
        let harness = try AppHarness(desktop: DesktopHandoff(environment: Self.environment([:])))
        harness.serve("home", Fixtures.screen(title: "Home", #"""
            {"type": "button", "id": "tell", "label": "Tell a friend", "action": {"type": "share", "title": "Baroque Essentials", "url": "https://music.example/p/1"}}
            """#))
        await harness.run(keys: [.enter, .control("c")])
        let written = harness.terminal.writes.joined()
        #expect(written.contains(DesktopHandoff.clipboardSequence("Baroque Essentials https://music.example/p/1")))
        #expect(!harness.terminal.text.contains("]52;"), "nothing of it is drawn")
    }
}
