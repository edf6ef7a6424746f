import Foundation
import FoundationNetworking
import SDUITesting
import Testing

extension WebClient {
    /// The Service Worker (`Web/worker/sw.ts`, served at `/app/sw.js`): a
    /// reload with the network gone still opens the app, from the shell and
    /// files it kept, and the screens come from the last good copies.
    ///
    /// The network is taken away with Chromium's offline emulation, not by
    /// stopping the in-process server: stopping it under Chromium's open
    /// connections once trapped the test process in NIO (apple/swift-nio#2637).
    /// The emulation is set on the page's DevTools session; the test checks
    /// that it also holds for the worker's own fetches by counting the
    /// server's requests (`/metrics`): none arrives while offline, so the
    /// shell came from the worker's cache and not from the server.
    @Suite("Web client: the Service Worker in headless Chromium")
    struct WebClientServiceWorkerTests {
        /// Waits until the worker controls the page and its cache holds the shell.
        static func waitForWorker(_ browser: WebDriver) async throws {
            try await browser.waitUntil("""
                if (!navigator.serviceWorker.controller) return false;
                const names = (await caches.keys()).filter(name => name.startsWith('sdui-app-'));
                if (names.length !== 1) return false;
                return (await (await caches.open(names[0])).match('/app/')) !== undefined;
                """, "the Service Worker in control, with the shell kept")
        }

        /// The requests the server has answered, by method, route and status, by its own count (every route but `/metrics`).
        static func served(_ base: String) async throws -> [String: Int] {
            guard let url = URL(string: "\(base)/metrics") else { throw ServerFailure("not a URL: \(base)/metrics") }
            let (data, _) = try await URLSession.shared.data(from: url)
            var counts: [String: Int] = [:]
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n")
            where line.hasPrefix("sdui_http_requests_total{") && !line.contains("route=\"/metrics\"") {
                let parts = line.split(separator: " ")
                if let series = parts.first, let count = parts.last.flatMap({ Int($0) }) { counts[String(series)] = count }
            }
            return counts
        }

        /// Takes the network away (or gives it back) for the page and for its Service Worker. Chromium's
        /// emulation holds per DevTools target, and the worker is a target of its own: with the page's
        /// alone, the worker still fetched the shell from the server (seen in the server's counts). chromedriver
        /// speaks only to the page's target, so the worker's is reached through it: attached unflattened,
        /// and sent the same commands with `Target.sendMessageToTarget` (their answers arrive as events no one
        /// reads here; the server's request counts check the effect).
        static func network(_ browser: WebDriver, offline: Bool) async throws {
            let conditions: [String: Any] = ["offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1]
            try await browser.devTools("Network.enable")
            try await browser.devTools("Network.emulateNetworkConditions", conditions)
            let targets = (try await browser.devTools("Target.getTargets") as? [String: Any])?["targetInfos"] as? [[String: Any]] ?? []
            let workers = targets.filter { $0["type"] as? String == "service_worker" }.compactMap { $0["targetId"] as? String }
            guard !workers.isEmpty else { throw ServerFailure("no Service Worker target to take the network from: \(targets)") }
            for worker in workers {
                let attached = try await browser.devTools("Target.attachToTarget", ["targetId": worker, "flatten": false]) as? [String: Any]
                guard let session = attached?["sessionId"] as? String else { throw ServerFailure("the worker \(worker) was not attached: \(attached ?? [:])") }
                for (id, method, parameters) in [(1, "Network.enable", [String: Any]()), (2, "Network.emulateNetworkConditions", conditions)] {
                    let message = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": parameters])
                    try await browser.devTools("Target.sendMessageToTarget", ["sessionId": session, "message": String(decoding: message, as: UTF8.self)])
                }
            }
        }

        @Test("a reload offline: the worker's shell draws, a seen screen shows its last good copy marked offline, a never-seen one the offline page; nothing reaches the server")
        func reloadOffline() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/music")
                try await browser.waitForTitle("Music")
                try await WebClientSession.waitForCopy(browser, of: "music")
                try await WebClientSession.waitForCopy(browser, of: "offline")
                try await Self.waitForWorker(browser)

                // The worker kept the shell and every hashed file the shell names (feature bundles too), and no API answer.
                let kept = try await browser.execute("""
                    const names = (await caches.keys()).filter(name => name.startsWith('sdui-app-'));
                    const urls = [];
                    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
                    return urls;
                    """) as? [String] ?? []
                let map = try await browser.execute("return JSON.parse(document.querySelector('meta[name=sdui-assets]').content)") as? [String: String] ?? [:]
                #expect(map.keys.contains("features/login.js") && map.keys.contains("features/scan.js"), "\(map)")
                #expect(Set(kept) == Set(["/app/"] + map.values), "kept \(kept.sorted()), the shell names \(map.values.sorted())")
                #expect(!kept.contains { $0.hasPrefix("/v2/") }, "an API answer was kept: \(kept)")

                let before = try await Self.served(base)
                try await Self.network(browser, offline: true)
                try await browser.reload()
                try await browser.waitForTitle("Music")
                try await browser.waitForText("Offline: this is the last copy this browser kept")
                // A screen this browser never saw: the offline page, in the app the worker kept.
                try await browser.open("\(base)/app/screens/profile")
                let offlineTitle = try #require(try WebClientSession.offlineTitle())
                try await browser.waitForTitle(offlineTitle)
                // Nothing the reload asked for reached the server. (What the analytics send as a page is left goes
                // with keepalive from the page being unloaded, outside its emulation: those POSTs are not counted.)
                let after = try await Self.served(base).filter { $0.key.contains("method=\"GET\"") }
                #expect(after == before.filter { $0.key.contains("method=\"GET\"") },
                        "requests reached the server while the network was gone: \(after.filter { before[$0.key] != $0.value })")
                try await Self.network(browser, offline: false)
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                    .filter { !$0.contains("net::ERR_INTERNET_DISCONNECTED") }  // the offline requests' own notes
                #expect(problems.isEmpty, "\(problems)")
            }
        }

        @Test("a worker of another release deletes the caches an older one made, and only those")
        func staleCachesDeleted() async throws {
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/")
                try await browser.waitForTitle("SDUI demo")
                try await Self.waitForWorker(browser)
                let current = try await browser.execute("return (await caches.keys()).find(name => name.startsWith('sdui-app-'))") as? String
                // An older release's cache, and one that is not the worker's; then the worker goes, as before an update.
                try await browser.execute("""
                    await (await caches.open('sdui-app-0000000000000000')).put('/app/assets/app.0000000000000000.js', new Response('old'));
                    await caches.open('someone-else');
                    await (await navigator.serviceWorker.getRegistration('/app/')).unregister();
                    """)
                try await browser.reload()
                try await browser.waitForTitle("SDUI demo")
                try await Self.waitForWorker(browser)
                try await browser.waitUntil("return !(await caches.keys()).includes('sdui-app-0000000000000000')", "the old release's cache deleted")
                let names = try await browser.execute("return await caches.keys()") as? [String] ?? []
                #expect(Set(names) == Set([current, "someone-else"].compactMap { $0 }), "\(names)")
            }
        }
    }
}
