import JSON
import SDUI
import SDUITesting
import Testing

/// Documents that try to make a small input cost a lot: templates that
/// multiply strings, arguments doubled at every level, big arguments placed
/// many times, expressions that build long texts in many fields, thousands of
/// conditions. Each ends within its budget with a diagnostic that says where,
/// and the rest of the screen shows. The same documents at full size are
/// measured by `Scripts/check-hostile-documents.sh` (time and memory, release build).
@Suite("Hostile documents")
struct HostileDocumentTests {
    static func decode(_ json: String) throws -> (screen: Screen, diagnostics: [Diagnostic], expanded: Int) {
        let bytes = Array(json.utf8)
        let document = try ScreenFactory().makeDocument(from: bytes)
        return (document.initial.value, document.initial.diagnostics, document.json?.compactByteCount ?? bytes.count)
    }

    static let after = HostileDocuments.after

    @Test("a string argument placed many times stops at the byte budget, naming the template, the use and the budget")
    func placedManyTimes() throws {
        // 64 KB of argument, 64 copies per use, 4 uses: 16 MB asked for, from a 260 KB document.
        let json = HostileDocuments.placedMany(size: 65_536, copies: 64, uses: 4)
        let budget = AmplificationBudget(inputBytes: json.utf8.count)
        let (screen, diagnostics, expanded) = try Self.decode(json)
        #expect(screen.sections[0].components.last?.id == "after", "the rest of the screen shows")
        #expect(expanded <= json.utf8.count + budget.bytes, "expanded to \(expanded) bytes from \(json.utf8.count)")
        let first = try #require(diagnostics.first { $0.reason.contains("template 'many' is left out") })
        #expect(first.path.hasPrefix("sections[0].components["), "\(first)")
        #expect(first.reason.contains("\(budget.bytes) bytes"), "\(first)")
        #expect(diagnostics.contains { $0.reason.contains("later template use") && $0.reason.contains("left out too") })
    }

    @Test("an argument doubled at every level of nesting is refused before it is built")
    func nestedDoublingIsRefused() throws {
        // 256 × 32 KB = 8 MB per use at the innermost level; 16 uses ask for 128 MB.
        let json = HostileDocuments.nestedDoubling(size: 32_768, uses: 16)
        let budget = AmplificationBudget(inputBytes: json.utf8.count)
        let (screen, diagnostics, expanded) = try Self.decode(json)
        #expect(screen.sections[0].components.last?.id == "after")
        #expect(expanded <= json.utf8.count + budget.bytes)
        let first = try #require(diagnostics.first { $0.reason.contains("template 'd0' is left out") })
        #expect(first.reason.contains("more than the"), "\(first)")
        #expect(first.path == "sections[0].components[0]", "\(first)")
    }

    @Test("within the budget, doubling still works: the budget stops only what is too big")
    func smallDoublingExpands() throws {
        let (screen, diagnostics, _) = try Self.decode(HostileDocuments.nestedDoubling(size: 2, uses: 3))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let text = try #require(screen.sections[0].components.first?.content(as: TextComponent.self))
        #expect(text.paragraphs == [String(repeating: "y", count: 512)])
        #expect(screen.sections[0].components.count == 4)
    }

