import FeatureContracts
import Foundation
import JSON
import Testing
@testable import SDUI

// Decodes every JSON example in docs/contract.md, so the document cannot drift
// from the code. An example is a ```json block right after a marker line:
//
//     <!-- example: KIND [TYPE] [diagnostics=N] [fails] [schema-rejects=PATH;PATH] -->
//
// KIND names the contract type to decode (`FeatureComponent` and `FeatureAction`
// are decoded with every feature contract's types registered), TYPE (components and actions) the
// `type` the decoded value must have, N how many diagnostics a core-only
// client reports (0 when absent), `fails` that the document must be refused,
// PATHs where docs/sdui.schema.json rejects it (`SchemaValidationTests`).

struct ContractDocExample: CustomTestStringConvertible {
    var kind: String
    var type: String?
    var expectedDiagnostics: Int
    var fails: Bool
    var json: String
    var line: Int
    /// JSON paths where the schema rejects the example; empty when it must validate.
    var schemaRejects: [String] = []

    var testDescription: String { "contract.md:\(line) \(kind)\(type.map { " " + $0 } ?? "")" }
}

enum ContractDocument {
    static var url: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/contract.md")
    }

    static func lines() throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The fenced block that starts on the line after `index`, or nil.
    static func block(after index: Int, in lines: [String]) -> String? {
        guard index + 1 < lines.count, lines[index + 1].hasPrefix("```") else { return nil }
        var body: [String] = []
        for line in lines[(index + 2)...] {
            if line.hasPrefix("```") { return body.joined(separator: "\n") }
            body.append(line)
        }
        return nil
    }

    static func examples() throws -> [ContractDocExample] {
        let lines = try lines()
        var result: [ContractDocExample] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- example:") {
            let words = line.dropFirst("<!-- example:".count).split(separator: " ").map(String.init).filter { $0 != "-->" }
            guard let kind = words.first, let json = block(after: index, in: lines) else {
                result.append(ContractDocExample(kind: "malformed marker", type: nil, expectedDiagnostics: 0, fails: false, json: "", line: index + 1))
                continue
            }
            var example = ContractDocExample(kind: kind, type: nil, expectedDiagnostics: 0, fails: false, json: json, line: index + 1)
            for word in words.dropFirst() {
                if word == "fails" {
                    example.fails = true
                } else if word.hasPrefix("schema-rejects=") {
                    example.schemaRejects = word.dropFirst("schema-rejects=".count).split(separator: ";").map(String.init)
                } else if word.hasPrefix("diagnostics="), let count = Int(word.dropFirst("diagnostics=".count)) {
                    example.expectedDiagnostics = count
                } else {
                    example.type = word
                }
            }
            result.append(example)
        }
        return result
    }
}

@Suite("Contract document examples")
struct ContractContractDocExampleTests {
    static let examples: [ContractDocExample] = (try? ContractDocument.examples()) ?? []
    let factory = ScreenFactory()
    /// The published wire types of every feature (§12.1).
    static let featureContracts = FeatureContracts.all
    static func featureFactory() throws -> ScreenFactory {
        var registry = FeatureRegistry()
        for types in featureContracts { try types.register(into: &registry) }
        return ScreenFactory(delegate: registry)
    }

    @Test func theDocumentHasExamples() {
        #expect(Self.examples.count > 40)
    }

    @Test(arguments: examples)
    func exampleDecodes(_ example: ContractDocExample) throws {
        let bytes = Array(example.json.utf8)
        if example.fails {
            #expect(example.kind == "Screen", "only screens have failing examples")
            #expect(throws: ContractError.self) { try factory.makeScreen(from: bytes) }
            return
        }
        let diagnostics: [Diagnostic]
        switch example.kind {
        case "Screen":
            diagnostics = try factory.makeScreen(from: bytes).diagnostics
        case "CommandResult":
            let decoded = try factory.makeCommandResult(from: bytes)
            if case .unknown = decoded.value { Issue.record("decoded as an unknown result") }
            diagnostics = decoded.diagnostics
        case "Widget":
            let decoded = try factory.makeWidget(from: bytes)
            if case .unknown = decoded.value.content { Issue.record("decoded as an unknown widget") }
            diagnostics = decoded.diagnostics
        case "Component":
            let decoded = try factory.decode(Component.self, from: JSONParser().parse(bytes))
            #expect(!decoded.value.isPlaceholder)
            #expect(decoded.value.type.rawValue == example.type)
            diagnostics = decoded.diagnostics
        case "Action":
            let decoded = try factory.decode(Action.self, from: JSONParser().parse(bytes))
            if case .unsupported(let unsupported) = decoded.value { Issue.record("unsupported: \(unsupported.reason)") }
            #expect(decoded.value.type.rawValue == example.type)
            diagnostics = decoded.diagnostics
        case "FeatureComponent":
            let decoded = try Self.featureFactory().decode(Component.self, from: JSONParser().parse(bytes))
            #expect(!decoded.value.isPlaceholder)
            #expect(decoded.value.type.rawValue == example.type)
            diagnostics = decoded.diagnostics
        case "FeatureAction":
            let decoded = try Self.featureFactory().decode(Action.self, from: JSONParser().parse(bytes))
            guard case .custom(let custom) = decoded.value else {
                Issue.record("not decoded as a feature action: \(decoded.value)")
                return
            }
            #expect(custom.type.rawValue == example.type)
            diagnostics = decoded.diagnostics
        default:
            diagnostics = try decodeNamed(example.kind, from: JSONParser().parse(bytes))
        }
        #expect(diagnostics.count == example.expectedDiagnostics, "\(diagnostics)")
    }

