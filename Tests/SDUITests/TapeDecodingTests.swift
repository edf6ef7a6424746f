import FeatureContracts
import Foundation
import JSON
import SDUI
import Testing

/// Screens without templates or expressions are decoded straight from the
/// parser's tape; every other takes the tree. The two ways must give the
/// same screen and the same diagnostics, and the same errors, for every
/// document the project has (content files, seed fixtures, contract
/// examples, the hostile ones).
@Suite("Screens from the tape")
struct TapeDecodingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let factory: ScreenFactory = {
        var registry = ContractRegistry()
        for types in FeatureContracts.all { try? types.register(into: &registry) }
        return ScreenFactory(delegate: registry)
    }()

    /// Every screen-shaped JSON file of the repository's content and the core's fixtures.
    static func documents() throws -> [(String, [UInt8])] {
        var found: [(String, [UInt8])] = []
        for folder in ["Content/screens", "Tests/SDUITests/Fixtures", "Tests/TerminalUITests/Fixtures"] {
            let url = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "json" {
                found.append((file.path.replacingOccurrences(of: root.path + "/", with: ""), Array(try Data(contentsOf: file))))
            }
        }
        return found
    }

    @Test("the same screen, diagnostics and errors either way, for every document of the repository")
    func sameEitherWay() throws {
        var tree = Self.factory
        tree.decodesFromTape = false
        let documents = try Self.documents()
        #expect(documents.count > 20)
        var fromTape = 0
        for (name, bytes) in documents {
            let fast = Result { () throws(ContractError) in try Self.factory.makeDocument(from: bytes) }
            let slow = Result { () throws(ContractError) in try tree.makeDocument(from: bytes) }
            switch (fast, slow) {
            case (.success(let fast), .success(let slow)):
                #expect(fast.initial.value == slow.initial.value, "\(name)")
                #expect(fast.initial.diagnostics == slow.initial.diagnostics, "\(name)")
                if fast.json == nil { fromTape += 1 }
            case (.failure(let fast), .failure(let slow)):
                #expect(fast == slow, "\(name)")
            default:
                Issue.record("\(name): one way decodes, the other does not: \(fast) / \(slow)")
            }
        }
        #expect(fromTape >= 10, "most documents take the tape")
    }

    @Test("refusals are the tree's, word for word")
    func refusals() {
        for text in ["[1]", #"{"id": "x"}"#, #"{"id": "x", "sections": "none"}"#, #"{"id": "x", "sections": null}"#, #"{"sections": [}"#] {
            var tree = Self.factory
            tree.decodesFromTape = false
            let fast = Result { () throws(ContractError) in try Self.factory.makeScreen(from: Array(text.utf8)) }
            let slow = Result { () throws(ContractError) in try tree.makeScreen(from: Array(text.utf8)) }
            guard case .failure(let fastError) = fast, case .failure(let slowError) = slow else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(fastError == slowError, "\(text)")
        }
    }

    @Test("templates, expressions and visible take the tree; anything else the tape")
    func whichWay() throws {
        let plain = #"{"id": "p", "sections": [{"id": "s", "components": [{"type": "text", "paragraphs": ["@ home"]}]}]}"#
        #expect(try Self.factory.makeDocument(from: Array(plain.utf8)).json == nil)
        for special in [
            #"{"id": "e", "initialState": {"n": 1}, "sections": [{"id": "s", "components": [{"type": "text", "paragraphs": ["@{n}"]}]}]}"#,
            #"{"id": "v", "sections": [{"id": "s", "components": [{"type": "text", "paragraphs": ["x"], "visible": false}]}]}"#,
            #"{"id": "t", "templates": {"a": {"body": {"type": "divider"}}}, "sections": [{"id": "s", "components": [{"template": "a"}]}]}"#,
        ] {
            let document = try Self.factory.makeDocument(from: Array(special.utf8))
            #expect(document.json != nil, "\(special)")
        }
    }
}
