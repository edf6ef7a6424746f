import CurlTransport
import Foundation
import SDUI
import SDUITesting
import Testing

/// `sdui-server release …` as an operator runs it, against a server process
/// on the same SQLite file: a publish is served without a restart, a refused
/// one says what and where and changes nothing.
@Suite("Release commands")
struct ReleaseCommandTests {
    @Test("release publish from the command line is served by a running server; a broken folder is refused with file and JSON path")
    func publishFromCommandLine() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-release-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let database = work.appendingPathComponent("server.sqlite").path
        let content = work.appendingPathComponent("Content")
        try FileManager.default.copyItem(atPath: Repository.contentDirectory, toPath: content.path)
        let server = try await ServerProcess(arguments: ["--database", database])
        defer { server.signal(SIGKILL) }
        let http = CurlHTTPClient()
        let home = { try await http.send(OutgoingRequest(method: "GET", url: server.baseURL + "/v2/screens/home")) }
        let before = try await home()

        let program = try BuiltProgram("sdui-server")
        let homeFile = content.appendingPathComponent("screens/home.json")
        let original = try String(contentsOf: homeFile, encoding: .utf8)
        try original.replacingOccurrences(of: "\"destination\": \"parcels\"", with: "\"destination\": \"parcelz\"")
            .write(to: homeFile, atomically: true, encoding: .utf8)
        let refused = try await program.run(["release", "publish", content.path, "--note", "typo", "--database", database])
        #expect(refused.status != 0)
        #expect(refused.errors.contains("screens/home.json at sections[0].components[1].action.destination: navigate-destination: no screen answers 'parcelz'"),
                "\(refused.errors)")
        #expect(!refused.errors.contains("Usage"), "a refusal is not a usage error")

        try original.replacingOccurrences(of: "\"title\": \"SDUI demo\"", with: "\"title\": \"Published from the command line\"")
            .write(to: homeFile, atomically: true, encoding: .utf8)
        let published = try await program.run(["release", "publish", content.path, "--note", "retitled", "--author", "ops",
                                                "--database", database])
        #expect(published.status == 0, "\(published.errors)")
        #expect(published.output.hasPrefix("published release 1 to live"))
        #expect(await eventually {
            String(decoding: (try? await home())?.body ?? [], as: UTF8.self).contains("Published from the command line")
        })
        #expect(try await home().header("ETag") != before.header("ETag"))

        let list = try await program.run(["release", "list", "--database", database])
        #expect(list.output.hasPrefix("1\tlive\t"), "\(list.output)")
        #expect(list.output.contains("\tops\t") && list.output.hasSuffix("\tretitled\n"))
        let log = try await program.run(["release", "log", "--database", database])
        #expect(log.output.split(separator: "\n").count == 2, "the refusal and the publish: \(log.output)")
    }
}
