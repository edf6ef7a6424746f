import Foundation
import JSON
import SDUITesting
import Testing

/// `sdui convert`, the built binary: the seeds' samples in, this contract out,
/// every note on standard error with the file and its JSON pointer.
@Suite("sdui binary: convert")
struct ConvertCommandTests {
    static func fixture(_ name: String) -> String { Repository.root + "/Tests/SeedConversionTests/Fixtures/" + name }

    @Test("the tutorial's login screen comes out as a screen of this contract; the note names the file and the pointer")
    func converts() async throws {
        let file = Self.fixture("tutorial-login.json")
        let run = try await BuiltProgram("sdui").run(["convert", "--from", "tutorial", file])
        #expect(run.status == 0, "\(run.errors)")
        let document = try JSONParser().parse(run.output)
        #expect(document["sections"]?[0]?["components"]?[0]?["type"] == "scroll")
        #expect(run.errors == "\(file):/root/children/0/children/1/cornerRadius: a picture's corners are the client's style (contract §13); left out\n")
    }

    @Test("--output writes the file, and nothing goes to standard output")
    func output() async throws {
        let directory = try TemporaryDirectory("sdui-convert")
        let target = directory.file("home.json")
        let run = try await BuiltProgram("sdui").run(["convert", "--from", "medium", Self.fixture("medium-home.json"), "--output", target])
        #expect(run.status == 0 && run.output.isEmpty, "\(run.errors)")
        let written = try JSONParser().parse(Array(try #require(FileManager.default.contents(atPath: target))))
        #expect(written["id"] == "home")
    }

    @Test("a sample that is not JSON names its line; a document of another design says what it lacks; an unknown design is a usage error")
    func failures() async throws {
        let sdui = try BuiltProgram("sdui")
        let printed = try await sdui.run(["convert", "--from", "postnl", Self.fixture("postnl-shipment-as-printed.json")])
        #expect(printed.status == 1 && printed.errors.contains("JSON error at line 11"), "\(printed.errors)")
        let wrong = try await sdui.run(["convert", "--from", "medium", Self.fixture("tutorial-login.json")])
        #expect(wrong.status == 1 && wrong.errors.contains("not a Medium article's screen of `widgets`: it has no `widgets`"), "\(wrong.errors)")
        #expect(wrong.output.isEmpty)
        let usage = try await sdui.run(["convert", "--from", "react", Self.fixture("tutorial-login.json")])
        #expect(usage.status == 64 || usage.status == 2, "\(usage.status): \(usage.errors)")
        #expect(usage.errors.contains("tutorial"), "the choices are named: \(usage.errors)")
    }
}
