import Foundation
import SDUITesting
import Testing

/// `sdui schema`, the built program: what it prints is the committed
/// schema, `--features` narrows it, and a wrong feature name is refused
/// with the names it knows.
@Suite("sdui binary: schema")
struct SchemaCommandTests {
    static func definitions(_ output: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        return object?["$defs"] as? [String: Any] ?? [:]
    }

    @Test("prints docs/sdui.schema.json, byte for byte")
    func printsTheCommittedSchema() async throws {
        let run = try await BuiltProgram("sdui").run(["schema"])
        #expect(run.status == 0, "\(run.errors)")
        let committed = try String(contentsOfFile: Repository.root + "/docs/sdui.schema.json", encoding: .utf8)
        #expect(run.output == committed, "docs/sdui.schema.json is stale: run `swift run sdui schema > docs/sdui.schema.json`")
    }

    @Test("--features chooses the features; none leaves the core alone")
    func featuresNarrowTheSchema() async throws {
        let sdui = try BuiltProgram("sdui")
        let all = try Self.definitions(try await sdui.run(["schema"]).output)
        #expect(all["component.barcodeInput"] != nil && all["action.play"] != nil && all["action.login"] != nil)
        #expect(all["action.keepOffline"] != nil && all["action.removeOffline"] != nil)

        let core = try Self.definitions(try await sdui.run(["schema", "--features", "none"]).output)
        #expect(core["component.text"] != nil && core["action.navigate"] != nil)
        #expect(core["component.barcodeInput"] == nil && core["action.play"] == nil && core["action.login"] == nil)

        let scan = try Self.definitions(try await sdui.run(["schema", "--features", "ScanBarcode"]).output)
        #expect(scan["component.barcodeInput"] != nil && scan["action.scanBarcode"] != nil)
        #expect(scan["action.play"] == nil && scan["component.miniPlayer"] == nil)
        let keep = try Self.definitions(try await sdui.run(["schema", "--features", "KeepOffline"]).output)
        #expect(keep["action.keepOffline"] != nil && keep["action.removeOffline"] != nil && keep["action.play"] == nil)
    }

    @Test("an unknown feature is refused, naming the ones this client has")
    func unknownFeatureIsRefused() async throws {
        let run = try await BuiltProgram("sdui").run(["schema", "--features", "ScanBarcode,Teleport"])
        #expect(run.status != 0)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("unknown feature 'Teleport'"), "\(run.errors)")
        #expect(run.errors.contains("ScanBarcode"), "\(run.errors)")
    }
}