    @Test("a large array argument placed many times counts each placement")
    func largeArrayPlacedMany() throws {
        let rows = (0..<2_000).map { #"{"type": "text", "id": "r\#($0)", "paragraphs": ["row \#($0) of a long list"]}"# }
        let placements = Array(repeating: #"{"type": "column", "children": "${rows}"}"#, count: 50).joined(separator: ",")
        let json = #"""
        {"id": "arrays", "templates": {"all": {"parameters": ["rows"], "body": {"type": "column", "children": [\#(placements)]}}},
         "sections": [{"id": "s", "components": [{"template": "all", "arguments": {"rows": [\#(rows.joined(separator: ","))]}}, \#(Self.after)]}]}
        """#
        let budget = AmplificationBudget(inputBytes: json.utf8.count)
        let (screen, diagnostics, expanded) = try Self.decode(json)
        #expect(expanded <= json.utf8.count + budget.bytes)
        #expect(screen.sections[0].components.map(\.id) == ["after"])
        #expect(diagnostics.contains { $0.reason.contains("template 'all' is left out") })
    }

    @Test("an array argument inside a longer string is measured before it is written")
    func arrayInText() throws {
        let rows = (0..<2_000).map { "\($0)" }.joined(separator: ",")
        let paragraphs = Array(repeating: #""rows: ${rows}""#, count: 200).joined(separator: ",")
        let json = #"""
        {"id": "texts", "templates": {"t": {"parameters": ["rows"], "body": {"type": "text", "paragraphs": [\#(paragraphs)]}}},
         "sections": [{"id": "s", "components": [{"template": "t", "arguments": {"rows": [\#(rows)]}}, {"template": "t", "arguments": {"rows": [\#(rows)]}}, \#(Self.after)]}]}
        """#
        let (screen, diagnostics, _) = try Self.decode(json)
        #expect(screen.sections[0].components.map(\.id).last == "after")
        #expect(diagnostics.contains { $0.reason.contains("is left out") && $0.reason.contains("budget") }, "\(diagnostics)")
    }

    @Test("${p} in a key is not filled: keys stay as written, so they cannot multiply")
    func keysAreNotFilled() throws {
        let json = #"""
        {"id": "keys", "templates": {"k": {"parameters": ["p"], "body": {"type": "text", "paragraphs": ["${p}"], "${p}": "${p}"}}},
         "sections": [{"id": "s", "components": [{"template": "k", "arguments": {"p": "value"}}]}]}
        """#
        let document = try ScreenFactory().makeDocument(from: Array(json.utf8))
        let component = try #require(document.json?["sections"]?[0]?["components"]?[0])
        #expect(component["${p}"] == "value")
        #expect(component["value"] == nil)
    }

    @Test("a template with more parameters than allowed is refused with its uses")
    func tooManyParameters() throws {
        let names = (0...TemplateExpansion.maximumParameters).map { #""p\#($0)""# }.joined(separator: ",")
        let json = #"""
        {"id": "wide", "templates": {"w": {"parameters": [\#(names)], "body": {"type": "text", "paragraphs": ["x"]}}},
         "sections": [{"id": "s", "components": [{"template": "w"}, \#(Self.after)]}]}
        """#
        let (screen, diagnostics, _) = try Self.decode(json)
        #expect(screen.sections[0].components.map(\.id) == ["after"])
        #expect(diagnostics.contains { $0.path == "templates.w.parameters" && $0.reason.contains("at most \(TemplateExpansion.maximumParameters) parameters") })
    }

    @Test("expressions joining long texts in many fields stop at the screen's byte budget; the rest show their text")
    func expressionTextsAcrossFields() throws {
        let long = String(repeating: "z", count: 4_900)
        let fields = (0..<400).map { #"{"type": "text", "id": "f\#($0)", "paragraphs": ["@{s + s}"]}"# }
        let json = #"{"id": "joins", "initialState": {"s": "\#(long)"}, "sections": [{"id": "s", "components": [\#(fields.joined(separator: ","))]}]}"#
        let (screen, diagnostics, _) = try Self.decode(json)
        let texts = screen.sections[0].components.compactMap { $0.content(as: TextComponent.self)?.paragraphs.first }
        #expect(texts.count == 400, "every field is shown")
        let evaluated = texts.filter { $0.utf8.count == 9_800 }.count
        let budget = AmplificationBudget(inputBytes: json.utf8.count)
        #expect(evaluated > 0 && evaluated < 400)
        #expect(evaluated * 9_802 <= budget.bytes, "\(evaluated) fields evaluated")
        #expect(texts.last == "@{s + s}", "fields past the budget show their text as written")
        let summary = try #require(diagnostics.first { $0.reason.contains("the screen's expressions produce more than the budget") })
        #expect(summary.reason.contains("fields of the screen show the text as written"), "\(summary)")
        #expect(diagnostics.filter { $0.kind == .invalidExpression }.count == 1, "one diagnostic, not one per field")
    }

    @Test("thousands of visible conditions stop at the screen's step budget; elements past it stay shown")
    func manyConditions() throws {
        let condition = "@{" + Array(repeating: "n > 1", count: 40).joined(separator: " || ") + "}"
        let elements = (0..<8_000).map { #"{"type": "text", "id": "e\#($0)", "paragraphs": ["x"], "visible": "\#(condition)"}"# }
        let json = #"{"id": "conditions", "initialState": {"n": 0}, "sections": [{"id": "s", "components": [\#(elements.joined(separator: ","))]}]}"#
        let (screen, diagnostics, _) = try Self.decode(json)
        let shown = screen.sections[0].components.count
        #expect(shown > 0 && shown < 8_000, "hidden until the budget ran out, then shown: \(shown)")
        #expect(diagnostics.contains { $0.reason.contains("more than the \(ScreenExpressions.maximumSteps) steps allowed for one screen") })
    }

    @Test("a single expression is held to the text limit too, even when a function lengthens it")
    func upperLengthens() throws {
        let state = ScreenState(["s": .string(String(repeating: "ŉ", count: 4_000))])
        let field = try #require(try InterpolatedText.parse("@{upper(s)}"))
        #expect(throws: ExpressionError.self) { try field.value(in: state) }
    }

    @Test("deep fallback chains stop at the nesting limit; what is shown keeps short ids")
    func deepFallbacks() throws {
        var chain = #"{"type": "text", "paragraphs": ["end"]}"#
        for level in 0..<200 {
            chain = #"{"type": "nope\#(level)", "fallback": \#(chain)}"#
        }
        var shallow = #"{"type": "text", "paragraphs": ["end"]}"#
        for level in 0..<20 {
            shallow = #"{"type": "nope\#(level)", "fallback": \#(shallow)}"#
        }
        var tower = #"{"type": "column", "children": [\#(shallow), \#(shallow)]}"#
        for _ in 0..<8 { tower = #"{"type": "column", "children": [\#(tower)]}"# }
        let json = #"{"id": "chains", "sections": [{"id": "s", "components": [\#(chain), \#(tower), \#(Self.after)]}]}"#
        let (screen, diagnostics, _) = try Self.decode(json)
        #expect(screen.sections[0].components.map(\.id) == ["sections[0].components[1]", "after"],
                "the 200-deep chain is dropped, the 29-deep tower shown")
        let limit = try #require(diagnostics.first { $0.reason.contains("nest more than \(ContractContext.maximumComponentNesting) levels") }, "\(diagnostics.prefix(4))")
        #expect(limit.path.hasPrefix("sections[0].components[0].fallback"), "\(limit)")
        func ids(_ component: Component) -> [String] {
            [component.id] + (component.content(as: ColumnComponent.self)?.children.flatMap(ids) ?? [])
        }
        let all = screen.sections[0].components.flatMap(ids)
        #expect(all.allSatisfy { $0.utf8.count <= ContractPath.maximumIDLength + 70 }, "\(all.map(\.utf8.count).max() ?? 0)")
        #expect(all.contains { $0.hasPrefix("…") }, "deep paths are shortened")
        #expect(Set(all).count == all.count, "ids stay unique when they are shortened")
    }

    @Test("thousands of broken elements: the first 1,000 diagnostics are kept, the rest counted")
    func diagnosticsAreCapped() throws {
        let unknown = (0..<3_000).map { #"{"type": "hologram", "id": "h\#($0)", "depth": \#($0)}"# }
        let json = #"{"id": "broken", "sections": [{"id": "s", "components": [\#(unknown.joined(separator: ",")), \#(Self.after)]}]}"#
        let (screen, diagnostics, _) = try Self.decode(json)
        #expect(screen.sections[0].components.map(\.id) == ["after"])
        #expect(diagnostics.count == DiagnosticLog.maximumCount + 1)
        #expect(diagnostics.last?.kind == .notRecorded(count: 2_000), "\(String(describing: diagnostics.last))")
        #expect(diagnostics.first?.path == "sections[0].components[0]")
    }
}
