import Foundation
import JSON
import SDUI
import Testing

/// Lossy decoding's conformance vectors, which the web client
/// (Web/tests/lossy.test.ts) runs too: for every broken document of
/// Tests/Conformance/lossy.json, the client with the core types and the
/// player's `track` (which the web client draws too) keeps the
/// same components (their ids, in document order) and reports a diagnostic
/// at the same JSON paths. The recorded answers come from this decoder: with
/// `SDUI_WRITE_CONFORMANCE=1` the test writes them into the file instead of
/// comparing (then review the diff before committing it).
@Suite("Conformance vectors: lossy decoding")
struct LossyConformanceTests {
    static let file = ConformanceVectorTests.root.appendingPathComponent("Tests/Conformance/lossy.json")

    @Test("every broken document keeps the recorded components and reports at the recorded paths")
    func vectors() throws {
        let cases = try #require(try JSONParser().parse(Array(try Data(contentsOf: Self.file))).arrayValue)
        #expect(cases.count >= 20)
        var written: [JSONValue] = []
        let factory = try trackFactory()
        for vector in cases {
            var object = try #require(vector.objectValue)
            let name = object["name"]?.stringValue ?? "?"
            let document = try #require(object["document"], "\(name) has no document")
            let decoded = try factory.makeScreen(from: Array(try document.jsonString().utf8))
            let kept = decoded.value.allComponents.map(\.id)
            let paths = Set(decoded.diagnostics.map(\.path)).sorted()
            if ProcessInfo.processInfo.environment["SDUI_WRITE_CONFORMANCE"] == "1" {
                object["kept"] = .array(kept.map { .string($0) })
                object["diagnosticPaths"] = .array(paths.map { .string($0) })
                written.append(.object(object))
                continue
            }
            #expect(object["kept"]?.arrayValue?.compactMap(\.stringValue) == kept, "\(name): Swift keeps \(kept)")
            #expect(object["diagnosticPaths"]?.arrayValue?.compactMap(\.stringValue) == paths, "\(name): Swift reports at \(paths)")
        }
        if !written.isEmpty {
            let lines = try written.map { try $0.jsonString() }
            try Data(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8).write(to: Self.file)
        }
    }
}
