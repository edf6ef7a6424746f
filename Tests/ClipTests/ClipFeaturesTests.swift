import CurlTransport
import JSON
import SDUI
import SDUISession
import SDUITesting
import Testing
@testable import sdui_clip

/// The clip registers the core and ScanBarcode only: the player's, login's
/// and analytics' elements are dropped with diagnostics, their actions kept as
/// unsupported, and running one tells the user where to go instead.
@Suite("Clip features")
struct ClipFeaturesTests {
    static let document = """
        {"id": "mixed", "title": "Mixed", "sections": [{"id": "main", "components": [
          {"type": "barcodeInput", "id": "scan", "title": "Parcel barcode",
           "action": {"type": "scanBarcode", "symbologies": ["code128"], "stateKey": "parcelCode"}},
          {"type": "miniPlayer", "id": "player"},
          {"type": "track", "id": "aria", "title": "Aria", "duration": 232},
          {"type": "detailRow", "id": "prelude", "title": "Prelude", "disclosureText": "2:34",
           "primaryAction": {"type": "play", "tracksMetadataURL": "/v1/albums/a/tracks", "startIndex": 0,
                             "startTrack": {"id": "a-0", "title": "Prelude", "duration": 154}}},
          {"type": "button", "id": "sign-in", "label": "Sign in", "action": {"type": "login", "url": "/v1/login"}}
        ]}]}
        """

    @Test("only the core and ScanBarcode (with its terminal row) are installed and announced to the server")
    func manifest() throws {
        let (registry, terminal) = try ClipFeatures.registries()
        #expect(registry.installedFeatures == ["ScanBarcode"])
        #expect(terminal.installedLooks == ["ScanBarcodeTerminal"])
        #expect(terminal.renderer(for: "barcodeInput") != nil)
        #expect(terminal.componentsWithoutRenderer(decodedBy: registry).isEmpty, "the clip draws everything it decodes")
        let announced = Set(registry.capabilities.capabilities.map(\.type))
        #expect(announced.contains("barcodeInput"))
        #expect(announced.contains("scanBarcode"))
        for missing: TypeName in ["miniPlayer", "track", "play", "playerControl", "login", "logout", "keepOffline", "removeOffline"] {
            #expect(!announced.contains(missing), "the clip must not announce \(missing)")
        }
    }

    @Test("a full-client element is dropped with a diagnostic; its siblings stay")
    func dropsFullClientElements() throws {
        let registry = try ClipFeatures.registries().features
        let decoded = try ScreenFactory(delegate: registry).makeScreen(from: Array(Self.document.utf8))
        let components = try #require(decoded.value.sections.first?.components)
        #expect(components.map(\.id) == ["scan", "prelude", "sign-in"])
        let kinds = decoded.diagnostics.map(\.kind)
        #expect(kinds.contains(.unknownType("miniPlayer")))
        #expect(kinds.contains(.unknownType("track")), "a track is the player's; the server sends the clip detail rows")
        #expect(kinds.contains(.unsupportedAction("play")))
        #expect(kinds.contains(.unsupportedAction("login")))
        #expect(decoded.diagnostics.allSatisfy { !$0.path.isEmpty }, "every diagnostic says where")
    }

    @Test("running a full-client action tells the user to open the full client")
    func unsupportedActionAdvice() async throws {
        let registry = try ClipFeatures.registries().features
        let decoded = try ScreenFactory(delegate: registry).makeScreen(from: Array(Self.document.utf8))
        let row = try #require(decoded.value.sections.first?.components.first { $0.id == "prelude" })
        let action = try #require((row.content as? DetailRowComponent)?.primaryAction)
        guard case .unsupported = action else {
            Issue.record("the play action should be unsupported in the clip, not \(action)")
            return
        }
        let presenter = RecordingPresenter()
        // The session never reaches the network for an unsupported action; port 9 is discard.
        let endpoint = try ServerEndpoint(baseURL: "http://127.0.0.1:9")
        let api = APIClient(http: CurlHTTPClient(), endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                            decorators: [], userAgent: "clip-tests")
        let session = Session(api: api, registry: registry, presenter: presenter)
        let outcome = await session.perform(action, from: "prelude")
        guard case .failed(let message) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(message.hasSuffix("Open the full client (sdui) to use this."))
        #expect(presenter.messages == [message])
    }
}
