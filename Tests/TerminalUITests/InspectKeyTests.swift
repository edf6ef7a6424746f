import InteractiveTerminal
import SDUI
import Synchronization
import Testing

/// The inspect key (`i`): the focused element's id and the screen's path go
/// to the program's inspector, and what it says is shown in a panel; without
/// a focused element the app says how to get one; a program without an
/// inspector (the clip) leaves the key alone.
@Suite("Inspect key")
struct InspectKeyTests {
    static let screen = Fixtures.screen(title: "Buttons", #"""
        {"type": "button", "id": "first", "label": "First", "action": {"type": "refresh"}},
        {"type": "button", "id": "second", "label": "Second", "action": {"type": "refresh"}}
        """#)

    @Test("i on the focused element asks the inspector about it on this screen, and shows its answer")
    func inspectsTheFocusedElement() async throws {
        let harness = try AppHarness()
        harness.serve("home", Self.screen)
        let asked = Mutex<[String]>([])
        let outcome = await harness.run(keys: [.down, .down, .character("i")], inspect: { path, componentID in
            asked.withLock { $0.append("\(path) \(componentID)") }
            return ElementInspection(title: "Inspect \(componentID)", lines: ["Type: button", "Origin: screens/home.json:3:9"])
        })
        #expect(asked.withLock { $0 } == ["home second"])
        #expect(outcome.lastFrame.contains { $0.contains("Inspect second") }, "\(outcome.lastFrame)")
        #expect(outcome.lastFrame.contains { $0.contains("Origin: screens/home.json:3:9") }, "\(outcome.lastFrame)")
    }

    @Test("i with nothing focused says how to focus something, and asks nothing")
    func nothingFocused() async throws {
        let harness = try AppHarness()
        harness.serve("home", Fixtures.screen(title: "Plain", #"{"type": "text", "id": "words", "paragraphs": ["Only words here."]}"#))
        let asked = Mutex(0)
        let outcome = await harness.run(keys: [.character("i")], inspect: { _, componentID in
            asked.withLock { $0 += 1 }
            return ElementInspection(title: componentID, lines: [])
        })
        #expect(asked.withLock { $0 } == 0)
        #expect(outcome.lastFrame.contains { $0.contains("then press i to inspect") }, "\(outcome.lastFrame)")
    }

    @Test("without an inspector (the clip) i does nothing")
    func noInspector() async throws {
        let harness = try AppHarness()
        harness.serve("home", Self.screen)
        let outcome = await harness.run(keys: [.down, .character("i")])
        #expect(outcome.lastFrame.contains { $0.contains("Second") }, "\(outcome.lastFrame)")
        #expect(!outcome.lastFrame.contains { $0.contains("Inspect") || $0.contains("inspect it") }, "\(outcome.lastFrame)")
    }
}
