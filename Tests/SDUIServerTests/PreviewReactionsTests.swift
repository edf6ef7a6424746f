import Foundation
import SDUITesting
import Testing

/// The browser preview lists what a screen does by itself (its triggers,
/// timers and components' impressions, contract §8.4–8.6) under the screen,
/// each action described as a button's is, and says when the chosen client
/// is not sent them and what it gets instead.
@Suite("Browser preview: triggers, timers and impressions", .serialized)
struct PreviewReactionsTests {
    @Test("a content screen's triggers, with their conditions as written and their actions described")
    func triggers() async throws {
        try await BrowserPreviewTests.withServer { _, client, _ in
            let page = try await client.get("/preview/screens/scan-and-go/ready?version=2&client=all").text
            #expect(page.contains("<h3>Triggers (2)</h3>"), "\(page.suffix(2000))")
            let selectAll = try #require(Self.item("trigger", "select-all", in: page))
            #expect(selectAll.contains("when <code>@{all}</code> becomes true"), "\(selectAll)")
            #expect(selectAll.contains("updateState: taped = true") && selectAll.contains("updateState: labelOnTop = true"), "\(selectAll)")
            let count = try #require(Self.item("trigger", "count-done", in: page))
            #expect(count.contains("when taped, oldLabels, labelOnTop change"), "\(count)")
            #expect(count.contains("updateState: done = &quot;@{(taped ? 1 : 0)"), "\(count)")
            // The preview's clients declare no features: the page says what they get instead.
            #expect(page.contains("Not sent to this client: it does not declare f:triggers@1 and f:expressions@1"))
            // A screen that does nothing by itself has no such section.
            let home = try await client.get("/preview/screens/home").text
            #expect(!home.contains("class=\"reactions\""))
        }
    }

    @Test("a content screen's timer: its count, key, start and end actions; sent to a client that declares timers, not to one without the header")
    func timers() async throws {
        try await BrowserPreviewTests.withServer { _, client, _ in
            let page = try await client.get("/preview/screens/scan-and-go/locker?version=1&client=core").text
            let hold = try #require(Self.item("timer", "hold", in: page), "\(page.suffix(2000))")
            #expect(hold.contains("counts down 120000 ms, a tick every 1000 ms into <code>left</code>, starts with the screen"), "\(hold)")
            #expect(hold.contains("at its end: ") && hold.contains("updateState: phase = &quot;expired&quot;")
                    && hold.contains("data-action=\"refresh\""), "\(hold)")
            // A core-only client declares the core's features, timers among them: it is sent them.
            #expect(!page.contains("class=\"left-out\""), "\(page.suffix(2000))")
            let noHeader = try await client.get("/preview/screens/scan-and-go/locker?version=2&client=all").text
            #expect(noHeader.contains("Not sent to this client: it does not declare f:timers@1 and f:expressions@1, so it gets no timers"))
        }
    }

    @Test("an app screen's impressions: the music banner's visibility action with the defaults a client applies")
    func impressions() async throws {
        try await BrowserPreviewTests.withServer { _, client, _ in
            let page = try await client.get("/preview/screens/music").text
            let banner = try #require(Self.item("impression", "promoted-banner", in: page), "\(page.suffix(2000))")
            #expect(banner.contains("imageBanner; seen (<code>promoted-seen</code>) at 50 % for 800 ms, at most 1 a view"), "\(banner)")
            #expect(page.contains("Not sent to this client: it does not declare f:impressions@1"))
        }
    }

    static let reacting = #"""
    {"id": "reacting", "initialState": {"n": 0},
     "sections": [{"id": "s", "components": [
       {"type": "text", "id": "<b>row</b>", "paragraphs": ["x"],
        "visibilityActions": [{"id": "<img src=x onerror=alert(1)>", "visiblePercentage": 100, "duration": 0, "limit": 0,
                               "actions": [{"type": "openURL", "url": "javascript:alert(2)"}]}],
        "disappearActions": [{"id": "gone", "actions": [{"type": "updateState", "key": "n", "value": 0}]}]}]}],
     "triggers": [{"id": "<script>alert(3)</script>", "when": "@{n > 1 && '<i>' != ''}", "actions": [{"type": "refresh"}]}],
     "timers": [{"id": "\"onmouseover=\"alert(4)", "tick": 500, "autostart": false, "onTick": [{"type": "back"}]}]}
    """#

    @Test("hostile ids, expressions and URLs in triggers, timers and impressions stay text in the page")
    func hostileStringsStayText() async throws {
        try await BrowserPreviewTests.withServer { _, client, content in
            try Data(Self.reacting.utf8).write(to: content.appendingPathComponent("screens/reacting.json"))
            let page = try await client.get("/preview/screens/reacting").text
            #expect(!page.contains("<script>alert") && !page.contains("<img src=x") && !page.contains("<b>row"))
            #expect(page.contains("<code>&lt;script&gt;alert(3)&lt;/script&gt;</code>"), "\(page.suffix(2500))")
            #expect(page.contains("<code>@{n &gt; 1 &amp;&amp; &#39;&lt;i&gt;&#39; != &#39;&#39;}</code>"), "\(page.suffix(2500))")
            #expect(page.contains("data-id=\"&quot;onmouseover=&quot;alert(4)\""))
            #expect(page.contains("<h3>Triggers (1)</h3>"))
            #expect(page.contains("counts up, a tick every 500 ms, started by an action; each tick: "))
            #expect(page.contains("seen (<code>&lt;img src=x onerror=alert(1)&gt;</code>) at 100 % for 0 ms, each time it comes into view"))
            #expect(page.contains("gone (<code>gone</code>): "))
        }
    }

    @Test("hostile ids, expressions and URLs in triggers, timers and impressions stay text in Chromium too",
          .enabled(if: HeadlessChromium.runnable, HeadlessChromium.missing))
    func hostileStringsStayTextInTheBrowser() async throws {
        try await BrowserPreviewTests.withServer { base, _, content in
            try Data(Self.reacting.utf8).write(to: content.appendingPathComponent("screens/reacting.json"))
            let chromium = HeadlessChromium()
            let dom = try await chromium.dom(of: "\(base)/preview/screens/reacting")
            #expect(!dom.contains("<script"), "a script element made it into the DOM")
            let tags = dom.replacingOccurrences(of: #"="[^"]*""#, with: "=\"\"", options: .regularExpression)
            #expect(tags.range(of: #"<[^>]*\son[a-z]+="#, options: .regularExpression) == nil, "an event handler made it into the DOM")
            #expect(dom.contains("openURL: javascript:alert(2)"))
            #expect(dom.contains("<li class=\"trigger\""))
        }
    }

    /// The `<li>` of one listed trigger, timer or impression, by its id.
    static func item(_ kind: String, _ id: String, in page: String) -> String? {
        guard let start = page.range(of: "<li class=\"\(kind)\" data-id=\"\(id)\">") else { return nil }
        guard let end = page.range(of: "</li>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }
}
