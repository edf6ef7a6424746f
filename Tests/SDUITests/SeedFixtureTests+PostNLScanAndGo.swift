import Foundation
import JSON
import Testing
@testable import SDUI

extension SeedFixtureTests {
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
        #expect(scan.content(as: TestScanBarcodeAction.self) == TestScanBarcodeAction(stateKey: "parcelCode", symbologies: ["code128", "qr"]))
        #expect(factory.capabilities.supports(.action, "scanBarcode"))
        #expect(!coreFactory.capabilities.supports(.action, "scanBarcode"))
    }

    @Test func postnlScanAndGoCommandResultNavigates() throws {
        let decoded = try coreFactory.makeCommandResult(from: SeedFixture.bytes("postnl-scan-and-go-result-navigate"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value == .navigate(NavigateAction(destination: "scan-and-go/done", presentation: .push,
                                                          prefetched: PrefetchedScreen(title: "Parcel registered"))))
    }
}
