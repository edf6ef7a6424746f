import Foundation
import JSON
import Testing
@testable import SDUI

// Each fixture in Fixtures/ is a seed example translated into our contract.
// These tests decode them with `ScreenFactory` and check the domain objects
// field by field, including which diagnostics a core-only client reports and
// what changes when a test feature registers the non-core types.

// MARK: - Loading fixtures

private enum SeedFixture {
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
private struct TestPlayAction: ActionContent {
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
private struct TestScanBarcodeAction: ActionContent {
    static let typeName: TypeName = "scanBarcode"
    var stateKey: String
    var formats: [String]?
}

private struct TestMediaFeature: Feature {
    let name = "test-media"
    func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try registry.register(action: TestPlayAction.self, owner: name)
        try registry.register(action: TestScanBarcodeAction.self, owner: name)
    }
}

/// Pattern-matching helpers so assertions read as field checks.
fileprivate extension Action {
    var navigateValue: NavigateAction? { if case .navigate(let value) = self { return value }; return nil }
    var commandValue: CommandAction? { if case .command(let value) = self { return value }; return nil }
    var sequenceValue: SequenceAction? { if case .sequence(let value) = self { return value }; return nil }
    var openURLValue: OpenURLAction? { if case .openURL(let value) = self { return value }; return nil }
    var customValue: CustomAction? { if case .custom(let value) = self { return value }; return nil }
    var unsupportedValue: UnsupportedAction? { if case .unsupported(let value) = self { return value }; return nil }
}

fileprivate extension Component {
    func require<Content: ComponentContent>(_ type: Content.Type,
                                            sourceLocation: SourceLocation = #_sourceLocation) throws -> Content {
        try #require(content(as: type), "component '\(id)' is a '\(self.type)', not a '\(Content.typeName)'",
                     sourceLocation: sourceLocation)
    }
}

private let coreFactory = ScreenFactory()

private func featureFactory() throws -> ScreenFactory {
    var registry = FeatureRegistry()
    try registry.install(TestMediaFeature())
    return ScreenFactory(delegate: registry)
}

// MARK: - Tests

