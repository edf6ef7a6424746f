import Foundation
import SDUITesting
import Testing

/// `sdui render` against pictures that trickle in, never come, or come cut
/// short: the screen is drawn with their placeholders, and standard error
/// names each picture's URL and what was wrong.
@Suite("sdui binary: slow, missing and cut pictures", .serialized)
struct PictureTimeLimitTests {
    static let screen = #"""
        {"id": "home", "title": "Pictures that misbehave", "sections": [{"id": "s", "components": [
          {"type": "image", "id": "good", "url": "/images/good.png", "accessibilityLabel": "A whole label"},
          {"type": "image", "id": "trickle", "url": "/images/trickle.jpg", "accessibilityLabel": "Byte by byte"},
          {"type": "image", "id": "silent", "url": "/images/silent.jpg", "accessibilityLabel": "Never sent"},
          {"type": "image", "id": "cut-jpeg", "url": "/images/cut.jpg", "accessibilityLabel": "Half a hall"},
          {"type": "image", "id": "cut-png", "url": "/images/cut.png", "accessibilityLabel": "Half a label"}
        ]}]}
        """#

    /// The server, with real pictures from `Content/images` whole, slow, silent and cut in half.
    static func server() throws -> MisbehavingPictureServer {
        let images = Repository.contentDirectory + "/images/"
        let label = try Array(Data(contentsOf: URL(fileURLWithPath: images + "parcel-label.png")))
        let hall = try Array(Data(contentsOf: URL(fileURLWithPath: images + "concert-hall.jpg")))
        return try MisbehavingPictureServer(routes: [
            "/v2/screens/home": .whole(contentType: "application/json", body: Array(screen.utf8)),
            "/images/good.png": .whole(contentType: "image/png", body: label),
            "/images/trickle.jpg": .trickle(contentType: "image/jpeg", body: hall, interval: .milliseconds(500)),
            "/images/silent.jpg": .silent(contentType: "image/jpeg", length: hall.count),
            "/images/cut.jpg": .whole(contentType: "image/jpeg", body: Array(hall.prefix(hall.count / 2))),
            "/images/cut.png": .whole(contentType: "image/png", body: Array(label.prefix(label.count / 2))),
        ])
    }

    static func render(_ server: MisbehavingPictureServer, _ extra: [String]) async throws -> BuiltProgram.Run {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        return try await BuiltProgram("sdui").run(
            ["render", server.url("/v2/screens/home"), "--images", "always", "--color", "always", "--width", "60"] + extra,
            environment: ClientEnvironment.make(data, ["COLORTERM": "truecolor"]))
    }

    /// The line of standard error about the picture at `path` (as the screen names it, or resolved: the transport's errors).
    static func note(_ run: BuiltProgram.Run, _ path: String) -> String {
        run.errors.split(separator: "\n").first { $0.contains("\(path) ") || $0.contains("\(path):") }.map(String.init) ?? ""
    }

    @Test("with a picture limit of 1 s: the slow and silent pictures time out, the cut ones are refused, the whole one is drawn")
    func ownLimit() async throws {
        let server = try Self.server()
        defer { server.stop() }
        // Render waits for the pictures as long as they take (--picture-wait), so only their own
        // limit ends them: with its default wait (the screen's time, at least 1 s) a loaded machine
        // could end a whole or cut picture still being decoded as not here in time.
        let run = try await Self.render(server, ["--picture-timeout", "1", "--picture-wait", "120"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("▀"), "the whole picture is drawn: \(run.output)")
        #expect(!run.output.contains("A whole label"))
        for label in ["Byte by byte", "Never sent", "Half a hall", "Half a label"] {
            #expect(run.output.contains(label), "\(label): its placeholder is drawn: \(run.output)")
        }
        for path in ["/images/trickle.jpg", "/images/silent.jpg"] {
            let note = Self.note(run, path)
            // The picture's own limit (1 s in all, or under 1 KiB a second for 1 s), not render's wait.
            #expect(note.hasPrefix("sdui render: Picture not shown: "), "\(path): \(run.errors)")
            #expect(note.contains("timed out") || note.contains("too slow"), "\(path): \(note)")
            #expect(!note.contains("not here within"), "\(path): ended by render's wait, not its own limit: \(note)")
        }
        let jpeg = Self.note(run, "/images/cut.jpg")
        #expect(jpeg.contains("incomplete, the file ends before the picture does (TurboJPEG: "), "\(run.errors)")
        let png = Self.note(run, "/images/cut.png")
        #expect(png.contains("incomplete, the file ends before the picture does (it ends inside its IDAT chunk"), "\(run.errors)")
        #expect(Self.note(run, "/images/good.png").isEmpty, "\(run.errors)")
        // The client ended both transfers; the server would have gone on for a minute.
        #expect(await eventually { server.hungUp.isSuperset(of: ["/images/trickle.jpg", "/images/silent.jpg"]) }, "\(server.hungUp)")
    }

    @Test("with a picture's own limit of a minute, render still waits no longer than the screen took (at least 1 s) and says so")
    func waitForScreen() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let run = try await Self.render(server, ["--picture-timeout", "60"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Byte by byte") && run.output.contains("Never sent"), "\(run.output)")
        for path in ["/images/trickle.jpg", "/images/silent.jpg"] {
            let note = Self.note(run, path)
            #expect(note.contains("timed out: not here within "), "\(path): \(run.errors)")
            #expect(note.contains("the screen took"), "\(path): \(note)")
        }
        #expect(await eventually { server.hungUp.isSuperset(of: ["/images/trickle.jpg", "/images/silent.jpg"]) }, "\(server.hungUp)")
    }

    @Test("sdui open never waits: the screen first, and a picture that trickles or never comes ends at its own limit (too slow) with its placeholder")
    func openOwnLimit() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let terminal = try PseudoTerminal(rows: 40, columns: 160)
        let process = try BuiltProgram("sdui").launch(["open", server.url(""), "--no-analytics"], on: terminal,
                                                      environment: ClientEnvironment.make(data, ["COLORTERM": "truecolor"]))
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("Pictures that misbehave"), "\(terminal.text.suffix(800))")
        // The defaults (5 s, at least 1 KiB a second over 2 s): both stalls end as too slow, whichever is said last.
        #expect(await terminal.waitFor("was too slow (less than 1024 bytes a second for 2 s)"), "\(terminal.text.suffix(800))")
        #expect(await eventually { server.hungUp.isSuperset(of: ["/images/trickle.jpg", "/images/silent.jpg"]) }, "\(server.hungUp)")
        let text = terminal.text
        #expect(text.contains("Byte by byte") && text.contains("Never sent"), "the placeholders stay: \(text.suffix(800))")
        terminal.type("q")
        #expect(await terminal.waitForExit(of: process, seconds: 60))
    }

    @Test("--picture-timeout must be a positive number of seconds, at most 300, for every command that draws pictures")
    func refusedTimeout() async throws {
        let commands = [["render", "http://127.0.0.1:9/v2/screens/home"], ["open", "http://127.0.0.1:9"], ["widget", "--server", "http://127.0.0.1:9"]]
        for command in commands {
            for value in ["0", "-1", "301", "nan"] {
                let run = try await BuiltProgram("sdui").run(command + ["--picture-timeout=\(value)"])
                #expect(run.status == 64, "\(command[0]) \(value): \(run.status)")
                #expect(run.errors.contains("--picture-timeout must be more than 0 and at most 300 seconds"), "\(command[0]) \(value): \(run.errors)")
            }
        }
    }

    @Test("--picture-wait must be 0 or more seconds, at most 300")
    func refusedWait() async throws {
        for value in ["-1", "301", "nan", "inf"] {
            let run = try await BuiltProgram("sdui").run(["render", "http://127.0.0.1:9/v2/screens/home", "--picture-wait=\(value)"])
            #expect(run.status != 0, "\(value)")
            #expect(run.errors.contains("--picture-wait must be 0 or more and at most 300 seconds"), "\(value): \(run.errors)")
        }
    }
}
