import Foundation
import JSON
import Logging
import SDUI

/// The screens defined as files: every `*.json` under `<content>/screens/`,
/// read and validated once at start-up.
///
/// A file's screen path is its path without `.json` (`screens/scan-and-go/how-it-works.json`
/// is `scan-and-go/how-it-works`). Each file is decoded with the server's
/// `ScreenFactory`; a file with any diagnostic (unknown type, malformed
/// element, bad JSON) is rejected whole, logged with file, JSON path and
/// reason, and the rest keep serving. A top-level `$schema` (the editor's
/// schema, docs/sdui.schema.json) is dropped. Files are never read after start-up,
/// and symbolic links are not followed, so no request can reach a file
/// outside the folder.
public struct ContentLibrary: Sendable {
    /// Valid screens by path, as written in their files (fallbacks included);
    /// each decodes with the server's factory without a single diagnostic.
    public let screens: [String: JSONValue]
    /// Paths of rejected files, with a one-line summary of why.
    public let rejected: [String: String]
    /// Everything wrong, for logs and tests.
    public let problems: [ContentProblem]

    public static let maximumFileSize = 1024 * 1024

    public static let empty = ContentLibrary(screens: [:], rejected: [:], problems: [])

    /// This library and `other` together; a screen path both define is a start-up error.
    func merging(_ other: ContentLibrary, folder: String, into owner: String) throws(AppRegistrationError) -> ContentLibrary {
        for key in other.screens.keys.sorted() where screens[key] != nil || rejected[key] != nil {
            throw AppRegistrationError(slot: "content screen", key: key, existingOwner: owner, newOwner: folder)
        }
        return ContentLibrary(screens: screens.merging(other.screens) { first, _ in first },
                              rejected: rejected.merging(other.rejected) { first, _ in first },
                              problems: problems + other.problems)
    }

    public static func load(from directory: String, factory: ScreenFactory, table: ContractTypeTable, logger: Logger) -> ContentLibrary {
        let root = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent("screens", isDirectory: true)
        var screens: [String: JSONValue] = [:]
        var rejected: [String: String] = [:]
        var problems: [ContentProblem] = []
        func report(_ problem: ContentProblem, key: String?) {
            problems.append(problem)
            if let key, rejected[key] == nil { rejected[key] = problem.description }
            logger.error("content file rejected", metadata: [
                "file": .string(problem.file), "jsonPath": .string(problem.path), "reason": .string(problem.reason),
            ])
        }
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey],
            options: [.skipsHiddenFiles])
        else {
            report(ContentProblem(file: "screens/", path: "$", reason: "the folder \(root.path) cannot be read"), key: nil)
            return ContentLibrary(screens: screens, rejected: rejected, problems: problems)
        }
        let rootPath = root.standardizedFileURL.path
        for case let url as URL in enumerator {
            let fullPath = url.standardizedFileURL.path
            guard fullPath.hasPrefix(rootPath + "/") else { continue }
            let relative = String(fullPath.dropFirst(rootPath.count + 1))
            let file = "screens/\(relative)"
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey])
            if values?.isSymbolicLink == true {
                report(ContentProblem(file: file, path: "$", reason: "symbolic links are not followed"), key: nil)
                continue
            }
            guard values?.isRegularFile == true, relative.hasSuffix(".json") else { continue }
            let key = String(relative.dropLast(".json".count))
            do throws(APIError) {
                for segment in key.split(separator: "/", omittingEmptySubsequences: false) { try ScreenPath.check(String(segment)) }
            } catch {
                report(ContentProblem(file: file, path: "$", reason: "the file name is not a valid screen path: \(error.message)"), key: nil)
                continue
            }
            if let size = values?.fileSize, size > maximumFileSize {
                report(ContentProblem(file: file, path: "$", reason: "the file is larger than \(maximumFileSize) bytes"), key: key)
                continue
            }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                report(ContentProblem(file: file, path: "$", reason: "the file cannot be read"), key: key)
                continue
            }
            switch validate([UInt8](data), file: file, factory: factory, table: table) {
            case .success(let screen):
                screens[key] = screen
            case .failure(let fileProblems):
                for problem in fileProblems { report(problem, key: key) }
            }
        }
        logger.info("content loaded", metadata: [
            "screens": .stringConvertible(screens.count), "rejected": .stringConvertible(rejected.count),
        ])
        return ContentLibrary(screens: screens, rejected: rejected, problems: problems)
    }

    /// The screen document in `bytes`, or every problem found in it.
    static func validate(_ bytes: [UInt8], file: String, factory: ScreenFactory,
                         table: ContractTypeTable) -> Result<JSONValue, ContentFileErrors> {
        do throws(ContractError) {
            var document: JSONValue
            do throws(JSONParseError) {
                document = try JSONParser(options: factory.parserOptions).parse(bytes)
            } catch {
                throw ContractError.invalidJSON(error)
            }
            // `$schema` is for the author's editor (docs/sdui.schema.json), not for clients.
            if case .object(var members) = document, members["$schema"] != nil {
                members["$schema"] = nil
                document = .object(members)
            }
            let decoded = try factory.makeScreen(from: document)
            var problems = decoded.diagnostics.map { ContentProblem(file: file, path: $0.path, reason: $0.reason) }
            problems += FallbackValidator.problems(in: document, file: file, factory: factory, table: table)
            if decoded.value.id.isEmpty {
                problems.append(ContentProblem(file: file, path: "id", reason: "a content screen needs a non-empty id"))
            }
            if problems.isEmpty { return .success(document) }
            return .failure(ContentFileErrors(problems))
        } catch {
            let path: String
            switch error {
            case .invalid(let failure): path = failure.path
            case .missingSections: path = "$.sections"
            case .invalidJSON(let parseError): path = "line \(parseError.line), column \(parseError.column)"
            case .notAnObject: path = "$"
            }
            return .failure(ContentFileErrors([ContentProblem(file: file, path: path, reason: error.description)]))
        }
    }
}
