import Foundation
import JSON
import SDUI
import Testing

/// Patches' conformance vectors, which the web client (Web/tests/patches.test.ts)
/// runs too: each patch of Tests/Conformance/patches.json applied to its
/// screen's document leaves the recorded components (ids in document order),
/// or is refused as a whole, leaving the screen as it was. The recorded
/// answers come from `ScreenDocument.applying`: with `SDUI_WRITE_CONFORMANCE=1`
/// the test writes them instead of comparing.
@Suite("Conformance vectors: patches")
struct PatchConformanceTests {
    static let file = ConformanceVectorTests.root.appendingPathComponent("Tests/Conformance/patches.json")

    @Test("every patch gives the recorded components, or is refused as the vector says")
    func vectors() throws {
        let cases = try #require(try JSONParser().parse(Array(try Data(contentsOf: Self.file))).arrayValue)
        #expect(cases.count >= 10)
        let factory = ScreenFactory()
        var written: [JSONValue] = []
        for vector in cases {
            var object = try #require(vector.objectValue)
            let name = object["name"]?.stringValue ?? "?"
            let document = try factory.makeDocument(from: Array(try #require(object["document"]).jsonString().utf8))
            var result = JSONObject()
            result["type"] = "done"
            result["patch"] = object["patch"]
            let decoded = try factory.makeCommandResult(from: Array(try JSONValue.object(result).jsonString().utf8)).value
            guard case .done(let done) = decoded, let patch = done.patch else {
                Issue.record("\(name): the patch does not decode")
                continue
            }
            let kept: [String]?
            do {
                kept = try document.applying(patch).initial.value.allComponents.map(\.id)
            } catch {
                kept = nil
            }
            if ProcessInfo.processInfo.environment["SDUI_WRITE_CONFORMANCE"] == "1" {
                object["kept"] = kept.map { .array($0.map { .string($0) }) } ?? .null
                object["refused"] = .bool(kept == nil)
                written.append(.object(object))
                continue
            }
            #expect(object["refused"]?.boolValue == (kept == nil), "\(name): Swift \(kept == nil ? "refuses" : "applies") it")
            if let kept { #expect(object["kept"]?.arrayValue?.compactMap(\.stringValue) == kept, "\(name): Swift keeps \(kept)") }
        }
        if !written.isEmpty {
            let lines = try written.map { try $0.jsonString() }
            try Data(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8).write(to: Self.file)
        }
    }
}
