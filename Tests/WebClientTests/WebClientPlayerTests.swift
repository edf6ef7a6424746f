import Foundation
import SDUITesting
import Testing

extension WebClient {
    /// The player feature's web part: its bundle loaded by the screen that
    /// plays, a real `<audio>` element driven by the mini player bar, the
    /// queue from the album's track list, and the bar kept across navigation.
    @Suite("Web client: the player in headless Chromium")
    struct WebClientPlayerTests {
        /// The audio element's state as the page has it.
        struct Audio {
            let paused: Bool
            let currentSrc: String
            let trackID: String
            let currentTime: Double
        }

        static func audio(_ browser: WebDriver) async throws -> Audio {
            let state = try #require(try await browser.execute("""
                const a = document.querySelector('audio.player-audio');
                return a ? { paused: a.paused, currentSrc: a.currentSrc, trackID: a.dataset.trackId ?? '', currentTime: a.currentTime } : null;
                """) as? [String: Any], "the page has no player audio element")
            return Audio(paused: state["paused"] as? Bool ?? true, currentSrc: state["currentSrc"] as? String ?? "",
                         trackID: state["trackID"] as? String ?? "", currentTime: (state["currentTime"] as? NSNumber)?.doubleValue ?? -1)
        }

        /// Waits until the audio element plays `trackID` (its position moving) or holds it paused.
        static func waitForAudio(_ browser: WebDriver, track trackID: String, playing: Bool) async throws {
            let condition = playing ? "!a.paused && a.currentTime > 0" : "a.paused"
            try await browser.waitUntil("""
                const a = document.querySelector('audio.player-audio');
                return !!a && a.dataset.trackId === arguments[0] && a.currentSrc !== '' && \(condition);
                """, "the audio element \(playing ? "playing" : "paused at") \(trackID)", arguments: [trackID])
        }

        static func control(_ browser: WebDriver, _ name: String) async throws {
            try await browser.click(try await browser.waitFor(".mini-player-bar [data-player-control='\(name)']"))
        }

        static func playerBundleLoads(_ browser: WebDriver) async throws -> Int {
            try await browser.execute(
                "return performance.getEntriesByType('resource').filter(r => r.name.includes('/features/player.')).length") as? Int ?? -1
        }

        @Test("an album's track plays through the audio element; the player bundle loads only then; next, previous, pause, seek and the queue work; the bar stays across navigation")
        func playAnAlbum() async throws {
            try await WebClientSession.run { browser, base in
                // A screen without the player's types does not load it.
                try await browser.open("\(base)/app/screens/composers/bach")
                try await browser.waitForText("Brandenburg Concertos")
                #expect(try await Self.playerBundleLoads(browser) == 0, "the composer screen loaded the player")
                #expect(try await browser.execute("return document.querySelector('.mini-player-bar') === null") as? Bool == true)

                try await browser.click(try await browser.waitFor("a[href$='/screens/albums/brandenburg-1982']"))
                try await browser.waitForTitle("Brandenburg Concertos")
                try await browser.waitForText("Nothing is playing")
                #expect(try await Self.playerBundleLoads(browser) == 1, "the album screen loads the player's bundle, once")

                try await browser.tap("Concerto No. 2: Allegro")
                try await Self.waitForAudio(browser, track: "brandenburg-1982-1", playing: true)
                let first = try await Self.audio(browser)
                #expect(first.currentSrc.hasPrefix("blob:"), "a track without audioURL plays the stand-in tone: \(first.currentSrc)")
                try await browser.waitUntil("""
                    const bar = document.querySelector('.mini-player-bar');
                    return !!bar && !bar.hidden && bar.innerText.includes('Concerto No. 2: Allegro')
                      && document.querySelector('[data-mini-player]').innerText.includes('Concerto No. 2: Allegro');
                    """, "the bar and the screen's mini player showing the track")

                // The queue: the album's three tracks from its track list, the second marked.
                try await Self.control(browser, "queue")
                try await browser.waitUntil("""
                    const rows = [...document.querySelectorAll('#player-queue [data-track-id]')];
                    return rows.length === 3 && rows[1].getAttribute('aria-current') === 'true' && rows[1].dataset.trackId === 'brandenburg-1982-1'
                      && document.querySelector('#player-queue h2').textContent === 'Queue · 2 of 3';
                    """, "the queue of 3 with the second track current")
                #expect(try await browser.execute(
                    "return document.querySelector(\"[data-player-control='queue']\").getAttribute('aria-expanded')") as? String == "true")

                try await Self.control(browser, "next")
                try await Self.waitForAudio(browser, track: "brandenburg-1982-2", playing: true)
                let second = try await Self.audio(browser)
                #expect(second.currentSrc != first.currentSrc, "next changed the audio's source")
                try await browser.waitUntil(
                    "return document.querySelector(\"#player-queue [aria-current='true']\")?.dataset.trackId === 'brandenburg-1982-2'",
                    "the queue marking the third track")

                // Pause holds the position; seeking while paused is exact.
                try await Self.control(browser, "toggle")
                try await Self.waitForAudio(browser, track: "brandenburg-1982-2", playing: false)
                #expect(try await browser.execute(
                    "return document.querySelector(\"[data-player-control='toggle']\").getAttribute('aria-label')") as? String == "Play")
                try await browser.execute("document.querySelector('audio.player-audio').currentTime = 1")
                try await Self.control(browser, "forward")
                try await browser.waitUntil("return Math.abs(document.querySelector('audio.player-audio').currentTime - 11) < 0.01", "seek forward 10 s")
                try await Self.control(browser, "back")
                try await browser.waitUntil("return Math.abs(document.querySelector('audio.player-audio').currentTime - 1) < 0.01", "seek back 10 s")
                #expect(try await Self.audio(browser).paused, "seeking left the track paused")

                // Within 3 s of its start, previous goes to the previous track and plays it.
                try await Self.control(browser, "previous")
                try await Self.waitForAudio(browser, track: "brandenburg-1982-1", playing: true)

                // Keyboard: the play/pause button reached by focus and run with Enter.
                try await browser.execute("document.querySelector(\"[data-player-control='toggle']\").focus()")
                try await browser.press("\u{E007}")
                try await Self.waitForAudio(browser, track: "brandenburg-1982-1", playing: false)
                try await browser.press("\u{E007}")
                try await Self.waitForAudio(browser, track: "brandenburg-1982-1", playing: true)

                // Another screen: the bar and the sound go on.
                let playing = try await Self.audio(browser)
                try await browser.back()
                try await browser.waitForText("Popular works")
                try await browser.waitUntil("""
                    const bar = document.querySelector('.mini-player-bar');
                    return !!bar && !bar.hidden && bar.innerText.includes('Concerto No. 2: Allegro');
                    """, "the bar on the composer screen")
                try await Self.waitForAudio(browser, track: "brandenburg-1982-1", playing: true)
                #expect(try await Self.audio(browser).currentSrc == playing.currentSrc, "navigation left the audio alone")

                // "Stopped." shows in the status line for a few seconds: waited for as said.
                try await browser.recordStatusMessages()
                try await Self.control(browser, "stop")
                try await browser.waitUntil("""
                    const a = document.querySelector('audio.player-audio');
                    return a.paused && a.getAttribute('src') === null && document.querySelector('.mini-player-bar').hidden;
                    """, "stop: the audio let go and the bar gone")
                try await browser.waitForSaid("Stopped.")
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                #expect(problems.isEmpty, "\(problems)")
            }
        }

        @Test("axe-core finds nothing serious or critical on the album with the bar playing and its queue open, light and dark")
        func audit() async throws {
            guard let axe = try WebClient.WebClientAccessibilityTests.axe() else {
                Issue.record("axe-core is not here: bash Scripts/fetch-axe.sh fetches it (Scripts/test.sh does)")
                return
            }
            try await WebClientSession.run { browser, base in
                try await browser.open("\(base)/app/screens/albums/goldberg-1981")
                try await browser.waitForTitle("Goldberg Variations")
                try await browser.tap("Aria")
                try await Self.waitForAudio(browser, track: "goldberg-1981-0", playing: true)
                try await Self.control(browser, "queue")
                _ = try await browser.waitFor("#player-queue [aria-current='true']")
                var findings: [String] = []
                for dark in [false, true] {
                    try await browser.devTools("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]]])
                    let result = try await browser.execute(axe + """
                        ;
                        const result = await axe.run(document, { resultTypes: ['violations'] });
                        return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                          .map(v => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')}`);
                        """) as? [String] ?? ["the audit gave no result"]
                    findings += result.map { "\(dark ? "dark" : "light"): \($0)" }
                }
                #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.joined(separator: "\n"))")
            }
        }

        @Test("in Dutch: the mini player, the bar's button names and its queue in the client's Dutch words")
        func dutch() async throws {
            try await WebClientSession.run(languages: "nl-NL,nl") { browser, base in
                try await browser.open("\(base)/app/screens/albums/goldberg-1981")
                try await browser.waitForText("Er speelt niets")
                try await browser.tap("Variation 1")
                try await Self.waitForAudio(browser, track: "goldberg-1981-1", playing: true)
                try await Self.control(browser, "queue")
                try await browser.waitUntil("return document.querySelector('#player-queue h2')?.textContent === 'Wachtrij · 2 van 3'", "the Dutch queue heading")
                let names = try await browser.execute("""
                    return [...document.querySelectorAll('.mini-player-bar [data-player-control]')].map(b => b.getAttribute('aria-label'));
                    """) as? [String]
                #expect(names == ["Vorig nummer", "10 seconden terug", "Pauzeren", "10 seconden vooruit", "Volgend nummer", "Stoppen", "De wachtrij tonen"])
                #expect(try await browser.execute("return document.querySelector('.mini-player-bar').getAttribute('aria-label')") as? String == "Speler")
            }
        }

        /// The repository's content with a screen whose tracks point at answers that are no track list, and audio that is not there.
        static func content() throws -> URL {
            func row(_ id: String, _ title: String, list: String, audio: String? = nil) -> String {
                let audioField = audio.map { #", "audioURL": "\#($0)""# } ?? ""
                return #"""
                    {"type": "track", "id": "\#(id)", "title": "\#(title)", "duration": 120,
                     "action": {"type": "play", "tracksMetadataURL": "\#(list)", "startIndex": 0,
                                "startTrack": {"id": "\#(id)", "title": "\#(title)", "duration": 120\#(audioField)}}}
                    """#
            }
            let screen = """
                {"id": "player-problems", "title": "Player problems", "sections": [{"id": "tracks", "components": [
                  \(row("missing-list", "A list that is not there", list: "/v2/albums/no-such-album/tracks")),
                  \(row("screen-list", "A screen as the list", list: "/v2/screens/home")),
                  \(row("missing-audio", "Audio that is not there", list: "/v2/albums/brandenburg-1982/tracks", audio: "/v2/no-such-audio.wav")),
                  {"type": "miniPlayer", "id": "mini-player"}
                ]}]}
                """
            return try WebClientSession.content(adding: ["player-problems": Data(screen.utf8)], label: "web-player")
        }

        @Test("a track list that answers 404 or is no track list: the track plays alone and the message says why; audio that is not there stops playback with its reason; the screen stays")
        func unhappyPaths() async throws {
            let content = try Self.content()
            defer { try? FileManager.default.removeItem(at: content) }
            try await WebClientSession.run(content: content.path) { browser, base in
                try await browser.open("\(base)/app/screens/player-problems")
                try await browser.waitForTitle("Player problems")

                try await browser.tap("A list that is not there")
                try await Self.waitForAudio(browser, track: "missing-list", playing: true)
                try await browser.waitForText("Only this track is playing: the rest of the queue could not load (/v2/albums/no-such-album/tracks answered HTTP 404")
                try await Self.control(browser, "queue")
                try await browser.waitUntil("""
                    return document.querySelectorAll('#player-queue [data-track-id]').length === 1
                      && document.querySelector('#player-queue').innerText.includes('the rest of the queue could not load');
                    """, "the queue holding the one track, the rest said unavailable")

                try await browser.tap("A screen as the list")
                try await Self.waitForAudio(browser, track: "screen-list", playing: true)
                try await browser.waitForText("the rest of the queue could not load (the track list has no 'tracks' array)")

                // Said in the status line for a few seconds (the bar goes): waited for as said.
                try await browser.recordStatusMessages()
                try await browser.tap("Audio that is not there")
                try await browser.waitForSaid("Playback stopped: no audio for track missing-audio")
                try await browser.waitUntil("return document.querySelector('.mini-player-bar').hidden", "the bar gone after the failure")
                // The screen is still there and still works.
                #expect(try await browser.shownTitle() == "Player problems")
                try await browser.tap("A list that is not there")
                try await Self.waitForAudio(browser, track: "missing-list", playing: true)
                let problems = WebClientSession.problems(try await browser.consoleMessages())
                    .filter { !$0.contains("404") }  // the browser's own note of the 404 answers the test asks for
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
