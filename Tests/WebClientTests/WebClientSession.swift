import Foundation
import FoundationNetworking
import SDUIServer
import SDUITesting

/// The demo server in process with one browser pointed at its web client.
enum WebClientSession {
    /// Whether the browser tests can run here: CI installs both, so there they always run.
    static let runnable = WebDriver.installed || ProcessInfo.processInfo.environment["CI"] != nil

    /// Runs `body` with a browser and the server's base URL; both stop afterwards.
    static func run(languages: String = "en-GB,en", content: String = Repository.contentDirectory, window: (width: Int, height: Int) = (1000, 1200),
                    _ body: @Sendable @escaping (WebDriver, String) async throws -> Void) async throws {
        _ = try WebDriver.available()
        try await LiveServer.run(content: content) { base in
            let browser = try await WebDriver(languages: languages, width: window.width, height: window.height)
            do {
                try await body(browser, base)
                await browser.quit()
            } catch {
                await browser.quit()
                throw error
            }
        }
    }

    /// Runs `body` with a browser and a server the test can reach into (its
    /// database, for a change the page must follow); the browser quits before
    /// the server stops, so no connection of its keeps the stop waiting.
    static func runWithDatabase(label: String, _ body: @Sendable @escaping (WebDriver, String, any SQLDatabase) async throws -> Void) async throws {
        _ = try WebDriver.available()
        let server = try RestartableServer(label: label)
        let base = try await server.start()
        do {
            guard let database = server.environment.storage as? any SQLDatabase else { throw ServerFailure("the test server's storage is not SQL") }
            let browser = try await WebDriver()
            do {
                try await body(browser, base, database)
                await browser.quit()
            } catch {
                await browser.quit()
                throw error
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// A script counting the page's requests for screens, pages and commands, the ones an action
    /// that runs in the page must not make; not pictures, bundles or analytics uploads, which
    /// arrive on their own time (an upload 30 s after the first event, a picture late on a loaded machine).
    static let serverRequests = "return performance.getEntriesByType('resource').filter(e => /\\/v\\d+\\/(screens|pages|commands)\\//.test(e.name)).length"

    /// Console messages that say something went wrong in the page: uncaught errors and policy violations.
    /// A picture that cannot be had is not one (the demo links to hosts this machine cannot reach; the page shows its alt text).
    static func problems(_ messages: [(level: String, message: String)]) -> [String] {
        messages.filter { $0.level == "SEVERE" && !$0.message.contains("Failed to load resource") }.map(\.message)
    }

    /// A screen as the web client's request would get it (its capabilities, English).
    static func document(_ base: String, path: String, capabilities: String) async throws -> [String: Any] {
        guard let url = URL(string: "\(base)/v2/screens/\(path)") else { throw ServerFailure("not a URL: \(base)/v2/screens/\(path)") }
        var request = URLRequest(url: url)
        request.setValue(capabilities, forHTTPHeaderField: "SDUI-Capabilities")
        request.setValue("en", forHTTPHeaderField: "Accept-Language")
        let (data, _) = try await URLSession.shared.data(for: request)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ServerFailure("\(path) is not a JSON object")
        }
        return object
    }

    /// The offline page's title, as the repository's content file says it.
    static func offlineTitle() throws -> String? {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repository.contentDirectory + "/screens/offline.json"))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["title"] as? String
    }

    /// The ids of the components a screen shows (not inside a fallback, not hidden by `visible: false`).
    static func shownComponentIDs(_ value: Any) -> [String] {
        if let array = value as? [Any] { return array.flatMap(shownComponentIDs) }
        guard let object = value as? [String: Any] else { return [] }
        if object["visible"] as? Bool == false { return [] }
        var ids: [String] = []
        if object["type"] is String, let id = object["id"] as? String { ids.append(id) }
        // Actions, and the parts of a screen that are not components, hold no shown components.
        for (key, child) in object where !["fallback", "action", "primaryAction", "deleteAction", "actions", "prefetched", "navigationBar",
                                            "theme", "initialState", "analytics", "header", "templates"].contains(key) {
            ids += shownComponentIDs(child)
        }
        return ids
    }
}