    private func decodeNamed(_ kind: String, from value: JSONValue) throws -> [Diagnostic] {
        switch kind {
        case "Section": return try factory.decode(Section.self, from: value).diagnostics
        case "SectionHeading": return try factory.decode(SectionHeading.self, from: value).diagnostics
        case "TitledAction": return try factory.decode(TitledAction.self, from: value).diagnostics
        case "Header": return try factory.decode(Header.self, from: value).diagnostics
        case "ImageReference": return try factory.decode(ImageReference.self, from: value).diagnostics
        case "NavigationBar": return try factory.decode(NavigationBar.self, from: value).diagnostics
        case "AnalyticsMetadata": return try factory.decode(AnalyticsMetadata.self, from: value).diagnostics
        case "CarouselItem": return try factory.decode(CarouselItem.self, from: value).diagnostics
        case "PrefetchedScreen": return try factory.decode(PrefetchedScreen.self, from: value).diagnostics
        case "InputRequest": return try factory.decode(InputRequest.self, from: value).diagnostics
        case "InputKind": return try factory.decode(InputKind.self, from: value).diagnostics
        case "InputSubmission": return try factory.decode(InputSubmission.self, from: value).diagnostics
        case "Page": return try factory.decode(Page.self, from: value).diagnostics
        default:
            Issue.record("unknown example kind '\(kind)'")
            return []
        }
    }

    @Test func everyCoreComponentAndActionTypeHasAnExample() {
        let components = Set(Self.examples.filter { $0.kind == "Component" && $0.expectedDiagnostics == 0 }.compactMap(\.type))
        for type in CoreContract.componentTypeNames {
            #expect(components.contains(type.rawValue), "no clean example for component '\(type)'")
        }
        let actions = Set(Self.examples.filter { $0.kind == "Action" && $0.expectedDiagnostics == 0 }.compactMap(\.type))
        for type in CoreContract.actionTypes {
            #expect(actions.contains(type.rawValue), "no clean example for action '\(type)'")
        }
    }

    @Test("every type a feature contract publishes has a clean example in §12.1")
    func everyFeatureTypeHasAnExample() {
        let components = Set(Self.examples.filter { $0.kind == "FeatureComponent" && $0.expectedDiagnostics == 0 }.compactMap(\.type))
        let actions = Set(Self.examples.filter { $0.kind == "FeatureAction" && $0.expectedDiagnostics == 0 }.compactMap(\.type))
        for types in Self.featureContracts {
            let owner = types.owner
            for name in types.components.map({ $0.name.rawValue }) {
                #expect(components.contains(name), "no example for the \(owner) component '\(name)'")
            }
            for name in types.actions.map({ $0.name.rawValue }) {
                #expect(actions.contains(name), "no example for the \(owner) action '\(name)'")
            }
        }
    }

    @Test func theCoreCapabilityHeaderIsTheOneDocumented() throws {
        let lines = try ContractDocument.lines()
        let marker = try #require(lines.firstIndex(of: "<!-- capabilities: core -->"))
        let documented = try #require(ContractDocument.block(after: marker, in: lines))
        #expect(documented == factory.capabilities.headerValue)
        #expect(CapabilityManifest.parse(header: documented) == .success(factory.capabilities))
    }

    @Test func theLossyExampleReportsTheDocumentedDiagnostics() throws {
        let example = try #require(Self.examples.first { $0.kind == "Screen" && $0.expectedDiagnostics == 4 })
        let decoded = try factory.makeScreen(from: Array(example.json.utf8))
        #expect(decoded.diagnostics.map(\.kind) == [.invalidElement, .invalidElement, .unknownType("hologram"), .defaultedValue])
        #expect(decoded.diagnostics.map(\.path) == [
            "header.title", "sections[0].components[0].title", "sections[0].components[1]", "sections[0].components[3].style",
        ])
        #expect(decoded.value.header == nil)
        #expect(decoded.value.sections[0].components.map(\.type) == ["text", "button"])
        #expect(decoded.value.sections[0].components[1].content(as: ButtonComponent.self)?.style == .secondary)
    }
}
