import Analytics
import JSON
import SDUI
import Testing

@Suite("Session events become analytics events")
struct AnalyticsEventMapperTests {
    let mapper = AnalyticsEventMapper(maximumDiagnostics: 2)

    func map(_ event: SessionEvent) -> AnalyticsEvent {
        mapper.event(for: event, id: "id-1", timestamp: 1_795_000_000_123, sessionID: "s-1")
    }

    @Test func sessionStartAndEnd() {
        #expect(map(.sessionStarted) == AnalyticsEvent(id: "id-1", name: "sessionStart", timestamp: 1_795_000_000_123,
                                                       properties: ["session": "s-1"]))
        #expect(map(.sessionEnded).name == "sessionEnd")
    }

    @Test func screenViewCarriesTheServersAnalyticsNameAndProperties() {
        let event = map(.screenViewed(path: "music/composers/bach", screenID: "composer",
                                      analytics: AnalyticsMetadata(screenName: "composer", properties: ["composer": "bach", "era": "baroque"])))
        #expect(event.name == "screenView")
        #expect(event.properties == [
            "session": "s-1", "path": "music/composers/bach", "screenID": "composer", "screen": "composer",
            "screenProperties": ["composer": "bach", "era": "baroque"],
        ])
    }

    @Test func screenViewWithoutMetadataUsesTheScreenID() {
        let event = map(.screenViewed(path: "home", screenID: "home-v2", analytics: nil))
        #expect(event.properties["screen"] == "home-v2")
        #expect(event.properties["screenProperties"] == nil)
    }

    @Test func actionRunCarriesTypeComponentAndOutcome() {
        #expect(map(.actionRan(type: "play", componentID: "track-3", outcome: .completed)).properties
            == ["session": "s-1", "action": "play", "componentID": "track-3", "outcome": "completed"])
        #expect(map(.actionRan(type: "navigate", componentID: nil, outcome: .cancelled)).properties
            == ["session": "s-1", "action": "navigate", "outcome": "cancelled"])
        let failed = map(.actionRan(type: "command", componentID: "pay", outcome: .failed(String(repeating: "x", count: 500))))
        #expect(failed.properties["outcome"] == "failed")
        #expect(failed.properties["message"]?.stringValue?.count == 200)
    }

    @Test func actionRunCarriesItsScreensMetadataAndSoAnExperimentsVariant() {
        let analytics = AnalyticsMetadata(screenName: "scan-and-go", properties: ["variant": "short-intro", "experiment": "entrance"])
        #expect(map(.actionRan(type: "navigate", componentID: "start", outcome: .completed, analytics: analytics)).properties == [
            "session": "s-1", "action": "navigate", "componentID": "start", "outcome": "completed", "screen": "scan-and-go",
            "screenProperties": ["experiment": "entrance", "variant": "short-intro"],
        ])
    }

    @Test func impressionCarriesTheElementTheScreenViewAndAnExperimentsVariant() {
        let analytics = AnalyticsMetadata(screenName: "parcels-home", properties: ["variant": "night", "experiment": "locker-promo"])
        #expect(map(.impressionSeen(path: "parcels", screenID: "parcels-home", screenView: 3, elementID: "promo", analytics: analytics)).properties == [
            "session": "s-1", "path": "parcels", "screenID": "parcels-home", "screen": "parcels-home", "screenView": 3,
            "elementID": "promo", "screenProperties": ["experiment": "locker-promo", "variant": "night"],
        ])
        #expect(map(.impressionSeen(path: "home", screenID: "home", screenView: 1, elementID: "x", analytics: nil)).name == "impression")
    }

    @Test func diagnosticsListPathsAndKindsUpToALimit() {
        let diagnostics = [
            Diagnostic(kind: .unknownType("hologram"), path: "sections[0].components[2]", reason: "unknown"),
            Diagnostic(kind: .replacedByFallback("carousel"), path: "sections[1].components[0]", reason: "fallback"),
            Diagnostic(kind: .invalidElement, path: "sections[2]", reason: "bad"),
        ]
        let event = map(.diagnosticsSeen(path: "home", diagnostics: diagnostics))
        #expect(event.name == "diagnostics")
        #expect(event.properties == [
            "session": "s-1", "path": "home", "count": 3, "dropped": 2, "truncated": true,
            "items": [
                ["path": "sections[0].components[2]", "kind": "unknownType", "type": "hologram"],
                ["path": "sections[1].components[0]", "kind": "replacedByFallback", "type": "carousel"],
            ],
        ])
    }

    @Test func idsAre128RandomBitsInHex() {
        let ids = (0..<1000).map { _ in AnalyticsEventID.random() }
        #expect(Set(ids).count == 1000)
        #expect(ids.allSatisfy { $0.count == 32 && $0.allSatisfy { "0123456789abcdef".contains($0) } })
    }
}
