import JSON
import SDUI
import SDUITesting
import ScanBarcode
import Testing

@Suite("The scanBarcode flow")
struct ScanFlowTests {
    static let submit = Action.command(CommandAction(url: "/v1/commands/scan-and-go/parcel", stateKeys: ["parcelCode"]))
    static let parcel = ScanBarcodeAction(symbologies: [.code128], stateKey: "parcelCode", pattern: "^3S[A-Z0-9]{8,13}$",
                                          prompt: "Scan the barcode on the parcel label", then: submit)
    static let retail = ScanBarcodeAction(symbologies: [.ean13], stateKey: "ean", then: submit)

    /// A context answering the scan's questions in turn; the command after the scan registers the parcel.
    static func context(_ answers: [String?]) -> RecordingActionContext {
        RecordingActionContext(answers: answers, performOutcome: .completedWithMessage("Parcel registered"))
    }

    func run(_ action: ScanBarcodeAction, _ context: RecordingActionContext,
             handler: ScanBarcodeHandler = ScanBarcodeHandler()) async -> ActionOutcome {
        await handler.run(action, in: context)
    }

    @Test("a wrong check digit is explained, the retry is stored and sent")
    func retryAfterWrongCode() async {
        let context = Self.context(["4006381333932", "4006381333931"])
        let outcome = await run(Self.retail, context)
        #expect(outcome == .completedWithMessage("Parcel registered"))
        #expect(context.questions.count == 2)
        #expect(context.messages == [
            "4006381333932 is not a valid EAN-13 code: its check digit is 2, the other digits need 1. "
                + "A digit was probably misread or mistyped. Try again (2 tries left), or cancel.",
        ])
        #expect(context.state["ean"] == .string("4006381333931"))
        #expect(context.performed == [Self.submit])
    }

    @Test("cancelling at once changes nothing and sends nothing")
    func cancelAtOnce() async {
        let context = Self.context([nil])
        #expect(await run(Self.parcel, context) == .cancelled)
        #expect(context.state.isEmpty)
        #expect(context.performed.isEmpty)
    }

    @Test("cancelling after a refused code")
    func cancelAfterRefusal() async {
        let context = Self.context(["3SABC", nil])
        #expect(await run(Self.parcel, context) == .cancelled)
        #expect(context.messages.first?.hasPrefix("3SABC does not have the expected format") == true)
        #expect(context.performed.isEmpty)
    }

    @Test("an image file is decoded, stored and sent")
    func imageFile() async throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let label = TestImages.rotated(TestImages.linear(Code128Encoder.modules("3SABCD1234567")), degrees: 3)
        let path = try files.write("label.png", bytes: ImageFiles.png(label))
        let context = Self.context([path])
        #expect(await run(Self.parcel, context) == .completedWithMessage("Parcel registered"))
        #expect(context.messages == ["Read Code 128 3SABCD1234567 from \(path)."])
        #expect(context.state["parcelCode"] == .string("3SABCD1234567"))
    }

    @Test("a blank photo, a missing file and a damaged file each say so; a typed code then works")
    func unreadableThenTyped() async throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let blank = try files.write("blank.pgm", bytes: ImageFiles.pgm(GrayImage(width: 200, height: 100, filledWith: 255)))
        let context = Self.context([blank, files.path("nope.png"), "3SABCD1234567"])
        let handler = ScanBarcodeHandler(maximumAttempts: 3)
        #expect(await run(Self.parcel, context, handler: handler) == .completedWithMessage("Parcel registered"))
        #expect(context.messages.count == 2)
        #expect(context.messages[0].hasPrefix("No Code 128 barcode was found in \(blank)."))
        #expect(context.messages[1].hasPrefix("There is no file at \(files.path("nope.png"))."))
        #expect(context.state["parcelCode"] == .string("3SABCD1234567"))
    }

    @Test("a QR code that is not a parcel code is refused by the pattern")
    func wrongQR() async throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let path = try files.write("qr.pgm", bytes: ImageFiles.pgm(TestImages.matrix(QREncoder.matrix("HELLO"))))
        let action = ScanBarcodeAction(symbologies: [.qr, .code128], stateKey: "parcelCode", pattern: "^3S[A-Z0-9]{8,13}$")
        let context = Self.context([path, nil])
        #expect(await run(action, context) == .cancelled)
        #expect(context.messages.first?.hasPrefix("HELLO does not have the expected format") == true)
    }

    @Test("attempts are bounded; the last reason is the failure")
    func boundedAttempts() async {
        let context = Self.context(["1", "2", "3", "3SABCD1234567"])
        let outcome = await run(Self.parcel, context, handler: ScanBarcodeHandler(maximumAttempts: 3))
        guard case .failed(let message) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(message.hasPrefix("No valid code after 3 attempts. 3 does not have the expected format"))
        #expect(context.questions.count == 3)
        #expect(context.performed.isEmpty)
        #expect(context.state.isEmpty)
    }

    @Test("without `then`, the code is stored and the action completes")
    func noThen() async {
        let action = ScanBarcodeAction(symbologies: [.code128], stateKey: "code")
        let context = Self.context(["ANY-CODE"])
        #expect(await run(action, context) == .completedWithMessage("Scanned ANY-CODE"))
        #expect(context.state["code"] == .string("ANY-CODE"))
    }

    @Test("a pattern outside the subset fails before asking anything")
    func unusablePattern() async {
        let action = ScanBarcodeAction(symbologies: [.code128], stateKey: "code", pattern: "^(?=3S).+$")
        let context = Self.context(["3SABCD1234567"])
        guard case .failed(let message) = await run(action, context) else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.contains("cannot be checked by this client"))
        #expect(context.questions.isEmpty)
    }

    @Test("the question names the symbologies, the sources and stays on the device")
    func question() async {
        let context = Self.context([nil])
        _ = await run(Self.parcel, context)
        let question = context.questions.first
        #expect(question?.prompt == "Scan the barcode on the parcel label (Code 128): "
            + "drop an image file here, use the barcode scanner, or type the code.")
        #expect(question?.input == .text(placeholder: "image path or code"))
        #expect(question?.submit == .local("scanBarcode") && question?.submit.isLocal == true)
    }

    @Test("a UI's own ScanInput replaces the text question")
    func customInput() async {
        struct Scripted: ScanInput {
            func nextScan(_ request: ScanRequest) async -> String? { request.attempt == 1 ? "]C03SABCD1234567" : nil }
        }
        let context = Self.context([])
        let handler = ScanBarcodeHandler(input: { _ in Scripted() })
        #expect(await run(Self.parcel, context, handler: handler) == .completedWithMessage("Parcel registered"))
        #expect(context.questions.isEmpty)
        #expect(context.state["parcelCode"] == .string("3SABCD1234567"))
    }
}
