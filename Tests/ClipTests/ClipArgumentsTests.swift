import Testing
@testable import sdui_clip

/// The clip parses its command line by hand; every mistake is a message, not a crash.
@Suite("Clip arguments")
struct ClipArgumentsTests {
    @Test("a link with --server and --width")
    func full() {
        let parsed = ClipArguments.parse(["https://parcels.example/track/3S1", "--server", "http://127.0.0.1:9", "--width", "60"])
        #expect(parsed == .run(ClipArguments(link: "https://parcels.example/track/3S1", server: "http://127.0.0.1:9", width: 60)))
    }

    @Test("the server defaults to loopback port 8080; options may come first")
    func defaults() {
        #expect(ClipArguments.parse(["--width", "20", "https://parcels.example/scan-and-go"])
            == .run(ClipArguments(link: "https://parcels.example/scan-and-go", server: "http://127.0.0.1:8080", width: 20)))
    }

    @Test("SDUI_CLIP_SERVER is the server when --server is not given (a desktop starts the clip with the link alone)")
    func serverFromTheEnvironment() {
        let environment: (String) -> String? = { $0 == ClipArguments.serverVariable ? "http://127.0.0.1:9" : nil }
        #expect(ClipArguments.parse(["sdui://parcels.example/track/3S1"], environment: environment)
            == .run(ClipArguments(link: "sdui://parcels.example/track/3S1", server: "http://127.0.0.1:9")))
        #expect(ClipArguments.parse(["https://parcels.example/track/3S1", "--server", "http://127.0.0.1:7"], environment: environment)
            == .run(ClipArguments(link: "https://parcels.example/track/3S1", server: "http://127.0.0.1:7")), "--server wins")
        #expect(ClipArguments.parse(["https://parcels.example/track/3S1"], environment: { _ in "" })
            == .run(ClipArguments(link: "https://parcels.example/track/3S1", server: ClipArguments.defaultServer)), "empty is unset")
    }

    @Test("--qr IMAGE instead of a link; not both, not twice")
    func qrImage() {
        #expect(ClipArguments.parse(["--qr", "label.png", "--server", "http://127.0.0.1:9"])
            == .run(ClipArguments(link: "", qrImage: "label.png", server: "http://127.0.0.1:9")))
        #expect(ClipArguments.parse(["https://parcels.example/track/3S1", "--qr", "label.png"])
            == .failure("give a link or --qr IMAGE, not both"))
        #expect(ClipArguments.parse(["--qr", "a.png", "--qr", "b.png"]) == .failure("only one QR code can be read"))
        #expect(ClipArguments.parse(["--qr"]) == .failure("--qr needs a value"))
        #expect(ClipArguments.usage.contains("sdui-clip --qr IMAGE"))
    }

    @Test("--plain asks for the screen reader's lines")
    func plain() {
        var expected = ClipArguments(link: "https://parcels.example/track/3S1")
        expected.plain = true
        #expect(ClipArguments.parse(["--plain", "https://parcels.example/track/3S1"]) == .run(expected))
        #expect(ClipArguments.usage.contains("--plain"))
    }

    @Test("--help and -h win over everything else")
    func help() {
        #expect(ClipArguments.parse(["https://x.example", "--help"]) == .help)
        #expect(ClipArguments.parse(["-h"]) == .help)
    }

    @Test("bad command lines say what was wrong", arguments: [
        ([String](), "no link given"),
        (["--server"], "--server needs a value"),
        (["https://a.example", "--width"], "--width needs a value"),
        (["https://a.example", "--width", "wide"], "--width needs a number from 20 to 1000, not 'wide'"),
        (["https://a.example", "--width", "19"], "--width needs a number from 20 to 1000, not '19'"),
        (["https://a.example", "--width", "1001"], "--width needs a number from 20 to 1000, not '1001'"),
        (["https://a.example", "https://b.example"], "only one link can be opened"),
        (["https://a.example", "--verbose"], "unknown option --verbose"),
    ])
    func failures(_ arguments: [String], _ message: String) {
        #expect(ClipArguments.parse(arguments) == .failure(message))
    }
}
