import Foundation
import JSON
import Testing

/// Runs every file of Nicolas Seriot's JSONTestSuite (`test_parsing/`) through the parser.
///
/// The files are read at test time from `../shared/testdata/JSONTestSuite` beside the
/// repository (or `$JSONTESTSUITE_DIR`); they are not copied into the repo.
@Suite("JSONTestSuite conformance")
struct JSONTestSuiteConformanceTests {
    static let folder: URL? = {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [
            environment["JSONTESTSUITE_DIR"].map { URL(fileURLWithPath: $0) },
            URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent("shared/testdata/JSONTestSuite/test_parsing"),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    static let runningInCI = ProcessInfo.processInfo.environment["CI"] != nil

    static func files(prefix: String) throws -> [URL] {
        let folder = try #require(
            folder, "JSONTestSuite folder is missing: expected ../shared/testdata/JSONTestSuite/test_parsing")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix(prefix) && $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func parse(_ url: URL) throws -> Result<JSONValue, JSONParseError> {
        let bytes = [UInt8](try Data(contentsOf: url))
        do throws(JSONParseError) {
            return .success(try JSONParser().parse(bytes))
        } catch {
            return .failure(error)
        }
    }

    @Test("accepts every y_ file", .enabled(if: folder != nil || runningInCI, "JSONTestSuite not found beside the repo"))
    func acceptsEveryValidDocument() throws {
        let files = try Self.files(prefix: "y_")
        #expect(files.count == 95)
        var rejected: [String] = []
        for file in files {
            if case .failure(let error) = try Self.parse(file) {
                rejected.append("\(file.lastPathComponent): \(error)")
            }
        }
        #expect(rejected.isEmpty, "rejected valid documents:\n\(rejected.joined(separator: "\n"))")
    }

    @Test("rejects every n_ file", .enabled(if: folder != nil || runningInCI, "JSONTestSuite not found beside the repo"))
    func rejectsEveryInvalidDocument() throws {
        let files = try Self.files(prefix: "n_")
        #expect(files.count == 188)
        var accepted: [String] = []
        for file in files {
            if case .success = try Self.parse(file) {
                accepted.append(file.lastPathComponent)
            }
        }
        #expect(accepted.isEmpty, "accepted invalid documents: \(accepted)")
    }

    @Test("survives every i_ file", .enabled(if: folder != nil || runningInCI, "JSONTestSuite not found beside the repo"))
    func survivesImplementationDefinedDocuments() throws {
        let files = try Self.files(prefix: "i_")
        #expect(files.count == 35)
        for file in files {
            // Either outcome is allowed; the errors must still say where.
            if case .failure(let error) = try Self.parse(file) {
                #expect(error.line >= 1 && error.column >= 1, "\(file.lastPathComponent)")
            }
        }
    }
}
