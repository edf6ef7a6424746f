import JSON
import SDUI
import Testing

/// Components' visibility and disappear actions as a client decodes them
/// (contract §8.6): defaults, bounds, and a bad entry dropped at its path.
@Suite("Visibility actions: decoding")
struct VisibilityActionDecodingTests {
    static func screen(_ components: [JSONValue]) throws -> (Screen, [Diagnostic]) {
        let decoded = try ScreenFactory().makeScreen(from: ["id": "s", "sections": [["id": "main", "components": .array(components)]]])
        return (decoded.value, decoded.diagnostics)
    }

    static func text(_ id: String, _ members: JSONObject) -> JSONValue {
        var object: JSONObject = ["type": "text", "id": .string(id), "paragraphs": ["x"]]
        for (key, value) in members { object[key] = value }
        return .object(object)
    }

    @Test("an entry with only an id and actions takes 50 %, 800 ms and once per view")
    func defaults() throws {
        let (screen, diagnostics) = try Self.screen([Self.text("promo", ["visibilityActions": [["id": "seen", "actions": [["type": "back"]]]]])])
        #expect(diagnostics.isEmpty)
        #expect(screen.allComponents.first?.visibilityActions == [VisibilityAction(id: "seen", actions: [.back])])
    }

    @Test("a bad entry is dropped with a diagnostic at its path; its siblings and the component stay")
    func lossy() throws {
        let (screen, diagnostics) = try Self.screen([Self.text("promo", [
            "visibilityActions": [["actions": [["type": "back"]]], ["id": "ok", "actions": [["type": "back"]]], ["id": "no-actions"]],
            "disappearActions": [["id": "gone", "actions": "back"], ["id": "left", "actions": []]],
        ])])
        let promo = try #require(screen.allComponents.first)
        #expect(promo.visibilityActions.map(\.id) == ["ok"])
        #expect(promo.disappearActions.map(\.id) == ["left"])
        #expect(diagnostics.map(\.path) == ["sections[0].components[0].visibilityActions[0].id",
                                            "sections[0].components[0].visibilityActions[2].actions",
                                            "sections[0].components[0].disappearActions[0].actions"])
        #expect(diagnostics.allSatisfy { $0.kind == .invalidElement })
    }

    @Test("a share, a duration and a limit out of bounds are kept within them, each said at its path")
    func bounds() throws {
        let (screen, diagnostics) = try Self.screen([Self.text("promo", ["visibilityActions": [[
            "id": "seen", "visiblePercentage": 250, "duration": 3_600_000, "limit": -1, "actions": [["type": "back"]],
        ]]])])
        let action = try #require(screen.allComponents.first?.visibilityActions.first)
        #expect(action.visiblePercentage == 100 && action.duration == VisibilityAction.maximumDuration && action.limit == 1)
        #expect(diagnostics.map(\.path) == ["sections[0].components[0].visibilityActions[0].visiblePercentage",
                                            "sections[0].components[0].visibilityActions[0].duration",
                                            "sections[0].components[0].visibilityActions[0].limit"])
        #expect(diagnostics.allSatisfy { $0.kind == .defaultedValue })
    }

    @Test("past 1,000 tracked components the rest lose their impressions, with one diagnostic; all are shown")
    func tracked() throws {
        let count = ContractContext.maximumTrackedElements + 500
        let (screen, diagnostics) = try Self.screen((0..<count).map { index in
            Self.text("row-\(index)", ["visibilityActions": [["id": "seen", "actions": [["type": "back"]]]]])
        })
        #expect(screen.allComponents.count == count)
        #expect(screen.allComponents.filter(\.isTracked).count == ContractContext.maximumTrackedElements)
        #expect(ImpressionEngine(screen: screen).tracked.count == ContractContext.maximumTrackedElements)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.path == "sections[0].components[1000]")
    }

    @Test("past 16 entries on one component the rest are left out, with a diagnostic")
    func perComponent() throws {
        let entries: [JSONValue] = (0..<20).map { ["id": .string("v\($0)"), "actions": [["type": "back"]]] }
        let (screen, diagnostics) = try Self.screen([Self.text("promo", ["visibilityActions": .array(entries)])])
        #expect(screen.allComponents.first?.visibilityActions.count == VisibilityAction.maximumPerComponent)
        #expect(diagnostics.map(\.path) == ["sections[0].components[0]"])
    }

    @Test("encoding keeps them, so a server's decode and encode sends them on")
    func roundTrip() throws {
        let (screen, _) = try Self.screen([Self.text("promo", [
            "visibilityActions": [["id": "seen", "duration": 0, "limit": 0, "actions": [["type": "back"]]]],
            "disappearActions": [["id": "gone", "actions": [["type": "back"]]]],
        ])])
        let encoded = try JSONModelEncoder().encodeToValue(screen)
        let (again, _) = try Self.screen(encoded["sections"]?.arrayValue?.first?["components"]?.arrayValue ?? [])
        #expect(again.allComponents == screen.allComponents)
    }
}
