import Glibc
import CurlTransport
import Foundation
import SDUI
import SDUITesting

/// A W3C WebDriver session with Debian's headless Chromium through
/// chromedriver, for the web client's tests. Written here (about 150 lines
/// over URLSession) rather than taking Selenium, so the browser tests run
/// inside `swift test` with the in-process server and report like every
/// other test. Every host name but loopback resolves to nothing. It speaks
/// to chromedriver through the project's libcurl transport: FoundationNetworking
/// refuses chromedriver's header lines (`Content-Length:917`, no space).
final class WebDriver: @unchecked Sendable {
    static let chromium = "/usr/bin/chromium"
    static let chromedriver = "/usr/bin/chromedriver"

    /// Nil where Chromium or chromedriver is missing, which CI does not allow (Scripts/setup.sh installs both).
    static func available() throws -> Bool {
        if !installed, ProcessInfo.processInfo.environment["CI"] != nil {
            throw ServerFailure("chromium or chromedriver is missing; Scripts/setup.sh installs them")
        }
        return installed
    }

    /// Both programs are here.
    static var installed: Bool {
        FileManager.default.isExecutableFile(atPath: chromium) && FileManager.default.isExecutableFile(atPath: chromedriver)
    }

    /// Page loads and scripts can take a while on a busy machine; a minute each at most.
    private static let http = CurlHTTPClient(configuration: .init(connectTimeout: 30, totalTimeout: 120))
    private let driver: Process
    private let base: String
    private let session: String
    private let profile: URL

