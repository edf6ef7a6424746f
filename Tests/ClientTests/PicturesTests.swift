import Foundation
import FoundationNetworking
import SDUITesting
import Testing

/// Pictures drawn by the built `sdui` from the real server's own images.
@Suite("sdui binary: pictures", .serialized)
struct PicturesTests {
    static func environment(_ data: URL, colorTerm: String = "truecolor", term: String = "xterm-256color") -> [String: String] {
        ClientEnvironment.make(data, ["COLORTERM": colorTerm, "TERM": term])
    }

    @Test("render draws the server's pictures in 24-bit half blocks; --images never keeps the placeholders")
    func render() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        let (drawn, palette, placeholders) = try await LiveServer.run { base in
            let url = "\(base)/v2/screens/scan-and-go/AMS-01"
            return (try await sdui.run(["render", "--picture-wait", "120", "--picture-timeout", "120", url, "--images", "always", "--color", "always", "--width", "60"], environment: Self.environment(data)),
                    try await sdui.run(["render", "--picture-wait", "120", "--picture-timeout", "120", url, "--color", "always", "--width", "60"], environment: Self.environment(data, colorTerm: "")),
                    try await sdui.run(["render", url, "--images", "never", "--color", "always", "--width", "60"], environment: Self.environment(data)))
        }
        #expect(drawn.status == 0, "\(drawn.errors)")
        #expect(drawn.output.contains("▀"))
        #expect(drawn.output.contains("38;2;255;98;0"), "the label's PostNL orange, in 24-bit colour")
        #expect(!drawn.output.contains("A parcel label with its barcode"), "the picture replaces its placeholder")
        #expect(palette.output.contains("▀") && palette.output.contains("38;5;"), "TERM=…256color without COLORTERM: xterm's 256: \(palette.errors)")
        #expect(!placeholders.output.contains("▀"))
        #expect(placeholders.output.contains("A parcel label with its barcode"))
    }

    @Test("pictures that cannot be had (no such host, a 404, not a picture) are named on standard error; the screen is drawn all the same")
    func failures() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let content = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: content) }
        // The repository's screens (the demo apps link to some of them), with this test's home in place of its own.
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.contentDirectory + "/screens", toPath: content.appendingPathComponent("screens").path)
        try FileManager.default.removeItem(at: content.appendingPathComponent("screens/home.json"))
        try FileManager.default.createDirectory(at: content.appendingPathComponent("images"), withIntermediateDirectories: true)
        // A PNG signature and then nothing a PNG has: served (the server reads only the signature), refused by the client.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("not really".utf8)).write(to: content.appendingPathComponent("images/fake.png"))
        try #"""
            {"id": "home", "title": "Broken pictures", "sections": [{"id": "s", "components": [
              {"type": "image", "id": "a", "url": "https://img.example/nowhere.jpg", "accessibilityLabel": "Elsewhere"},
              {"type": "image", "id": "b", "url": "/images/missing.png", "accessibilityLabel": "Missing"},
              {"type": "imageBanner", "id": "c", "image": {"url": "/images/fake.png", "accessibilityLabel": "Fake"}, "title": "Still here"}
            ]}]}
            """#.write(to: content.appendingPathComponent("screens/home.json"), atomically: true, encoding: .utf8)
        let run = try await LiveServer.run(content: content.path) { base in
            try await BuiltProgram("sdui").run(["render", "--picture-wait", "120", "\(base)/v2/screens/home", "--images", "always", "--color", "always"],
                                               environment: Self.environment(data))
        }
        #expect(run.status == 0)
        #expect(run.errors.contains("Picture not shown: cannot connect to https://img.example/nowhere.jpg"), "\(run.errors)")
        #expect(run.errors.contains("/images/missing.png answered HTTP 404"), "\(run.errors)")
        #expect(run.errors.contains("Picture not shown: /images/fake.png: cannot be decoded (libpng: "), "\(run.errors)")
        #expect(run.output.contains("Elsewhere") && run.output.contains("Missing") && run.output.contains("Still here"))
        #expect(!run.output.contains("▀"))
    }

    @Test("pictures are kept on disk with their ETag: a second run gets every one as a bodiless 304")
    func diskCache() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        let (first, second, metrics) = try await LiveServer.run { base in
            let url = "\(base)/v2/screens/scan-and-go/AMS-01"
            let first = try await sdui.run(["render", "--picture-wait", "120", "--picture-timeout", "120", url, "--images", "always", "--color", "always"], environment: Self.environment(data))
            let second = try await sdui.run(["render", "--picture-wait", "120", "--picture-timeout", "120", url, "--images", "always", "--color", "always"], environment: Self.environment(data))
            let (body, _) = try await URLSession.shared.data(from: try #require(URL(string: "\(base)/metrics")))
            return (first, second, String(decoding: body, as: UTF8.self))
        }
        #expect(first.output.contains("▀") && second.output == first.output, "the same picture from disk")
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("pictures.sqlite").path))
        let full = PrometheusSample.value(#"sdui_http_requests_total{method="GET",route="/images/{name}",status="200"}"#, in: metrics)
        let notModified = PrometheusSample.value(#"sdui_http_requests_total{method="GET",route="/images/{name}",status="304"}"#, in: metrics)
        #expect(full == 1, "downloaded once: \(metrics)")
        #expect(notModified == 1, "revalidated once, hit rate 100% on the second run")
    }

    @Test("on a terminal the text comes first and the pictures fill in after")
    func fillIn() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        try await LiveServer.run { base in
            let terminal = try PseudoTerminal(rows: 40, columns: 100)
            let process = try sdui.launch(["open", base, "--no-analytics", "--picture-timeout", "60"], on: terminal, environment: Self.environment(data))
            defer { if process.isRunning { process.terminate() } }
            #expect(await terminal.waitFor("Two apps, one server"), "\(terminal.text.suffix(800))")
            #expect(await terminal.waitFor("▀"), "the concert hall arrives: \(terminal.text.suffix(800))")
            terminal.type("q")
            let exited = await terminal.waitForExit(of: process, seconds: 60)
            #expect(exited, "q quits: \(terminal.text.suffix(400))")
            #expect(!exited || process.terminationStatus == 0)
        }
    }

    /// `sdui open` on a terminal that speaks `kitty`, sixel or neither (and answers the questions as such
    /// terminals do): what it wrote, raw, and the screen's text once the home banner's picture was drawn.
    func openHome(kitty: Bool = false, sixel: Bool = false, arguments: [String] = [], colorTerm: String = "truecolor",
                  term: String = "xterm-256color", waitingFor drawn: String) async throws -> (raw: String, text: String) {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        return try await LiveServer.run { base in
            let terminal = try PseudoTerminal(rows: 40, columns: 100)
            terminal.speaksKittyGraphics = kitty
            terminal.speaksSixel = sixel
            terminal.reportedCell = (width: 9, height: 18)
            let process = try sdui.launch(["open", base, "--no-analytics", "--picture-timeout", "60"] + arguments, on: terminal,
                                          environment: Self.environment(data, colorTerm: colorTerm, term: term))
            defer { if process.isRunning { process.terminate() } }
            #expect(await terminal.waitFor("Two apps, one server"), "\(terminal.text.suffix(800))")
            let arrived = await terminal.waitFor(bytes: Array(drawn.utf8)) != nil
            #expect(arrived, "\(drawn.debugDescription) never came: \(terminal.text.suffix(800))")
            terminal.type("q")
            #expect(await terminal.waitForExit(of: process, seconds: 60))
            return (String(decoding: terminal.received, as: UTF8.self), terminal.text)
        }
    }

    @Test("a terminal that answers kitty's graphics query gets the pictures as PNG once and placeholder cells, no half blocks")
    func kittyTerminal() async throws {
        let drawn = try await openHome(kitty: true, sixel: true, waitingFor: "\u{1B}_Ga=T,f=100,U=1,")
        #expect(drawn.raw.contains("\u{1B}_Gi=31,s=1,v=1,a=q"), "asked")
        #expect(drawn.raw.contains("\u{10EEEE}\u{0305}\u{0305}"), "the first cell of a picture")
        #expect(!drawn.text.contains("▀"), "kitty draws every picture")
        #expect(!drawn.raw.contains("\u{1B}P0;1;0q"), "kitty wins over sixel")
        #expect(!drawn.text.contains("OK"), "the terminal's answers were read, not drawn")
        #expect(drawn.raw.contains("\u{1B}_Ga=d,d=I,i="), "the pictures are freed when the app ends")
    }

    @Test("a terminal that answers for sixel gets pictures even when neither COLORTERM nor TERM says its colours (plain xterm)")
    func sixelWithoutColorTerm() async throws {
        let drawn = try await openHome(sixel: true, colorTerm: "", term: "xterm", waitingFor: "\u{1B}P0;1;0q")
        #expect(drawn.text.contains("▀"))
    }

    @Test("a terminal whose DA1 lists sixel gets sixel pictures over their half blocks, sized to the cells it reports")
    func sixelTerminal() async throws {
        let drawn = try await openHome(sixel: true, waitingFor: "\u{1B}P0;1;0q")
        #expect(drawn.text.contains("▀"), "half blocks under the sixel")
        #expect(!drawn.raw.contains("\u{1B}_Ga=T"))
        let raster = try #require(drawn.raw.range(of: "\u{1B}P0;1;0q\"1;1;"))
        let size = drawn.raw[raster.upperBound...].prefix { $0 != "#" }.split(separator: ";").compactMap { Int($0) }
        #expect(size.count == 2 && size[0] % 9 == 0 && size[1] % 18 == 0, "whole cells of 9 × 18 pixels: \(size)")
    }

    @Test("a terminal that speaks neither gets half blocks; --images kitty draws kitty's way without asking")
    func neitherAndForced() async throws {
        let blocks = try await openHome(waitingFor: "▀")
        #expect(!blocks.raw.contains("\u{1B}_Ga=T") && !blocks.raw.contains("\u{1B}P0;1;0q"))
        let forced = try await openHome(arguments: ["--images", "kitty"], waitingFor: "\u{1B}_Ga=T,f=100,U=1,")
        #expect(!forced.raw.contains("\u{1B}_Gi=31,"), "not asked")
    }

    @Test("the widget draws its card's picture beside the text (medium and large), not in the small family or with --images never")
    func widgetPicture() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        let runs = try await LiveServer.run { base in
            // Logged in as the demo user (who has parcels on the way): the token file the client keeps.
            var login = URLRequest(url: try #require(URL(string: "\(base)/v2/auth/login")))
            login.httpMethod = "POST"
            login.setValue("application/json", forHTTPHeaderField: "Content-Type")
            login.httpBody = Data(#"{"username":"ada@example.com","password":"lovelace"}"#.utf8)
            let (body, _) = try await URLSession.shared.data(for: login)
            let answer = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
            let token = try #require(answer["token"] as? String), expiresAt = try #require(answer["expiresAt"] as? Int)
            let file = data.appendingPathComponent("token.json")
            try Data(#"{"version":1,"token":"\#(token)","expiresAt":\#(expiresAt)}"#.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            var runs: [String: (output: String, errors: String)] = [:]
            for (name, arguments) in [("medium", ["--images", "always"]), ("large", ["--size", "large", "--images", "always"]),
                                      ("small", ["--size", "small", "--images", "always"]), ("never", ["--images", "never"])] {
                let run = try await sdui.run(["widget", "--server", base, "--color", "always", "--picture-timeout", "60"] + arguments, environment: Self.environment(data))
                #expect(run.status == 0, "\(name): \(run.errors)")
                runs[name] = (run.output, run.errors)
            }
            return runs
        }
        for name in ["medium", "large"] {
            let output = try #require(runs[name]).output
            #expect(output.contains("▀"), "\(name): \(output)")
            #expect(output.contains("38;2;"), "\(name): in 24-bit colour")
            // The title (the van icon, then the sender) beside the picture, on its first row.
            let firstPictureRow = try #require(output.split(separator: "\n").first { $0.contains("▀") })
            let beside = PseudoTerminal.stripEscapes(Array(firstPictureRow.utf8)).split(separator: "▀").last ?? ""
            #expect(beside.contains("⛟ "), "\(name): \(output)")
        }
        #expect(!(try #require(runs["small"]).output.contains("▀")), "no room for a picture")
        #expect(!(try #require(runs["never"]).output.contains("▀")))
        #expect(runs.values.allSatisfy { $0.errors.isEmpty }, "\(runs.values.map(\.errors))")
    }
}
