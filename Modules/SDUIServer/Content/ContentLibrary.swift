import Foundation
import JSON
import Logging
import SDUIContract

/// The screens defined as files: every `*.json` under `<content>/screens/`
/// (or a release's files, `ContentFiles`), validated once when loaded.
///
/// A file's screen path is its path without `.json` (`screens/scan-and-go/how-it-works.json`
/// is `scan-and-go/how-it-works`). Each file is decoded with the server's
/// `ScreenFactory`; a file with any diagnostic (unknown type, malformed
/// element, bad JSON) is rejected whole, logged with file, JSON path and
/// reason, and the rest keep serving. A top-level `$schema` (the editor's
/// schema, docs/sdui.schema.json) is dropped, and `translations` (the file's
/// strings in other languages, `Translations`) is kept apart. Files are read
/// once, and symbolic links are not followed (`ContentFiles`), so no
/// request can reach a file outside the folder.
public struct ContentLibrary: Sendable {
    /// Valid screens by path, as written in their files (fallbacks included);
    /// each decodes with the server's factory without a single diagnostic.
    public let screens: [String: JSONValue]
    /// Paths of rejected files, with a one-line summary of why.
    public let rejected: [String: String]
    /// Everything wrong, for logs and tests.
    public let problems: [ContentProblem]
    /// The files' strings in other languages (their `translations`), together.
    public let translations: Translations

    public static let maximumFileSize = 1024 * 1024

    public static let empty = ContentLibrary(screens: [:], rejected: [:], problems: [])

    init(screens: [String: JSONValue], rejected: [String: String], problems: [ContentProblem],
         translations: Translations = Translations()) {
        self.screens = screens
        self.rejected = rejected
        self.problems = problems
        self.translations = translations
    }

    /// This library and `other` together; a screen path both define is a start-up error.
    func merging(_ other: ContentLibrary, folder: String, into owner: String) throws(AppRegistrationError) -> ContentLibrary {
        for key in other.screens.keys.sorted() where screens[key] != nil || rejected[key] != nil {
            throw AppRegistrationError(slot: "content screen", key: key, existingOwner: owner, newOwner: folder)
        }
        var translations = translations
        var problems = problems + other.problems
        for (language, table) in other.translations.tables.sorted(by: { $0.key < $1.key }) {
            for english in translations.add(table, for: language) {
                problems.append(ContentProblem(file: folder, path: "translations.\(language)",
                                               reason: "“\(english)” is translated differently elsewhere; the first is kept"))
            }
        }
        return ContentLibrary(screens: screens.merging(other.screens) { first, _ in first },
                              rejected: rejected.merging(other.rejected) { first, _ in first },
                              problems: problems, translations: translations)
    }

    /// The folder's files (`ContentFiles.read`), validated.
    public static func load(from directory: String, factory: ScreenFactory, table: ContractTypeTable, logger: Logger) -> ContentLibrary {
        let files = ContentFiles.read(from: directory)
        return make(files, factory: factory, table: table, logger: logger)
    }

    /// Validates every file of `files` (a folder's or a release's); a file with
    /// any problem is rejected whole and logged, the rest are kept.
    public static func make(_ files: ContentFiles, factory: ScreenFactory, table: ContractTypeTable, logger: Logger) -> ContentLibrary {
        var screens: [String: JSONValue] = [:]
        var rejected: [String: String] = [:]
        var problems: [ContentProblem] = []
        var translations = Translations()
        func report(_ problem: ContentProblem, key: String?) {
            problems.append(problem)
            if let key, rejected[key] == nil { rejected[key] = problem.description }
            logger.error("content file rejected", metadata: [
                "file": .string(problem.file), "jsonPath": .string(problem.path), "reason": .string(problem.reason),
            ])
        }
        for (problem, key) in files.problems { report(problem, key: key) }
        for (file, bytes) in files.screens.sorted(by: { $0.key < $1.key }) {
            guard let key = ContentFiles.screenPath(of: file) else { continue }
            switch validate(bytes, file: file, factory: factory, table: table) {
            case .success(let document):
                let (screen, tables) = split(document)
                screens[key] = screen
                for (language, table) in tables.sorted(by: { $0.key < $1.key }) {
                    for english in translations.add(table, for: language) {
                        report(ContentProblem(file: file, path: "translations.\(language)",
                                              reason: "“\(english)” is translated differently in another file; the first is kept"), key: nil)
                    }
                }
            case .failure(let fileProblems):
                for problem in fileProblems { report(problem, key: key) }
            }
        }
        logger.info("content loaded", metadata: [
            "screens": .stringConvertible(screens.count), "rejected": .stringConvertible(rejected.count),
        ])
        return ContentLibrary(screens: screens, rejected: rejected, problems: problems, translations: translations)
    }

    /// A validated document's screen, and its `translations` (language → English → translated).
    package static func split(_ document: JSONValue) -> (screen: JSONValue, translations: [String: [String: String]]) {
        guard case .object(var members) = document, let raw = members["translations"] else { return (document, [:]) }
        members["translations"] = nil
        var tables: [String: [String: String]] = [:]
        if case .object(let languages) = raw {
            for (language, table) in languages {
                guard case .object(let strings) = table else { continue }
                for (english, translated) in strings {
                    if case .string(let text) = translated { tables[language, default: [:]][english] = text }
                }
            }
        }
        return (.object(members), tables)
    }

    /// What is wrong with a file's `translations`: an object of languages (two lower-case
    /// letters, not `en`), each an object of English text to non-empty translated text.
    static func translationProblems(_ raw: JSONValue, file: String) -> [ContentProblem] {
        guard case .object(let languages) = raw else {
            return [ContentProblem(file: file, path: "translations", reason: "translations must be an object of languages, as in {\"nl\": {\"Parcels\": \"Pakketten\"}}")]
        }
        var problems: [ContentProblem] = []
        for (language, table) in languages {
            let path = "translations.\(language)"
            guard language.count == 2, language.allSatisfy({ $0.isASCII && $0.isLowercase }), language != Translations.source else {
                problems.append(ContentProblem(file: file, path: path, reason: "a language is two lower-case letters other than \(Translations.source) (the language screens are written in), as in nl"))
                continue
            }
            guard case .object(let strings) = table else {
                problems.append(ContentProblem(file: file, path: path, reason: "a language's translations must be an object of English text to translated text"))
                continue
            }
            for (english, translated) in strings {
                guard case .string(let text) = translated, !text.isEmpty else {
                    problems.append(ContentProblem(file: file, path: "\(path)[\"\(english)\"]", reason: "a translation must be non-empty text"))
                    continue
                }
            }
        }
        return problems
    }

    /// The screen document in `bytes`, or every problem found in it.
    package static func validate(_ bytes: [UInt8], file: String, factory: ScreenFactory,
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
            // `translations` is for the server (`Translations`), checked here and never sent.
            var problems = document["translations"].map { translationProblems($0, file: file) } ?? []
            let screen = split(document).screen
            let decoded = try factory.makeScreen(from: screen)
            problems += decoded.diagnostics.map { ContentProblem(file: file, path: $0.path, reason: $0.reason) }
            problems += FallbackValidator.problems(in: screen, file: file, factory: factory, table: table)
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
