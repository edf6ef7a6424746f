import Foundation
import JSON
import SDUI
import Testing

/// Templates' conformance vectors, which the web client
/// (Web/tests/templates.test.ts) runs too: each document of
/// Tests/Conformance/templates.json, expanded within its budget (`budget`
/// bytes when the vector gives one, else the document's own), gives the
/// recorded document, budget verdict and diagnostics (kind, path and reason,
/// in order). A large expansion is recorded by its size (`summarize`: its
/// objects and arrays, its compact bytes), a long list of diagnostics by its
/// count, first 20 and last 20. The recorded answers come from
/// `TemplateExpansion.expand`: with `SDUI_WRITE_CONFORMANCE=1` the test
/// writes them instead of comparing (then review the diff).
@Suite("Conformance vectors: templates")
struct TemplateConformanceTests {
    static let file = ConformanceVectorTests.root.appendingPathComponent("Tests/Conformance/templates.json")
    /// More diagnostics than this are recorded as their count, the first half and the last half.
    static let listedDiagnostics = 40

    @Test("every document expands to the recorded document, budget verdict and diagnostics")
    func vectors() throws {
        let cases = try #require(try JSONParser().parse(Array(try Data(contentsOf: Self.file))).arrayValue)
        #expect(cases.count >= 40)
        let writing = ProcessInfo.processInfo.environment["SDUI_WRITE_CONFORMANCE"] == "1"
        var written: [JSONValue] = []
        var names: Set<String> = []
        for vector in cases {
            var object = try #require(vector.objectValue)
            let name = object["name"]?.stringValue ?? "?"
            #expect(names.insert(name).inserted, "\(name): two vectors have this name")
            let document = try #require(object["document"])
            let budget = object["budget"]?.intValue.map { AmplificationBudget(bytes: $0, inputBytes: document.compactByteCount) }
            let result = TemplateExpansion.expand(document, budget: budget)
            let answers = Self.answers(result, summarize: object["summarize"]?.boolValue == true)
            if writing {
                for (key, value) in answers { object[key] = value }
                written.append(.object(object))
                continue
            }
            for (key, value) in answers {
                #expect(object[key] == value, "\(name): Swift's \(key) is \((try? value.jsonString()) ?? "?")")
            }
        }
        if writing {
            let lines = try written.map { try $0.jsonString() }
            try Data(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8).write(to: Self.file)
        }
    }

    /// What a vector records of an expansion.
    static func answers(_ result: TemplateExpansion.Result, summarize: Bool) -> JSONObject {
        var answers = JSONObject()
        if summarize {
            answers["expandedSummary"] = ["elements": .number(JSONNumber(elements(in: result.value))),
                                          "bytes": .number(JSONNumber(result.value.compactByteCount))]
        } else {
            answers["expanded"] = result.value
        }
        answers["exceededBudget"] = .bool(result.exceededBudget)
        let all = result.diagnostics.map(Self.json)
        answers["diagnosticCount"] = .number(JSONNumber(all.count))
        answers["diagnostics"] = .array(all.count <= listedDiagnostics ? all
            : Array(all.prefix(listedDiagnostics / 2)) + Array(all.suffix(listedDiagnostics / 2)))
        return answers
    }

    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        let kind: String
        switch diagnostic.kind {
        case .invalidElement: kind = "invalidElement"
        case .notRecorded: kind = "notRecorded"
        default: kind = "\(diagnostic.kind)"
        }
        return ["kind": .string(kind), "path": .string(diagnostic.path), "reason": .string(diagnostic.reason)]
    }

    /// The objects and arrays in `value`.
    static func elements(in value: JSONValue) -> Int {
        switch value {
        case .array(let items): return 1 + items.reduce(0) { $0 + elements(in: $1) }
        case .object(let object): return 1 + object.reduce(0) { $0 + elements(in: $1.value) }
        case .null, .bool, .number, .string: return 0
        }
    }
}
