import ScanBarcode
import Testing

@Suite("Reading one line of scan input")
struct ScanAnswerTests {
    static let existing: Set<String> = ["/home/ada/label.png", "/home/ada/My Label.png", "label.pgm"]
    static func classify(_ text: String) -> ScanAnswer { ScanAnswer(text) { existing.contains($0) } }

    @Test("files, dropped paths, codes and scanner output", arguments: [
        ("/home/ada/label.png", ScanAnswer.imageFile(path: "/home/ada/label.png")),
        ("  /home/ada/label.png\n", .imageFile(path: "/home/ada/label.png")),
        ("'/home/ada/My Label.png'", .imageFile(path: "/home/ada/My Label.png")),
        ("\"/home/ada/My Label.png\"", .imageFile(path: "/home/ada/My Label.png")),
        ("/home/ada/My\\ Label.png", .imageFile(path: "/home/ada/My Label.png")),
        ("file:///home/ada/My%20Label.png", .imageFile(path: "/home/ada/My Label.png")),
        ("label.pgm", .imageFile(path: "label.pgm")),
        ("/home/ada/missing.png", .missingFile(path: "/home/ada/missing.png")),
        ("other.PNG", .missingFile(path: "other.PNG")),
        ("3SABCD1234567\r\n", .code("3SABCD1234567", hint: nil)),
        ("\t4006381333931\t", .code("4006381333931", hint: nil)),
        ("]C03SABCD1234567", .code("3SABCD1234567", hint: [.code128])),
        ("]E04006381333931", .code("4006381333931", hint: [.ean13, .upcA, .ean8])),
        ("]Q1hello", .code("hello", hint: [.qr])),
        ("]d2010123", .code("010123", hint: [])),
        ("]C0", .code("]C0", hint: nil)),
        ("   ", .empty),
        ("", .empty),
    ])
    func classify(text: String, expected: ScanAnswer) {
        #expect(Self.classify(text) == expected)
    }

    @Test("~/ is the home folder")
    func home() {
        let answer = ScanAnswer("~/label.png") { $0.hasSuffix("/label.png") && !$0.hasPrefix("~") }
        guard case .imageFile(let path) = answer else {
            Issue.record("expected an image file, got \(answer)")
            return
        }
        #expect(!path.hasPrefix("~"))
    }
}
