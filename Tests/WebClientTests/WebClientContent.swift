import Foundation
import SDUITesting

extension WebClientSession {
    /// A copy of the repository's content (screens, images, the built web
    /// client) with `screens` added, by path under screens/ without ".json",
    /// for a test whose screen no demo has. The caller removes it.
    static func content(adding screens: [String: Data], label: String) throws -> URL {
        let content = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for folder in ["screens", "images", "web"] {
            try FileManager.default.copyItem(atPath: Repository.contentDirectory + "/" + folder, toPath: content.appendingPathComponent(folder).path)
        }
        for (path, data) in screens {
            let file = content.appendingPathComponent("screens/\(path).json")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        return content
    }

    /// Waits until the browser's last good copy of `path` is kept (it is written after the screen is drawn).
    static func waitForCopy(_ browser: WebDriver, of path: String) async throws {
        try await browser.waitUntil("""
            return await new Promise(resolve => {
              const open = indexedDB.open('sdui-last-good-copies');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                try {
                  const get = open.result.transaction('copies').objectStore('copies').get(arguments[0]);
                  get.onsuccess = () => resolve(get.result !== undefined);
                  get.onerror = () => resolve(false);
                } catch { resolve(false); }
              };
            });
            """, "the copy of \(path) kept", arguments: ["/v2/screens/\(path)"])
    }

    /// Fills the login screen on top with the demo user's email and `password` and presses "Log in".
    static func logIn(_ browser: WebDriver, password: String = "lovelace") async throws {
        try await browser.fill("email", "ada@example.com")
        try await browser.fill("password", password)
        try await browser.tap("Log in")
    }
}
