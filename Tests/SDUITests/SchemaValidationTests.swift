import Foundation
import JSON
import SDUI
import SDUISchema
import Testing

/// docs/sdui.schema.json against the code and against the documents we
/// ship: generated from the decoders (stale → fail), and checked with an
/// independent validator (Debian's python3-jsonschema through
/// `Scripts/validate-with-schema.py`): every content file, seed fixture and
/// contract example validates, or is rejected exactly where we say.
@Suite("JSON Schema of the contract", .serialized)
struct SchemaValidationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemaFile = root.appendingPathComponent("docs/sdui.schema.json")

    /// What `sdui schema` prints: the core and the feature contracts `sdui` links.
    static func generated() throws -> String {
        var registry = FeatureRegistry()
        for types in ContractContractDocExampleTests.featureContracts { try types.register(into: &registry) }
        let bytes = try JSONWriter(formatting: [.prettyPrinted, .sortedKeys]).write(try ContractSchema(registry: registry.contract).document())
        return String(decoding: bytes, as: UTF8.self) + "\n"
    }

    @Test("docs/sdui.schema.json is what the decoders say now")
    func schemaIsCurrent() throws {
        let committed = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        #expect(committed == (try Self.generated()),
                "docs/sdui.schema.json is stale: run `swift run sdui schema > docs/sdui.schema.json`")
    }

    @Test("every type, with its members, required keys and enums, is in the schema")
    func schemaDescribesTheTypes() throws {
        let schema = try JSONParser().parse(Array(try Self.generated().utf8))
        let definitions = schema["$defs"]?.objectValue ?? JSONObject()
        for type in CoreContract.componentTypeNames + ["barcodeInput", "miniPlayer"] {
            #expect(definitions["component.\(type)"] != nil, "component \(type)")
        }
        for type in CoreContract.actionTypes.map(\.rawValue) + ["scanBarcode", "play", "playerControl", "login", "logout"] {
            #expect(definitions["action.\(type)"] != nil, "action \(type)")
        }
        let button = definitions["component.button"]
        #expect(button?["required"] == ["type", "label", "action"])
        // Optional, so null too; an enum, so an expression too.
        #expect(button?["properties"]?["style"]?["anyOf"]?[0]?["anyOf"]?[0]?["enum"] == ["primary", "secondary", "destructive", "plain"])
        // A member the decoder tries as a string and then as a list takes either.
        #expect(definitions["component.text"]?["properties"]?["paragraphs"]?["anyOf"]?.arrayValue?.count == 2)
        // A screen without an id decodes with a diagnostic, so the schema requires one.
        #expect(definitions["SDUIContract.Screen"]?["required"]?.arrayValue?.contains("id") == true)
        #expect(definitions["SDUIContract.Screen"]?["required"]?.arrayValue?.contains("sections") == true)
    }

    @Test("the core's action table lists exactly the core's actions")
    func coreActionTable() {
        #expect(Set(ElementType.coreActions.map(\.name)) == CoreContract.actionTypes)
        #expect(ElementType.coreComponents.map(\.name).sorted() == CoreContract.componentTypeNames)
    }

    /// Each seed fixture, the part of the schema it is, and where the schema rejects it.
    static let fixtures: [String: (definition: String, rejects: [String])] = [
        "postnl-scan-and-go-result-navigate": ("/$defs/commandResult", []),
        "postnl-scan-and-go-screen": ("", []),
        "postnl-widget-empty": ("/$defs/widget", []),
        "postnl-widget-error": ("/$defs/widget", []),
        "postnl-widget-shipment": ("/$defs/widget", []),
        "postnl-widget-unknown-type": ("/$defs/widget", ["type"]),
        "primephonic-artwork-row": ("/$defs/component", []),
        "primephonic-carousel-composers": ("/$defs/component", []),
        "primephonic-carousel-item-navigate": ("/$defs/SDUIContract.CarouselItem", []),
        "primephonic-command-add-favourite": ("/$defs/action", []),
        "primephonic-command-result-done": ("/$defs/commandResult", []),
        "primephonic-command-result-request-choice": ("/$defs/commandResult", []),
        "primephonic-command-result-request-text": ("/$defs/commandResult", []),
        "primephonic-composer-screen": ("", []),
        "primephonic-detail-row-with-addition": ("/$defs/component", []),
        "primephonic-detail-row-work": ("/$defs/component", []),
        // The seed's lossy menu: its third button has no action (the client drops it).
        "primephonic-lossy-menu": ("/$defs/SDUIContract.NavigationBar", ["secondaryButtons[2]"]),
        "primephonic-navigation-bar-menu": ("/$defs/SDUIContract.NavigationBar", []),
        "primephonic-navigation-bar-share": ("/$defs/SDUIContract.NavigationBar", []),
        // The seed's play button predates `startTrack` (the client cannot run it).
        "primephonic-playlist-screen": ("", ["sections[0].components[0].action"]),
        "primephonic-track-play": ("/$defs/component", []),
        "primephonic-unsupported-version-screen": ("", []),
        "primephonic-version-fallback-component": ("/$defs/component", []),
        "tutorial-login-screen": ("", []),
        "widgets-seed-home": ("", []),
    ]

    /// Documents broken one way each, and the path the validator must name.
    static let broken: [(name: String, definition: String, json: String, rejects: [String])] = [
        ("unknown member", "", #"{"id": "s", "sections": [{"components": [{"type": "text", "paragraphs": ["a"], "colour": "red"}]}]}"#,
         ["sections[0].components[0]"]),
        ("wrong type", "", #"{"id": "s", "sections": [{"components": [{"type": "button", "label": 3, "action": {"type": "back"}}]}]}"#,
         ["sections[0].components[0].label"]),
        ("missing action member", "", #"{"id": "s", "sections": [{"components": [{"type": "button", "label": "Go", "action": {"type": "navigate"}}]}]}"#,
         ["sections[0].components[0].action"]),
        ("unknown type without fallback", "", #"{"id": "s", "sections": [{"components": [{"type": "txt", "paragraphs": ["a"]}]}]}"#,
         ["sections[0].components[0]"]),
        ("value outside an enum", "", #"{"id": "s", "sections": [{"components": [{"type": "text", "style": "huge", "paragraphs": ["a"]}]}]}"#,
         ["sections[0].components[0].style"]),
        ("boolean that is neither a boolean nor an expression", "",
         #"{"id": "s", "sections": [{"components": [{"type": "toggle", "label": "On", "stateKey": "on", "visible": "yes"}]}]}"#,
         ["sections[0].components[0].visible"]),
        ("screen without sections", "", #"{"id": "s", "title": "No sections"}"#, ["(root)"]),
        ("screen without an id", "", #"{"sections": []}"#, ["(root)"]),
        ("template use with a stray member", "", #"{"id": "s", "sections": [{"components": [{"template": "row", "argumnets": {}}]}]}"#,
         ["sections[0].components[0]"]),
        ("unknown command result", "/$defs/commandResult", #"{"type": "celebrate"}"#, ["type"]),
        ("error result without a message", "/$defs/commandResult", #"{"type": "error"}"#, ["(root)"]),
        ("feature action missing a member", "/$defs/action", #"{"type": "play", "tracksMetadataURL": "/t", "startIndex": 0}"#, ["(root)"]),
    ]

    @Test("content files, seed fixtures and contract examples validate, or are rejected where expected")
    func documentsValidate() async throws {
        var jobs: [Job] = []
        let content = Self.root.appendingPathComponent("Content/screens")
        let files = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
        #expect(files.count >= 4)
        for file in files {
            jobs.append(Job(name: "content \(file.lastPathComponent)", definition: "", document: try Self.parse(file), rejects: []))
        }
        let fixtureFolder = Self.root.appendingPathComponent("Tests/SDUITests/Fixtures")
        let fixtureFiles = try FileManager.default.contentsOfDirectory(atPath: fixtureFolder.path).filter { $0.hasSuffix(".json") }
        #expect(Set(fixtureFiles.map { String($0.dropLast(5)) }) == Set(Self.fixtures.keys), "classify every fixture in SchemaValidationTests.fixtures")
        for (name, expectation) in Self.fixtures {
            let document = try Self.parse(fixtureFolder.appendingPathComponent("\(name).json"))
            jobs.append(Job(name: "fixture \(name)", definition: expectation.definition, document: document, rejects: expectation.rejects))
        }
        let examples = try ContractDocument.examples()
        var skipped: Set<String> = []
        for example in examples {
            guard let definition = Self.definition(forExampleKind: example.kind) else {
                skipped.insert(example.kind)
                continue
            }
            jobs.append(Job(name: "contract.md:\(example.line)", definition: definition,
                            document: try JSONParser().parse(Array(example.json.utf8)), rejects: example.schemaRejects))
        }
        // An input request is decoded inside a command result and has no definition of its own.
        #expect(skipped == ["InputRequest"])
        try await Self.expect(jobs)
        #expect(jobs.count >= 100, "\(jobs.count) documents")
    }

    @Test("broken documents are rejected with the path of what is wrong")
    func brokenDocumentsAreRejected() async throws {
        try await Self.expect(Self.broken.map { Job(name: "broken: \($0.name)", definition: $0.definition,
                                              document: try JSONParser().parse(Array($0.json.utf8)), rejects: $0.rejects) })
    }

    // MARK: - Running the validator

    struct Job {
        var name: String
        var definition: String
        var document: JSONValue
        var rejects: [String]
    }

    static func definition(forExampleKind kind: String) -> String? {
        switch kind {
        case "Screen": return ""
        case "Component", "FeatureComponent": return "/$defs/component"
        case "Action", "FeatureAction": return "/$defs/action"
        case "CommandResult": return "/$defs/commandResult"
        case "Widget": return "/$defs/widget"
        case "Page": return "/$defs/page"
        case "InputRequest": return nil
        default: return "/$defs/SDUIContract.\(kind)"
        }
    }

    static func parse(_ file: URL) throws -> JSONValue {
        try JSONParser().parse(Array(try Data(contentsOf: file)))
    }

    /// Runs every job through the validator in one process and checks each
    /// against its expectation: valid, or errors exactly at `rejects`.
    static func expect(_ jobs: [Job], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let results = try await offThePool { try validate(jobs) }
        for job in jobs {
            let lines = results[job.name] ?? []
            if job.rejects.isEmpty {
                #expect(lines == ["ok"], "\(job.name): \(lines)", sourceLocation: sourceLocation)
            } else {
                let paths = Set(lines.compactMap { $0.components(separatedBy: ": ").first })
                #expect(paths == Set(job.rejects), "\(job.name): \(lines)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Runs blocking work (a child process read and waited for) on a thread of
    /// its own, so the cooperative pool the other tests share is not held for
    /// the seconds Python takes on a loaded machine.
    static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }

    /// Each job's output lines, without its name: "ok", or "PATH: MESSAGE" per error.
    static func validate(_ jobs: [Job]) throws -> [String: [String]] {
        let batch: JSONValue = .array(jobs.map { ["name": .string($0.name), "def": .string($0.definition), "document": $0.document] })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("schema-batch-\(UUID().uuidString).json")
        try Data(try JSONWriter().write(batch)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [root.appendingPathComponent("Scripts/validate-with-schema.py").path, schemaFile.path, "--batch", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus <= 1 else {
            throw ValidatorFailure(description: "the validator failed (exit \(process.terminationStatus)): \(text)")
        }
        var results: [String: [String]] = [:]
        let names = jobs.map(\.name).sorted { $0.count > $1.count }
        for line in text.split(separator: "\n").map(String.init) {
            guard let name = names.first(where: { line.hasPrefix($0 + ": ") }) else {
                throw ValidatorFailure(description: "unexpected validator output: \(line)")
            }
            results[name, default: []].append(String(line.dropFirst(name.count + 2)))
        }
        return results
    }

    struct ValidatorFailure: Error, CustomStringConvertible {
        let description: String
    }
}
