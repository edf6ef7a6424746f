import Foundation
import JSON
import PlayerContract
import Testing
@testable import SDUI

// Helpers shared by the SeedFixtureTests files: fixture loading, test-only
// feature types, and factories with and without those features.

// MARK: - Loading fixtures

enum SeedFixture {
    /// Every fixture these tests cover; a file in Fixtures/ that is not listed here fails `everyFixtureIsCovered`.
    static let all: Set<String> = [
        "postnl-widget-shipment", "postnl-widget-empty", "postnl-widget-error", "postnl-widget-unknown-type",
        "postnl-scan-and-go-screen", "postnl-scan-and-go-result-navigate",
        "tutorial-login-screen",
        "primephonic-detail-row-work", "primephonic-detail-row-with-addition", "primephonic-artwork-row",
        "primephonic-carousel-composers", "primephonic-carousel-item-navigate", "primephonic-composer-screen",
        "primephonic-track-play", "primephonic-command-add-favourite", "primephonic-navigation-bar-menu",
        "primephonic-navigation-bar-share", "primephonic-lossy-menu", "primephonic-command-result-done",
        "primephonic-command-result-request-text", "primephonic-command-result-request-choice",
        "primephonic-version-fallback-component", "primephonic-unsupported-version-screen",
        "primephonic-playlist-screen",
        "widgets-seed-home",
    ]

    static var directory: URL {
        get throws {
            try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil), "Fixtures folder is not in the test bundle")
        }
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try directory.appendingPathComponent("\(name).json")
        return Array(try Data(contentsOf: url))
    }

    static func value(_ name: String) throws -> JSONValue {
        try JSONParser().parse(bytes(name))
    }
}

/// A stand-in for the player feature's `play` action, registered only by tests.
struct TestPlayAction: ActionContent {
    static let typeName: TypeName = "play"

    struct StartTrack: Codable, Sendable, Equatable {
        var id: String
        var title: String?
        var duration: Double?
    }

    var tracksMetadataURL: String
    var startIndex: Int?
    var startTrack: StartTrack?
}

/// A stand-in for the scan feature's `scanBarcode` action, registered only by tests.
struct TestScanBarcodeAction: ActionContent {
    static let typeName: TypeName = "scanBarcode"
    var stateKey: String
    var symbologies: [String]?
}

struct TestMediaFeature: Feature {
    let name = "test-media"
    func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try registry.register(action: TestPlayAction.self, owner: name)
        try registry.register(action: TestScanBarcodeAction.self, owner: name)
    }
}

/// Pattern-matching helpers so assertions read as field checks.
extension Action {
    var navigateValue: NavigateAction? { if case .navigate(let value) = self { return value }; return nil }
    var commandValue: CommandAction? { if case .command(let value) = self { return value }; return nil }
    var sequenceValue: SequenceAction? { if case .sequence(let value) = self { return value }; return nil }
    var openURLValue: OpenURLAction? { if case .openURL(let value) = self { return value }; return nil }
    var customValue: CustomAction? { if case .custom(let value) = self { return value }; return nil }
    var unsupportedValue: UnsupportedAction? { if case .unsupported(let value) = self { return value }; return nil }
}

extension Component {
    func require<Content: ComponentContent>(_ type: Content.Type,
                                            sourceLocation: SourceLocation = #_sourceLocation) throws -> Content {
        try #require(content(as: type), "component '\(id)' is a '\(self.type)', not a '\(Content.typeName)'",
                     sourceLocation: sourceLocation)
    }
}

let coreFactory = ScreenFactory()

/// The core and the player's `track` (Primephonic's screens are full of
/// tracks), with the `play` action left unknown.
func trackFactory() throws -> ScreenFactory {
    var registry = FeatureRegistry()
    try registry.register(component: TrackComponent.self, owner: "Player")
    return ScreenFactory(delegate: registry)
}

func featureFactory() throws -> ScreenFactory {
    var registry = FeatureRegistry()
    try registry.register(component: TrackComponent.self, owner: "Player")
    try registry.install(TestMediaFeature())
    return ScreenFactory(delegate: registry)
}