@Suite("Seed fixtures")
struct SeedFixtureTests {
    @Test func everyFixtureIsCoveredAndListedInTheReadme() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SeedFixture.directory.path)
        let jsonNames = Set(files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) })
        #expect(jsonNames == SeedFixture.all)

        let readme = try String(contentsOf: SeedFixture.directory.appendingPathComponent("README.md"), encoding: .utf8)
        for name in SeedFixture.all.sorted() {
            #expect(readme.contains("`\(name).json`"), "README.md does not list \(name).json")
        }
    }

    // MARK: PostNL widgets (seeds 000/001)

    @Test func postnlShipmentWidget() throws {
        let decoded = try coreFactory.makeWidget(from: SeedFixture.bytes("postnl-widget-shipment"))
        #expect(decoded.diagnostics.isEmpty)
        guard case .shipment(let shipment) = decoded.value else {
            Issue.record("expected a shipment widget, got \(decoded.value)")
            return
        }
        #expect(shipment.icon == WidgetIcon(asset: "van"))
        #expect(shipment.title == "Harbour Bike Supplies")
        #expect(shipment.description == "Today\n17:30 – 19:30")
        #expect(shipment.footer == WidgetFooter(title: "+2 more parcels on their way", url: "sdui://parcels?source=widget"))
        #expect(shipment.url == "https://parcels.example/track/3SXYZ9876543-NL-2500AB")
    }

    @Test func postnlCapitalisedWidgetTypesAreAccepted() throws {
        // PostNL's server spells the types "Shipment", "Empty", "Error"; the contract compares them case-insensitively.
        guard case .object(var object) = try SeedFixture.value("postnl-widget-shipment") else {
            Issue.record("fixture is not an object")
            return
        }
        let lowercase = try coreFactory.makeWidget(from: SeedFixture.bytes("postnl-widget-shipment")).value
        object["type"] = "Shipment"
        let capitalised = try coreFactory.decode(Widget.self, from: .object(object))
        #expect(capitalised.value == lowercase)
        #expect(try coreFactory.decode(Widget.self, from: ["type": "Empty", "message": "x"]).value == .empty(message: "x"))
        #expect(try coreFactory.decode(Widget.self, from: ["type": "ERROR", "message": "y"]).value == .error(message: "y"))
    }

    @Test func postnlEmptyWidget() throws {
        let decoded = try coreFactory.makeWidget(from: SeedFixture.bytes("postnl-widget-empty"))
        #expect(decoded.value == .empty(message: "Nothing is on its way to you"))
        #expect(decoded.diagnostics.isEmpty)
    }

    @Test func postnlErrorWidget() throws {
        let decoded = try coreFactory.makeWidget(from: SeedFixture.bytes("postnl-widget-error"))
        #expect(decoded.value == .error(message: "Your parcels could not be loaded right now"))
        #expect(decoded.diagnostics.isEmpty)
    }

    @Test func postnlUnknownWidgetTypeIsKeptAsUnknown() throws {
        let decoded = try coreFactory.makeWidget(from: SeedFixture.bytes("postnl-widget-unknown-type"))
        #expect(decoded.value == .unknown(type: "pickupPoint"))
        // Reported, so observers learn which widget types this client drops.
        #expect(decoded.diagnostics.map(\.kind) == [.unknownType("pickupPoint")])
        #expect(decoded.diagnostics.map(\.path) == ["$"])
    }

    // MARK: PostNL Scan & Go (seed 001, described in prose)

    @Test func postnlScanAndGoScreenOnACoreOnlyClient() throws {
        let decoded = try coreFactory.makeScreen(from: SeedFixture.bytes("postnl-scan-and-go-screen"))
        let screen = decoded.value
        #expect(screen.id == "scan-and-go/start")
        #expect(screen.title == "Scan & Go")
        #expect(screen.initialState == ["parcelCode": ""])
        #expect(screen.sections.map(\.id) == ["intro", "register"])
        #expect(screen.allComponents.map(\.id) == ["how-it-works", "scan-label", "manual-code", "use-code"])

        let intro = try screen.sections[0].components[0].require(TextComponent.self)
        #expect(intro.style == .body)
        #expect(intro.paragraphs.count == 2)

        let scanButton = try screen.sections[1].components[0].require(ButtonComponent.self)
        #expect(scanButton.label == "Scan the label")
        #expect(scanButton.style == .primary)
        let steps = try #require(scanButton.action.sequenceValue).actions
        #expect(steps.map(\.type) == ["scanBarcode", "command"])
        // scanBarcode belongs to a feature: without it the step is kept as unsupported, with its raw JSON.
        let scan = try #require(steps[0].unsupportedValue)
        #expect(scan.raw["stateKey"] == "parcelCode")
        #expect(scan.reason == "this client cannot run 'scanBarcode' actions")
        let register = try #require(steps[1].commandValue)
        #expect(register.url == "/v1/commands/scan-and-go/register")
        #expect(register.stateKeys == ["parcelCode"])

        let field = try screen.sections[1].components[1].require(TextFieldComponent.self)
        #expect(field.stateKey == "parcelCode")
        #expect(field.keyboard == nil)
        #expect(!field.isSecure)

        let useCode = try screen.sections[1].components[2].require(ButtonComponent.self)
        #expect(useCode.style == .secondary)
        #expect(useCode.action.commandValue == register)

        // The command sends what the user typed or scanned, under `state`.
        var state = ScreenState(screen.initialState)
        state["parcelCode"] = "3SXYZ9876543"
        #expect(register.body(with: state) == ["state": ["parcelCode": "3SXYZ9876543"]])

        #expect(decoded.diagnostics == [
            Diagnostic(kind: .unsupportedAction("scanBarcode"), path: "sections[1].components[0].action.actions[0]",
                       reason: "action type 'scanBarcode' is not supported by this client"),
        ])
        #expect(decoded.droppedCount == 0, "an unsupported action does not hide the button holding it")
    }

    @Test func postnlScanAndGoScreenWithTheScanFeature() throws {
        let factory = try featureFactory()
        let decoded = try factory.makeScreen(from: SeedFixture.bytes("postnl-scan-and-go-screen"))
        #expect(decoded.diagnostics.isEmpty)
        let button = try decoded.value.sections[1].components[0].require(ButtonComponent.self)
        let scan = try #require(button.action.sequenceValue?.actions.first?.customValue)
        #expect(scan.type == "scanBarcode")
        #expect(scan.content(as: TestScanBarcodeAction.self) == TestScanBarcodeAction(stateKey: "parcelCode", formats: ["code128", "qr"]))
        #expect(factory.capabilities.supports(.action, "scanBarcode"))
        #expect(!coreFactory.capabilities.supports(.action, "scanBarcode"))
    }

    @Test func postnlScanAndGoCommandResultNavigates() throws {
        let decoded = try coreFactory.makeCommandResult(from: SeedFixture.bytes("postnl-scan-and-go-result-navigate"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value == .navigate(NavigateAction(destination: "scan-and-go/done", presentation: .push,
                                                          prefetched: PrefetchedScreen(title: "Parcel registered"))))
    }

    // MARK: Tutorial (seed 002)

    @Test func tutorialLoginScreen() throws {
        let decoded = try coreFactory.makeScreen(from: SeedFixture.bytes("tutorial-login-screen"))
        #expect(decoded.diagnostics.isEmpty)
        let screen = decoded.value
        #expect(screen.id == "login")
        #expect(screen.title == "Log in")
        #expect(screen.initialState == ["email": "", "password": ""])
        // The tutorial's single `root` tree is one section holding that tree.
        #expect(screen.sections.count == 1)
        #expect(screen.sections[0].components.count == 1)
        #expect(screen.allComponents.map(\.type) == [
            "scroll", "column", "spacer", "image", "text", "text", "textField", "textField", "button", "button",
        ])

        let scroll = try screen.sections[0].components[0].require(ScrollComponent.self)
        #expect(scroll.axis == .vertical)
        let column = try #require(scroll.children.first).require(ColumnComponent.self)
        #expect(column.spacing == 24)
        #expect(column.alignment == .center)
        let children = column.children
        #expect(children.map(\.id) == [
            "top-space", "brand-logo", "greeting", "hint", "email-field", "password-field", "submit", "reset-password",
        ])

        #expect(try children[0].require(SpacerComponent.self).size == 60)
        let logo = try children[1].require(ImageComponent.self)
        #expect(logo.url == "https://img.example/brand/logo.png")
        #expect(logo.width == 80)
        #expect(logo.height == 80)
        #expect(logo.contentMode == nil)
        #expect(logo.accessibilityLabel == "Brand logo")

        let greeting = try children[2].require(TextComponent.self)
        #expect(greeting.style == .largeTitle)
        #expect(greeting.paragraphs == ["Good to see you again"])
        let hint = try children[3].require(TextComponent.self)
        #expect(hint.style == .subheadline)
        #expect(hint.color == "#8E8E93")

        let email = try children[4].require(TextFieldComponent.self)
        #expect(email.stateKey == "email")
        #expect(email.keyboard == .email)
        #expect(!email.isSecure)
        let password = try children[5].require(TextFieldComponent.self)
        #expect(password.stateKey == "password")
        #expect(password.isSecure)

        let submit = try children[6].require(ButtonComponent.self)
        #expect(submit.label == "Log in")
        #expect(submit.style == .primary)
        #expect(submit.isEnabled)
        let steps = try #require(submit.action.sequenceValue).actions
        #expect(steps.count == 2)
        let login = try #require(steps[0].commandValue)
        #expect(login == CommandAction(url: "/v1/commands/auth/login", method: "POST", stateKeys: ["email", "password"]))
        #expect(steps[1].navigateValue == NavigateAction(destination: "home", presentation: .push))

        // The tutorial's `bodyFromState` becomes the command body's `state` object.
        var state = ScreenState(screen.initialState)
        state["email"] = "ada@example.com"
        state["password"] = "correct horse"
        #expect(login.body(with: state) == ["state": ["email": "ada@example.com", "password": "correct horse"]])

        let reset = try children[7].require(ButtonComponent.self)
        #expect(reset.style == .plain)
        #expect(reset.action.navigateValue == NavigateAction(destination: "password-reset", presentation: .sheet))
    }

    // MARK: Primephonic components (seed 003)

    @Test func primephonicDetailRowWithTitleAndSubtitleOnly() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-detail-row-work"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.id == "$", "a top-level component without id gets the root path as id")
        #expect(decoded.value.type == "detailRow")
        let row = try decoded.value.require(DetailRowComponent.self)
        #expect(row == DetailRowComponent(title: "Piano Sonata No. 14 in C-sharp minor", subtitle: "Op. 27 No. 2 • “Moonlight”"))
        #expect(row.actions.isEmpty)
    }

    @Test func primephonicDetailRowWithEveryField() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-detail-row-with-addition"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.id == "work-moonlight")
        let row = try decoded.value.require(DetailRowComponent.self)
        #expect(row.addition == "Ludwig van Beethoven")
        #expect(row.title == "Piano Sonata No. 14 in C-sharp minor")
        #expect(row.subtitle == "Op. 27 No. 2 • “Moonlight”")
        #expect(row.disclosureText == "612")
        #expect(row.primaryAction?.navigateValue == NavigateAction(destination: "works/beethoven-piano-sonata-14"))
        #expect(row.deleteAction == nil)
        #expect(row.actions.count == 1)
    }

    @Test func primephonicArtworkRowWithNullFields() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-artwork-row"))
        #expect(decoded.diagnostics.isEmpty)
        let row = try decoded.value.require(ArtworkRowComponent.self)
        #expect(row.image == ImageReference(url: "https://img.example/albums/karajan-1977.jpg"))
        #expect(row.addition == nil)
        #expect(row.subtitle == nil)
        #expect(row.title == "Berliner Philharmoniker, Herbert von Karajan")
        #expect(row.description == "1977 • 24 tracks • 1h 52m")
        #expect(row.action?.navigateValue?.destination == "albums/karajan-1977")
    }

    @Test func primephonicCarouselOfComposers() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-carousel-composers"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.id == "top-composers")
        let carousel = try decoded.value.require(CarouselComponent.self)
        #expect(carousel.itemType == "artist")
        #expect(carousel.title == "Top composers")
        #expect(carousel.items.map(\.title) == ["Bach", "Beethoven", "Mozart"])
        #expect(carousel.items.map(\.image?.url) == [
            "https://img.example/composers/bach-small.jpg",
            "https://img.example/composers/beethoven-small.jpg",
            "https://img.example/composers/mozart-small.jpg",
        ])
        #expect(carousel.actions.compactMap(\.navigateValue?.destination) == [
            "composers/johann-sebastian-bach", "composers/ludwig-van-beethoven", "composers/wolfgang-amadeus-mozart",
        ])
    }

    @Test func primephonicCarouselItemNavigatesWithAPrefetchedHeader() throws {
        let decoded = try coreFactory.decode(CarouselItem.self, from: SeedFixture.value("primephonic-carousel-item-navigate"))
        #expect(decoded.diagnostics.isEmpty)
        let item = decoded.value
        #expect(item.title == "Mozart")
        #expect(item.subtitle == nil)
        #expect(item.image?.url == "https://img.example/composers/mozart-small.jpg")
        let navigate = try #require(item.action?.navigateValue)
        #expect(navigate.destination == "composers/wolfgang-amadeus-mozart")
        #expect(navigate.presentation == .push)
        let prefetched = try #require(navigate.prefetched)
        #expect(prefetched.title == "Wolfgang Amadeus Mozart")
        let header = try #require(prefetched.header)
        #expect(header.title == "Wolfgang Amadeus Mozart")
        #expect(header.subtitle == "Composer 1756 – 1791")
        #expect(header.image?.url == "https://img.example/composers/mozart-large.jpg")
        // The low-resolution image is the carousel's own image, likely cached already.
        #expect(header.image?.lowResolutionURL == item.image?.url)
    }

    @Test func primephonicTrackWithPlayOnACoreOnlyClient() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-track-play"))
        let track = try decoded.value.require(TrackComponent.self)
        #expect(decoded.value.id == "track-richter-1")
        #expect(track.title == "On the Nature of Daylight")
        #expect(track.subtitle == "Max Richter")
        #expect(track.duration == 382)
        // The track is still shown; only its action is unsupported, and says why.
        let play = try #require(track.action?.unsupportedValue)
        #expect(play.type == "play")
        #expect(play.raw["startIndex"] == 0)
        #expect(play.raw["startTrack"]?["id"] == "richter-blue-notebooks-0")
        #expect(decoded.diagnostics.map(\.kind) == [.unsupportedAction("play")])
        #expect(decoded.droppedCount == 0)
        #expect(decoded.diagnostics.map(\.path) == ["action"])
    }

    @Test func primephonicTrackWithThePlayerFeature() throws {
        let decoded = try featureFactory().decode(Component.self, from: SeedFixture.value("primephonic-track-play"))
        #expect(decoded.diagnostics.isEmpty)
        let track = try decoded.value.require(TrackComponent.self)
        let play = try #require(track.action?.customValue?.content(as: TestPlayAction.self))
        #expect(play == TestPlayAction(
            tracksMetadataURL: "/v1/albums/richter-blue-notebooks/tracks", startIndex: 0,
            startTrack: .init(id: "richter-blue-notebooks-0", title: "On the Nature of Daylight", duration: 382)))
    }

    @Test func primephonicFavouriteCommand() throws {
        let decoded = try coreFactory.decode(Action.self, from: SeedFixture.value("primephonic-command-add-favourite"))
        #expect(decoded.diagnostics.isEmpty)
        let command = try #require(decoded.value.commandValue)
        #expect(command.url == "/v1/commands/favourites/add")
        #expect(command.method == nil)
        #expect(command.stateKeys == nil)
        // Without state keys the body is exactly the payload.
        #expect(command.body(with: ScreenState(["note": "ignored"])) == ["kind": "playlist", "id": "baroque-era-1"])
    }

    @Test func primephonicNavigationBarMenu() throws {
        let decoded = try coreFactory.decode(NavigationBar.self, from: SeedFixture.value("primephonic-navigation-bar-menu"))
        #expect(decoded.diagnostics.isEmpty)
        let bar = decoded.value
        #expect(bar.share == nil)
        #expect(bar.secondaryButtons.map(\.title) == ["Add playlist to favourites", "Copy to a new playlist", "Go to curator"])
        #expect(bar.secondaryButtons.map(\.action.type) == ["command", "command", "navigate"])
        let favourite = try #require(bar.secondaryButtons[0].action.commandValue)
        #expect(favourite.payload == ["kind": "playlist", "id": "baroque-era-1"])
        #expect(bar.secondaryButtons[2].action.navigateValue?.destination == "curators/early-music-desk")
    }

    @Test func primephonicNavigationBarShare() throws {
        let decoded = try coreFactory.decode(NavigationBar.self, from: SeedFixture.value("primephonic-navigation-bar-share"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.secondaryButtons.count == 1)
        #expect(decoded.value.share == ShareAction(title: "Listen to “Baroque Era, part 1” with me",
                                                   url: "https://music.example/p/baroque-era-1"))
    }

    @Test func primephonicLossyMenuKeepsTheGoodButtons() throws {
        let decoded = try coreFactory.decode(NavigationBar.self, from: SeedFixture.value("primephonic-lossy-menu"))
        #expect(decoded.value.secondaryButtons.map(\.title) == ["Add playlist to favourites", "Copy to a new playlist", "Go to curator"])
        #expect(decoded.diagnostics == [
            Diagnostic(kind: .invalidElement, path: "secondaryButtons[2].action", reason: "missing required field 'action'"),
        ])
        #expect(decoded.droppedCount == 1)
    }

    @Test func primephonicCommandResultDone() throws {
        let decoded = try coreFactory.makeCommandResult(from: SeedFixture.bytes("primephonic-command-result-done"))
        #expect(decoded.diagnostics.isEmpty)
        guard case .done(let done) = decoded.value else {
            Issue.record("expected done, got \(decoded.value)")
            return
        }
        #expect(done.message == "Added to your favourites")
        #expect(done.shouldRefresh)
    }

    @Test func primephonicCommandResultRequestsText() throws {
        let decoded = try coreFactory.makeCommandResult(from: SeedFixture.bytes("primephonic-command-result-request-text"))
        #expect(decoded.diagnostics.isEmpty)
        guard case .requestInput(let request) = decoded.value else {
            Issue.record("expected requestInput, got \(decoded.value)")
            return
        }
        #expect(request.prompt == "What should the new playlist be called?")
        #expect(request.input == .text(placeholder: "New playlist"))
        #expect(request.submit.url == "/v1/commands/playlists/create")
        #expect(request.submit.method == nil)
        #expect(request.submit.answerKey == "name")
        #expect(request.submit.body(answer: "Harpsichord favourites") == ["from": "baroque-era-1", "name": "Harpsichord favourites"])
    }

    @Test func primephonicCommandResultRequestsAChoice() throws {
        let decoded = try coreFactory.makeCommandResult(from: SeedFixture.bytes("primephonic-command-result-request-choice"))
        #expect(decoded.diagnostics.isEmpty)
        guard case .requestInput(let request) = decoded.value else {
            Issue.record("expected requestInput, got \(decoded.value)")
            return
        }
        #expect(request.input == .choice(options: [
            InputOption(title: "Sunday morning", value: "pl-sunday"),
            InputOption(title: "Deep focus", value: "pl-focus"),
        ]))
        #expect(request.submit.method == "PUT")
        #expect(request.submit.body(answer: "pl-focus") == ["track": "richter-blue-notebooks-0", "playlist": "pl-focus"])
    }

    @Test func primephonicNewComponentFallsBackForOlderClients() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-version-fallback-component"))
        let component = decoded.value
        // The fallback's content is shown under the original element's id.
        #expect(component.id == "eras")
        #expect(component.type == "list")
        #expect(!component.isPlaceholder)
        let list = try component.require(ListComponent.self)
        #expect(list.header == "Eras of classical music")
        #expect(list.components.map(\.id) == ["fallback.components[0]", "fallback.components[1]"])
        #expect(list.components.map { $0.content(as: DetailRowComponent.self)?.subtitle } == ["1600 – 1750", "1750 – 1820"])
        #expect(decoded.diagnostics.map(\.kind) == [.replacedByFallback("timeline")])
        #expect(decoded.diagnostics.first?.path == "$")
        #expect(decoded.droppedCount == 0)
    }

    @Test func primephonicUnknownComponentWithoutFallbackIsDroppedFromItsSection() throws {
        // The same new type without a fallback, inside a screen: dropped, with a diagnostic, siblings kept.
        guard case .object(var timeline) = try SeedFixture.value("primephonic-version-fallback-component") else {
            Issue.record("fixture is not an object")
            return
        }
        timeline["fallback"] = nil
        let text: JSONValue = ["type": "text", "paragraphs": "Eras"]
        let screen: JSONValue = ["id": "eras", "sections": [["components": [.object(timeline), text]]]]
        let decoded = try coreFactory.makeScreen(from: screen)
        #expect(decoded.value.sections[0].components.map(\.type) == ["text"])
        #expect(decoded.value.sections[0].components[0].id == "sections[0].components[1]")
        #expect(decoded.diagnostics.map(\.kind) == [.unknownType("timeline")])
        #expect(decoded.diagnostics.map(\.path) == ["sections[0].components[0]"])
    }

    // MARK: Primephonic screens (seed 003)

    @Test func primephonicComposerScreen() throws {
        let decoded = try coreFactory.makeScreen(from: SeedFixture.bytes("primephonic-composer-screen"))
        #expect(decoded.diagnostics.isEmpty)
        let screen = decoded.value
        #expect(screen.id == "composers/leonard-bernstein")
        #expect(screen.title == "Leonard Bernstein")
        #expect(screen.header?.title == "Leonard Bernstein")
        #expect(screen.header?.subtitle == "Composer 1918 – 1990")
        #expect(screen.header?.image == ImageReference(url: "https://img.example/composers/bernstein-large.jpg",
                                                       lowResolutionURL: "https://img.example/composers/bernstein-small.jpg"))
        #expect(screen.analytics == AnalyticsMetadata(screenName: "composer", properties: ["composer": "leonard-bernstein"]))
        #expect(screen.navigationBar == nil)
        #expect(screen.initialState == nil)

        #expect(screen.sections.count == 2)
        let works = screen.sections[0]
        #expect(works.id == "popular-works")
        #expect(works.heading?.title == "Popular works")
        #expect(works.heading?.button?.title == "Show all")
        let showAll = try #require(works.heading?.button?.action.navigateValue)
        #expect(showAll.destination == "composers/leonard-bernstein/works")
        #expect(showAll.presentation == nil)
        #expect(showAll.prefetched == PrefetchedScreen(title: "Works by Leonard Bernstein"))

        let rows = try works.components.map { try $0.require(DetailRowComponent.self) }
        #expect(rows.map(\.title) == ["West Side Story", "Candide", "Symphonic Dances"])
        #expect(rows.map(\.disclosureText) == ["231", "104", "62"])
        #expect(rows.map { $0.primaryAction?.navigateValue?.destination } == [
            "works/west-side-story", "works/candide", "works/symphonic-dances",
        ])
        // Components without an id get their JSON path.
        #expect(works.components.map(\.id) == [
            "sections[0].components[0]", "sections[0].components[1]", "sections[0].components[2]",
        ])

        let biography = screen.sections[1]
        #expect(biography.id == "sections[1]", "a section without an id gets its JSON path")
        #expect(biography.heading == SectionHeading(title: "Biography"))
        let text = try #require(biography.components.first).require(TextComponent.self)
        #expect(text.paragraphs.count == 1)
        #expect(text.paragraphs[0].hasPrefix("Leonard Bernstein (1918 – 1990)"))
        #expect(text.style == nil)
    }

    @Test func primephonicPlaylistScreenOnACoreOnlyClient() throws {
        let decoded = try coreFactory.makeScreen(from: SeedFixture.bytes("primephonic-playlist-screen"))
        let screen = decoded.value
        #expect(screen.id == "playlists/baroque-era-1")
        #expect(screen.header?.subtitle == "Playlist • 3 tracks")
        #expect(screen.navigationBar?.secondaryButtons.map(\.title) == ["Add playlist to favourites"])
        #expect(screen.navigationBar?.share?.url == "https://music.example/p/baroque-era-1")
        #expect(screen.analytics?.screenName == "playlist")
        #expect(screen.sections.map(\.id) == ["play", "tracks", "edit"])
        #expect(screen.sections.map(\.heading?.title) == [nil, "Tracks", "Also in this playlist"])
        #expect(screen.allComponents.map(\.id) == ["play-all", "track-0", "track-1", "work-air"])

        // "Play all" has a fallback the core can run; the tracks' play actions have none.
        let playAll = try screen.sections[0].components[0].require(ButtonComponent.self)
        #expect(playAll.action.openURLValue == OpenURLAction(url: "https://music.example/p/baroque-era-1"))
        let tracks = try screen.sections[1].components.map { try $0.require(TrackComponent.self) }
        #expect(tracks.map(\.title) == ["Canon and Gigue in D major", "Spring, I. Allegro"])
        #expect(tracks.map(\.duration) == [301, 203])
        #expect(tracks.map { $0.action?.unsupportedValue?.type } == ["play", "play"])

        let row = try screen.sections[2].components[0].require(DetailRowComponent.self)
        #expect(row.addition == "Johann Sebastian Bach")
        #expect(row.primaryAction?.navigateValue?.destination == "works/bach-bwv-1068")
        let remove = try #require(row.deleteAction?.commandValue)
        #expect(remove.url == "/v1/commands/playlists/remove-work")
        #expect(remove.body(with: ScreenState()) == ["playlist": "baroque-era-1", "work": "bach-bwv-1068"])
        #expect(row.actions.map(\.type) == ["navigate", "command"])

        #expect(decoded.diagnostics.map(\.kind) == [.replacedByFallback("play"), .unsupportedAction("play"), .unsupportedAction("play")])
        #expect(decoded.diagnostics.map(\.path) == [
            "sections[0].components[0].action", "sections[1].components[0].action", "sections[1].components[1].action",
        ])
        #expect(decoded.droppedCount == 0)
    }

    @Test func primephonicPlaylistScreenWithThePlayerFeature() throws {
        let decoded = try featureFactory().makeScreen(from: SeedFixture.bytes("primephonic-playlist-screen"))
        #expect(decoded.diagnostics.isEmpty)
        let screen = decoded.value
        // With `play` registered, the fallback is not used.
        let playAll = try screen.sections[0].components[0].require(ButtonComponent.self)
        #expect(playAll.action.customValue?.content(as: TestPlayAction.self) ==
            TestPlayAction(tracksMetadataURL: "/v1/playlists/baroque-era-1/tracks", startIndex: 0))
        let plays = try screen.sections[1].components.map {
            try #require(try $0.require(TrackComponent.self).action?.customValue?.content(as: TestPlayAction.self))
        }
        #expect(plays.map(\.startIndex) == [0, 1])
        #expect(plays.map(\.startTrack?.id) == ["baroque-era-1-0", "baroque-era-1-1"])
    }

    @Test func primephonicUnsupportedVersionScreen() throws {
        let decoded = try coreFactory.makeScreen(from: SeedFixture.bytes("primephonic-unsupported-version-screen"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.id == "unsupported-version")
        #expect(decoded.value.title == "Update needed")
        #expect(decoded.value.sections.map(\.id) == ["sections[0]"])
        let text = try #require(decoded.value.sections[0].components.first).require(TextComponent.self)
        #expect(text.paragraphs.count == 2)
        #expect(text.style == .body)
    }

    // MARK: Widget seed (004)

    @Test func widgetSeedHomeScreen() throws {
        let decoded = try coreFactory.makeScreen(from: SeedFixture.bytes("widgets-seed-home"))
        #expect(decoded.diagnostics.isEmpty)
        let screen = decoded.value
        #expect(screen.id == "home")
        #expect(screen.title == "Home")
        #expect(screen.sections.map(\.id) == ["featured", "explore", "about"])
        #expect(screen.sections.map(\.components.count) == [1, 1, 1])

        // Carousel widget: a heading and a horizontal strip of image banners.
        #expect(screen.sections[0].heading?.title == "Featured events")
        let strip = try screen.sections[0].components[0].require(ScrollComponent.self)
        #expect(strip.axis == .horizontal)
        let banners = try strip.children.map { try $0.require(ImageBannerComponent.self) }
        #expect(banners.map(\.image.url) == [
            "https://img.example/banners/open-air.jpg", "https://img.example/banners/jazz-night.jpg",
        ])
        #expect(banners.map(\.image.accessibilityLabel) == ["Open-air concert in the park", "Jazz night at the harbour"])
        #expect(banners.allSatisfy { $0.title == nil && $0.action == nil })

        // Grid widget of explore tiles.
        let grid = try screen.sections[1].components[0].require(GridComponent.self)
        #expect(grid.header == "Explore genres")
        #expect(grid.columns == 2)
        let tiles = try grid.components.map { try $0.require(ExploreTileComponent.self) }
        #expect(tiles.map(\.title) == ["Pop", "Indie"])
        #expect(tiles.map(\.subtitle) == ["The songs everyone is humming this week", "Small labels, big sounds"])
        #expect(tiles.map(\.image?.url) == ["https://img.example/genres/pop.jpg", "https://img.example/genres/indie.jpg"])
        #expect(tiles.map { $0.action?.navigateValue?.destination } == ["genres/pop", "genres/indie"])

        // List widget with descriptive text.
        let list = try screen.sections[2].components[0].require(ListComponent.self)
        #expect(list.header == "About")
        #expect(list.components.map(\.id) == ["about-text"])
        #expect(try list.components[0].require(TextComponent.self).paragraphs.count == 1)

        #expect(screen.allComponents.map(\.id) == [
            "featured-banners", "banner-open-air", "banner-jazz-night", "genres", "genre-pop", "genre-indie",
            "about-list", "about-text",
        ])
    }
}