    /// Starts chromedriver and a browser whose languages are `languages` (its `navigator.languages` and `Accept-Language`).
    init(languages: String = "en-GB,en", width: Int = 1000, height: Int = 1200) async throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("webdriver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let log = profile.appendingPathComponent("chromedriver.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: Self.chromedriver)
        driver.arguments = ["--port=0"]
        driver.standardOutput = try FileHandle(forWritingTo: log)
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        var port: String?
        _ = await eventually(timeout: .seconds(60)) {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            port = text.components(separatedBy: "started successfully on port ").dropFirst().first?.prefix { $0.isNumber }.description
            return port.map { !$0.isEmpty } ?? false
        }
        guard let port, !port.isEmpty else {
            driver.terminate()
            throw ServerFailure("chromedriver did not say its port: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        base = "http://127.0.0.1:\(port)"
        let language = languages.split(separator: ",").first.map(String.init) ?? "en"
        let options: [String: Any] = [
            "binary": Self.chromium,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--mute-audio",
                "--force-device-scale-factor=1", "--font-render-hinting=none", "--window-size=\(width),\(height)",
                "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1", "--lang=\(language)",
                "--user-data-dir=\(profile.appendingPathComponent("profile").path)",
            ],
            "prefs": ["intl.accept_languages": languages],
        ]
        let answer = try await Self.send(base + "/session", method: "POST", body: [
            "capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options,
                                             "goog:loggingPrefs": ["browser": "ALL"]]],
        ])
        guard let value = (answer as? [String: Any])?["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            driver.terminate()
            throw ServerFailure("chromedriver made no session: \(answer)")
        }
        session = id
    }

    /// Ends the session and stops chromedriver; the profile folder goes. (Not
    /// `waitUntilExit`, which can block an async test for good on Linux.)
    func quit() async {
        _ = try? await Self.send("\(base)/session/\(session)", method: "DELETE", body: nil)
        driver.terminate()
        if !(await poll(timeout: .seconds(10), { !self.driver.isRunning })) { kill(driver.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Checks `condition` every 50 ms (each check is a round trip to the browser) until it holds or `timeout` passes.
    private func poll(timeout: Duration, _ condition: () async throws -> Bool) async rethrows -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if try await condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return try await condition()
    }

    /// The title of the screen on top: the last one the page shows (a sheet's over the screen under it).
    func shownTitle() async throws -> String? {
        try await execute("""
            const shown = [...document.querySelectorAll('.screen')].filter(s => s.getClientRects().length > 0);
            return shown.length ? shown[shown.length - 1].querySelector('.bar-title')?.textContent ?? null : null;
            """) as? String
    }

    /// Waits until the screen on top has `title`.
    func waitForTitle(_ title: String, timeout: Duration = .seconds(30)) async throws {
        var seen: String?
        if try await poll(timeout: timeout, { seen = try await shownTitle(); return seen == title }) { return }
        throw ServerFailure("the screen on top of \(try await currentURL()) is '\(seen ?? "none")', not '\(title)', after \(timeout)")
    }

    func open(_ url: String) async throws {
        _ = try await command("url", ["url": url])
    }

    func currentURL() async throws -> String {
        try await command("url", nil, method: "GET") as? String ?? ""
    }

    func back() async throws { _ = try await command("back", [:]) }
    func forward() async throws { _ = try await command("forward", [:]) }
    func reload() async throws { _ = try await command("refresh", [:]) }

    /// Runs `script` in the page (a function body; `arguments` as WebDriver passes them) and gives its JSON result.
    @discardableResult
    func execute(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("execute/sync", ["script": script, "args": arguments])
    }

    /// Runs `script` that ends by calling `arguments[arguments.length - 1](value)`.
    func executeAsync(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("execute/async", ["script": script, "args": arguments])
    }

    /// The first element matching `css`, as a WebDriver reference; nil when there is none.
    func element(_ css: String) async throws -> [String: String]? {
        do {
            let found = try await command("element", ["using": "css selector", "value": css])
            return (found as? [String: Any])?.compactMapValues { $0 as? String }
        } catch let failure as WebDriverError where failure.error == "no such element" {
            return nil
        }
    }

    /// Waits until an element matching `css` exists (and `condition` holds for the page, when given); fails after `timeout`.
    func waitFor(_ css: String, timeout: Duration = .seconds(30)) async throws -> [String: String] {
        var found: [String: String]?
        _ = try await poll(timeout: timeout) {
            found = try await element(css)
            return found != nil
        }
        guard let found else {
            let text = try await execute("return document.body ? document.body.innerText : ''") as? String ?? ""
            throw ServerFailure("no element matches '\(css)' on \(try await currentURL()) after \(timeout); the page reads: \(text.prefix(600))")
        }
        return found
    }

    /// Waits until `script` (a function body) returns true.
    func waitUntil(_ script: String, timeout: Duration = .seconds(30), _ what: String, arguments: [Any] = []) async throws {
        let held = try await poll(timeout: timeout) { try await execute(script, arguments) as? Bool == true }
        if !held {
            let text = try await execute("return document.body ? document.body.innerText : ''") as? String ?? ""
            throw ServerFailure("\(what) did not happen on \(try await currentURL()) within \(timeout); the page reads: \(text.prefix(800))")
        }
    }

    func click(_ element: [String: String]) async throws {
        _ = try await command("element/\(Self.id(element))/click", [:])
    }

    func clear(_ element: [String: String]) async throws {
        _ = try await command("element/\(Self.id(element))/clear", [:])
    }

    /// Waits for a visible link, button, menu entry or label whose text holds `text` on the screen on top (or its dialog), and clicks it.
    func tap(_ text: String, timeout: Duration = .seconds(30)) async throws {
        var found: [String: String]?
        _ = try await poll(timeout: timeout) {
            found = (try await execute("""
                const dialogs = [...document.querySelectorAll('dialog[open]')];
                const root = dialogs.length ? dialogs[dialogs.length - 1] : document;
                return [...root.querySelectorAll('a, button, [role=menuitem], label')]
                  .filter(e => e.getClientRects().length > 0)
                  .find(e => e.textContent.includes(arguments[0])) ?? null;
                """, [text]) as? [String: Any])?.compactMapValues { $0 as? String }
            return found != nil
        }
        guard let found else {
            let page = try await execute("return document.body.innerText") as? String ?? ""
            throw ServerFailure("nothing to tap reads '\(text)' on \(try await currentURL()); the page reads: \(page.prefix(800))")
        }
        try await click(found)
    }

    /// Keys pressed where the focus is, as a person at a keyboard would (W3C key codes: `\u{E004}` Tab, `\u{E007}` Enter, `\u{E00C}` Escape).
    func press(_ keys: String) async throws {
        guard let active = (try await command("element/active", nil, method: "GET") as? [String: Any])?.compactMapValues({ $0 as? String }) else {
            throw ServerFailure("no element has the focus")
        }
        try await type(active, keys)
    }

    /// The text of the element that has the focus.
    func focusedText() async throws -> String {
        try await execute("return document.activeElement ? document.activeElement.textContent.trim() : ''") as? String ?? ""
    }

    /// Replaces the text of the field bound to `stateKey` on the screen on top.
    func fill(_ stateKey: String, _ text: String) async throws {
        let field = try await waitFor("input[data-state-key='\(stateKey)']")
        try await clear(field)
        try await type(field, text)
    }

    /// Waits until the page's visible text holds `text`.
    func waitForText(_ text: String, timeout: Duration = .seconds(30)) async throws {
        try await waitUntil("return document.body.innerText.includes(arguments[0])", timeout: timeout, "the text '\(text)'", arguments: [text])
    }

    /// Keeps, from now on, every text the page's status regions say (`[role=status]`: the status
    /// line, the player's message), in `window.sduiSaid`: a message shown for a few seconds is
    /// then waited for as said (`waitForSaid`), not as still showing when a poll comes, which a
    /// loaded machine can miss. Until the page is left.
    func recordStatusMessages() async throws {
        // Only what is said from now on, each time it is said, in order: a message already showing
        // is not taken for one said since, nor is an earlier one counted for a second.
        try await execute("""
            window.sduiSaid = [];
            const shown = new Map();
            for (const region of document.querySelectorAll('[role=status]')) shown.set(region, region.textContent);
            const record = () => {
              for (const region of document.querySelectorAll('[role=status]')) {
                const said = region.textContent;
                if (said && shown.get(region) !== said) window.sduiSaid.push(said);
                shown.set(region, said);
              }
            };
            new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
            """)
    }

    /// Waits until a status region has said `text` (or, unless `exactly`, a message holding it) since `recordStatusMessages()`.
    func waitForSaid(_ text: String, exactly: Bool = false, timeout: Duration = .seconds(30)) async throws {
        let match = exactly ? "said === arguments[0]" : "said.includes(arguments[0])"
        try await waitUntil("return (window.sduiSaid ?? []).some(said => \(match))", timeout: timeout,
                            "the status message '\(text)'", arguments: [text])
    }

    func type(_ element: [String: String], _ text: String) async throws {
        _ = try await command("element/\(Self.id(element))/value", ["text": text])
    }

    /// The page as a PNG.
    func screenshot() async throws -> Data {
        guard let encoded = try await command("screenshot", nil, method: "GET") as? String, let data = Data(base64Encoded: encoded) else {
            throw ServerFailure("chromedriver gave no screenshot")
        }
        return data
    }

    /// The browser console's messages since the last call (errors, CSP violations, uncaught exceptions).
    func consoleMessages() async throws -> [(level: String, message: String)] {
        let entries = try await command("se/log", ["type": "browser"]) as? [[String: Any]] ?? []
        return entries.map { (($0["level"] as? String) ?? "", ($0["message"] as? String) ?? "") }
    }

    /// A Chrome DevTools Protocol command (emulated media, the accessibility tree).
    @discardableResult
    func devTools(_ command: String, _ parameters: [String: Any] = [:]) async throws -> Any? {
        try await self.command("goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    /// The browser's cookies for the page's site, as WebDriver reports them
    /// (`name`, `value`, `httpOnly`, `sameSite`, `path`, …): what the browser
    /// keeps, including what no script in the page can read.
    func cookies() async throws -> [[String: Any]] {
        try await command("cookie", nil, method: "GET") as? [[String: Any]] ?? []
    }

    private static func id(_ element: [String: String]) -> String {
        element["element-6066-11e4-a414-4ad6d6a05ea2"] ?? element.values.first ?? ""
    }

    private func command(_ path: String, _ body: [String: Any]?, method: String = "POST") async throws -> Any? {
        let answer = try await Self.send("\(base)/session/\(session)/\(path)", method: method, body: body)
        return (answer as? [String: Any])?["value"] ?? nil
    }

    private static func send(_ url: String, method: String, body: [String: Any]?) async throws -> Any {
        var request = OutgoingRequest(method: method, url: url)
        if let body {
            request.body = Array(try JSONSerialization.data(withJSONObject: body))
            request.setHeader("Content-Type", "application/json")
        }
        let response = try await http.send(request)
        let json = response.body.isEmpty ? [String: Any]() : try JSONSerialization.jsonObject(with: Data(response.body))
        if response.status >= 400 {
            let status = response.status
            let value = (json as? [String: Any])?["value"] as? [String: Any]
            throw WebDriverError(error: value?["error"] as? String ?? "HTTP \(status)", message: value?["message"] as? String ?? "", url: url)
        }
        return json
    }
}

/// A WebDriver command the browser refused, with its W3C error code and message.
struct WebDriverError: Error, CustomStringConvertible {
    let error: String
    let message: String
    let url: String

    var description: String { "\(url): \(error): \(message.prefix(400))" }
}
