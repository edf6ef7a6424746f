import JSON
import SDUI
import SDUISession
import ScanBarcode
import ScanBarcodeTerminal
import TerminalUI
import Testing

@Suite("ScanBarcodeFeature in a client")
struct FeatureTests {
    /// The Scan & Go start screen as the server sends it (trimmed to the scan).
    static let screen = #"""
    {"id": "scan-and-go-start", "title": "Scan & Go", "initialState": {"parcelCode": ""},
     "sections": [{"id": "scan", "components": [
       {"type": "barcodeInput", "id": "parcel-code", "title": "Parcel barcode", "subtitle": "On the label, under the address",
        "action": {"type": "scanBarcode", "symbologies": ["code128"], "stateKey": "parcelCode",
                   "pattern": "^3S[A-Z0-9]{8,13}$", "prompt": "Scan the barcode on the parcel label",
                   "then": {"type": "command", "url": "/v1/commands/scan-and-go/parcel",
                            "payload": {"location": "ams"}, "stateKeys": ["parcelCode"]}},
        "fallback": {"type": "textField", "id": "parcel-code-typed", "placeholder": "Parcel code (3S…)", "stateKey": "parcelCode"}}
     ]}]}
    """#

    static func registry(withScanning: Bool) throws -> FeatureRegistry {
        var registry = FeatureRegistry()
        if withScanning { try registry.install(ScanBarcodeFeature()) }
        return registry
    }

    static func terminal() throws -> TerminalRegistry {
        var terminal = TerminalRegistry.core
        try terminal.install(ScanBarcodeTerminalLook())
        return terminal
    }

    @Test("scanning alone registers no terminal renderer; the terminal look adds the row")
    func scanningWithoutTheTerminal() throws {
        var registry = FeatureRegistry()
        try registry.install(ScanBarcodeFeature())
        #expect(registry.components["barcodeInput"]?.owner == "ScanBarcode")
        #expect(TerminalRegistry.core.renderer(for: "barcodeInput") == nil)
        var terminal = try Self.terminal()
        #expect(terminal.renderer(for: "barcodeInput") is BarcodeInputRenderer)
        #expect(terminal.installedLooks == ["ScanBarcodeTerminal"])
        #expect(throws: RegistrationError.self) { try terminal.install(ScanBarcodeTerminalLook()) }
    }

    @Test("installing registers the component, action, handler and renderer")
    func registration() throws {
        let registry = try Self.registry(withScanning: true)
        #expect(registry.installedFeatures == ["ScanBarcode"])
        #expect(registry.components["barcodeInput"]?.owner == "ScanBarcode")
        #expect(registry.actions["scanBarcode"]?.owner == "ScanBarcode")
        #expect(registry.handler(for: "scanBarcode")?.handler is ScanBarcodeHandler)
        #expect(try Self.terminal().renderer(for: "barcodeInput") is BarcodeInputRenderer)
        #expect(registry.capabilities.headerValue.contains("a:scanBarcode@1"))
        #expect(registry.capabilities.headerValue.contains("c:barcodeInput@1"))
        var twice = registry
        #expect(throws: RegistrationError.self) { try twice.install(ScanBarcodeFeature()) }
    }

    @Test("without the feature the screen falls back to the text field, with a diagnostic")
    func removed() throws {
        let without = try ScreenFactory(delegate: Self.registry(withScanning: false)).makeScreen(from: Array(Self.screen.utf8))
        let component = try #require(without.value.sections.first?.components.first)
        #expect(component.type == "textField")
        #expect(without.diagnostics.count == 1)
        #expect(without.diagnostics.first?.reason.contains("barcodeInput") == true)
        let capabilities = try Self.registry(withScanning: false).capabilities.headerValue
        #expect(!capabilities.contains("scanBarcode") && !capabilities.contains("barcodeInput"))

        let with = try ScreenFactory(delegate: Self.registry(withScanning: true)).makeScreen(from: Array(Self.screen.utf8))
        #expect(with.diagnostics.isEmpty)
        #expect(with.value.sections.first?.components.first?.content(as: BarcodeInputComponent.self)?.title == "Parcel barcode")
    }

    @Test("the terminal row shows the title, the last code or 'Scan', and starts the scan")
    func renderer() throws {
        let registry = try Self.registry(withScanning: true)
        let screen = try ScreenFactory(delegate: registry).makeScreen(from: Array(Self.screen.utf8)).value
        let renderer = ScreenRenderer(registry: try Self.terminal())

        let before = renderer.render(screen, state: ScreenState(["parcelCode": ""]), width: 60)
        #expect(before.missingCount == 0)
        let row = try #require(before.body.first { $0.plainText.contains("Parcel barcode") })
        #expect(row.plainText.contains("▦ Parcel barcode"))
        #expect(row.plainText.hasSuffix("Scan ›"))
        #expect(before.plainText.contains("On the label, under the address"))
        let target = try #require(before.focusTargets.first { $0.id == "parcel-code" })
        #expect(target.action?.type == "scanBarcode")

        let after = renderer.render(screen, state: ScreenState(["parcelCode": "3SABCD1234567"]), width: 60)
        #expect(after.body.contains { $0.plainText.contains("Parcel barcode") && $0.plainText.hasSuffix("3SABCD1234567 ›") })
        #expect(after.body.allSatisfy { $0.width <= 60 })
    }

    @Test("in a session: an image file, then a typed code, reach the server's command")
    func sessionFlow() async throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let label = TestImages.noisy(TestImages.linear(Code128Encoder.modules("3SABCD1234567")))
        let path = try files.write("label.pgm", bytes: ImageFiles.pgm(label))

        let scripted = try ScriptedSession(registry: Self.registry(withScanning: true),
                                           answers: [path, "4006381333931", "3SZYXW9876543"])
        scripted.http.route("/v1/screens/scan-and-go/ams", json: Self.screen)
        scripted.http.route("/v1/commands/scan-and-go/parcel", json: #"{"type": "done", "message": "Parcel registered"}"#)
        await scripted.session.start(at: "scan-and-go/ams")
        let scan = try #require(await scripted.session.top?.screen?.sections.first?.components.first?.content(as: BarcodeInputComponent.self)?.action)

        // 1. A dropped image file.
        #expect(await scripted.session.perform(scan, from: "parcel-code") == .completedWithMessage("Parcel registered"))
        // 2. A code that fails the pattern, then a typed code.
        #expect(await scripted.session.perform(scan, from: "parcel-code") == .completedWithMessage("Parcel registered"))

        let posts = scripted.http.requests.filter { $0.method == "POST" }
        let bodies = try posts.map { try JSONParser().parse($0.body ?? []) }
        #expect(bodies == [
            ["location": "ams", "state": ["parcelCode": "3SABCD1234567"]],
            ["location": "ams", "state": ["parcelCode": "3SZYXW9876543"]],
        ])
        #expect(await scripted.session.stateValue(forKey: "parcelCode") == "3SZYXW9876543")
        #expect(scripted.presenter.messages.contains("Read Code 128 3SABCD1234567 from \(path)."))
        #expect(scripted.presenter.messages.contains { $0.hasPrefix("4006381333931 does not have the expected format") })
        #expect(scripted.presenter.questions.count == 3)
    }
}
