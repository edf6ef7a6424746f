import Foundation
import SDUITesting
import Testing

/// The inspector shows what a screen does by itself (contract §8.4–8.6):
/// `sdui render --inspect` lists a screen's triggers and timers as elements
/// of their own and a component's impressions after its origin; the
/// inspect key shows the focused element's and names the screen's
/// triggers and timers under it.
@Suite("sdui binary: the inspector shows triggers, timers and impressions")
struct InspectReactionsTests {
    static let screens = URL(fileURLWithPath: Repository.contentDirectory).appendingPathComponent("screens/scan-and-go")

    @Test("render --inspect on files: each trigger's condition and actions, the timer's count and end, as written")
    func files() async throws {
        let sdui = try BuiltProgram("sdui")
        let ready = try await sdui.run(["render", Self.screens.appendingPathComponent("ready.json").path, "--inspect"])
        #expect(ready.status == 0, "\(ready.errors)")
        let lines = ready.output.split(separator: "\n").map(String.init)
        let selectAll = try #require(lines.first { $0.hasPrefix("$.triggers[0]  (trigger)  id=select-all  f:triggers@1") }, "\(ready.output)")
        #expect(selectAll.contains("  · When: @{all} becomes true  · Runs: updateState taped, updateState oldLabels, updateState labelOnTop"),
                "\(selectAll)")
        let count = try #require(lines.first { $0.hasPrefix("$.triggers[1]  (trigger)  id=count-done") }, "\(ready.output)")
        #expect(count.contains("  · When: taped, oldLabels, labelOnTop change  · Runs: updateState done"), "\(count)")
        // The triggers' actions are still listed as the actions they are.
        #expect(lines.contains { $0.hasPrefix("$.triggers[0].actions[0]  updateState  a:updateState@1") })

        let locker = try await sdui.run(["render", Self.screens.appendingPathComponent("locker.json").path, "--inspect"])
        let hold = try #require(locker.output.split(separator: "\n").first { $0.hasPrefix("$.timers[0]  (timer)  id=hold  f:timers@1") },
                                "\(locker.output)")
        #expect(hold.contains("  · Counts: down 120000 ms, a tick every 1000 ms into left, starts with the screen  · At its end: updateState phase, refresh"),
                "\(hold)")
    }

    @Test("the music banner's impression, from the server, in render --inspect and behind the inspect key; a screen's triggers under any element")
    func fromTheServer() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        try await LiveServer.run(debugOrigins: true) { base in
            let music = try await sdui.run(["render", "\(base)/v2/screens/music", "--inspect"])
            let banner = try #require(music.output.split(separator: "\n").first { $0.contains("id=promoted-banner") }, "\(music.output)")
            #expect(banner.contains("  · Seen (promoted-seen): 50 % for 800 ms, at most 1 a view: nothing"), "\(banner)")

            let terminal = try PseudoTerminal(rows: 40, columns: 100)
            let process = try sdui.launch(["open", base, "--path", "music", "--images", "never", "--no-analytics"],
                                          on: terminal, environment: ClientEnvironment.make(data, [:]))
            defer { if process.isRunning { process.terminate() } }
            #expect(await terminal.waitFor("Top composers"), "\(terminal.text.suffix(800))")
            terminal.type("i")   // the banner has the focus when the screen opens
            #expect(await terminal.waitFor("Inspect promoted-banner"), "\(terminal.text.suffix(1500))")
            #expect(await terminal.waitFor("Seen (promoted-seen): 50 % for 800 ms"), "\(terminal.text.suffix(1500))")
            terminal.type("\r")
            let mark = terminal.received.count
            terminal.type("q")
            #expect(await terminal.waitForExit(of: process, seconds: 60), "\(terminal.text(after: mark))")

            // The checklist's first toggle: the screen's triggers are named under it.
            let second = try PseudoTerminal(rows: 40, columns: 100)
            let checklist = try sdui.launch(["open", base, "--path", "scan-and-go/ready", "--no-analytics"],
                                            on: second, environment: ClientEnvironment.make(data, [:]))
            defer { if checklist.isRunning { checklist.terminate() } }
            #expect(await second.waitFor("0 of 3 done"), "\(second.text.suffix(800))")
            second.type("i")
            #expect(await second.waitFor("Inspect all"), "\(second.text.suffix(1500))")
            #expect(await second.waitFor("Screen trigger select-all: When: @{all} becomes true"), "\(second.text.suffix(1500))")
            // A long fact wraps in the panel: its start is enough.
            #expect(await second.waitFor("Screen trigger count-done: When: taped,"), "\(second.text.suffix(1500))")
            second.type("\r")
            second.type("q")
            #expect(await second.waitForExit(of: checklist, seconds: 60))
        }
    }
}
