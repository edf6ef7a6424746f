import JSON
import Logging
import SDUIContract
import SDUILint

/// Turns content files (the folder's at start-up, a release's later) into
/// what an instance serves, and says everything wrong with a release before
/// it may be published: the same validation for both, so what passed a
/// publish is what every instance then loads.
struct ContentAssembly: Sendable {
    let factory: ScreenFactory
    let table: ContractTypeTable
    /// The folders apps registered (`AppRegistry.contentFolders`), loaded at
    /// start-up: part of every release, since they ship with the apps' code.
    let appFolders: [(folder: String, library: ContentLibrary)]
    /// The apps' own strings in other languages; a content file's translation never overrides one.
    let appTranslations: Translations
    /// The apps' screen routes, for the check of navigate destinations.
    let routes: ScreenRouteIndex
    /// Content screens an app needs (`AppRegistry.contentScreens`): path and app.
    let requiredScreens: [(route: String, owner: String)]
    /// Every type the server's screens may hold (the core's and the apps' features), for the lint rules.
    let types: [ContractTypeDescriptor]
    /// The files installed modules read beside `screens/` (`ContentFileKind`).
    let moduleFiles: [ContentFileKind]

    /// The files a folder or release may hold beside `screens/`: the modules' and the core's.
    var knownFiles: [String] { moduleFiles.map(\.file) + ContentFiles.coreFiles }

    /// The files validated, with the apps' folders merged in (a screen both
    /// define is an error naming both). Rejected files are logged and skipped.
    func library(_ files: ContentFiles, source: String, logger: Logger) throws(AppRegistrationError) -> ContentLibrary {
        var content = ContentLibrary.make(files, factory: factory, table: table, logger: logger)
        for (folder, added) in appFolders {
            content = try content.merging(added, folder: folder, into: source)
        }
        return content
    }

    /// The apps' translations with the content's added, looking up the texts
    /// of every type this server knows; a content string the apps translate
    /// differently is logged and the apps' kept.
    func translations(of content: ContentLibrary, logger: Logger) -> Translations {
        var translations = appTranslations
        translations.textMembers = table.textMembers
        for (language, table) in content.translations.tables.sorted(by: { $0.key < $1.key }) {
            for english in translations.add(table, for: language) {
                logger.error("content translation conflicts with an app's", metadata: [
                    "language": .string(language), "text": .string(english),
                ])
            }
        }
        return translations
    }

    /// What a server serves from `files`; `release` nil for the folder. A
    /// module's file or a theme with a problem is logged and left out (a
    /// release with one is refused), and so is a file no installed module reads.
    func snapshot(_ files: ContentFiles, release: Int?, source: String, logger: Logger) throws(AppRegistrationError) -> ContentSnapshot {
        let content = try library(files, source: source, logger: logger)
        let (moduleValues, moduleProblems) = moduleFiles(files, content: content)
        let (theme, themeProblems) = ThemeFile.read(files.files[ContentFiles.themeFile], factory: factory)
        let lint = lint(files, answers: Set(content.screens.keys).union(content.rejected.keys))
        for finding in lint.findings {
            logger.log(level: finding.severity == .error ? .error : .warning, "lint finding", metadata: [
                "file": .string(finding.file), "jsonPath": .string(finding.path), "rule": .string(finding.rule),
                "message": .string(finding.message), "fix": .string(finding.fix),
            ])
        }
        for file in unreadFiles(files) {
            logger.warning("content file ignored: no installed module reads it", metadata: ["file": .string(file), "source": .string(source)])
        }
        for problem in moduleProblems + themeProblems + lint.problems {
            logger.error("content file rejected", metadata: [
                "file": .string(problem.file), "jsonPath": .string(problem.path), "reason": .string(problem.reason),
            ])
        }
        return ContentSnapshot(library: content, translations: translations(of: content, logger: logger), release: release,
                               moduleValues: moduleValues, theme: theme, files: files)
    }

    /// What each installed module read from its file in `files`, checked
    /// against `content` and the app routes; a file with a problem is left out.
    func moduleFiles(_ files: ContentFiles, content: ContentLibrary) -> (values: [String: any Sendable], problems: [ContentProblem]) {
        let context = ContentFileContext(factory: factory, library: content, routes: routes)
        var values: [String: any Sendable] = [:], problems: [ContentProblem] = []
        for kind in moduleFiles {
            guard let bytes = files.files[kind.file] else { continue }
            let read = kind.read(bytes, context)
            values[kind.file] = read.value
            problems += read.problems
        }
        return (values, problems)
    }

    /// The files beside `screens/` that neither the core nor any installed module reads.
    func unreadFiles(_ files: ContentFiles) -> [String] {
        let known = Set(knownFiles)
        return files.files.keys.filter { ContentFiles.screenPath(of: $0) == nil && !known.contains($0) }.sorted()
    }

    /// Everything that would keep `files` from being served whole: files that
    /// cannot be read or are not UTF-8, every problem of every file, a screen
    /// an app's folder defines too, a missing `home` or app-required screen,
    /// and navigate destinations no screen answers. Empty when it may be published.
    func problems(in files: ContentFiles) -> [ContentProblem] {
        let quiet = Logger(label: "sdui-release-check") { _ in SwiftLogNoOpLogHandler() }
        var problems = files.problems.map(\.problem)
        if files.screens.isEmpty {
            problems.append(ContentProblem(file: "screens/", path: "$", reason: "a release needs at least one screen file"))
        }
        let moduleAndCoreFiles = knownFiles   // made once for the loop, not once a file
        for (file, bytes) in files.files.sorted(by: { $0.key < $1.key }) {
            if let key = ContentFiles.screenPath(of: file), let problem = ContentFiles.nameProblem(key, file: file) {
                problems.append(problem)
            } else if ContentFiles.screenPath(of: file) == nil, !moduleAndCoreFiles.contains(file) {
                let others = moduleAndCoreFiles.joined(separator: ", ")
                problems.append(ContentProblem(file: file, path: "$",
                                               reason: "no installed module reads it: a release holds screens/….json files and \(others) only"))
            }
            if String(validating: bytes, as: UTF8.self) == nil {
                problems.append(ContentProblem(file: file, path: "$", reason: "the file is not UTF-8 text"))
            }
        }
        let content: ContentLibrary
        do {
            content = try library(files, source: "the release", logger: quiet)
        } catch {
            return problems + [ContentProblem(file: "screens/\(error.key).json", path: "$", reason: error.description)]
        }
        problems += content.problems
        var known = Set(content.screens.keys)
        if !known.contains("home"), routes.route(for: ScreenPath(checked: ["home"])) == nil {
            problems.append(ContentProblem(file: "screens/home.json", path: "$", reason: "there is no home screen: every client opens it first"))
        }
        for (path, app) in requiredScreens where content.screens[path] == nil {
            problems.append(ContentProblem(file: "screens/\(path).json", path: "$", reason: "\(app) needs this screen"))
        }
        problems += moduleFiles(files, content: content).problems
        problems += ThemeFile.read(files.files[ContentFiles.themeFile], factory: factory).problems
        known.formUnion(content.rejected.keys)
        let lint = lint(files, answers: known)
        problems += lint.problems
        problems += lint.findings.filter { $0.severity == .error }.map { finding in
            ContentProblem(file: finding.file, path: finding.path, reason: "\(finding.rule): \(finding.message). Fix: \(finding.fix)")
        }
        return problems
    }

    /// The lint rules (`SDUILint`) over every screen file, with the files'
    /// `lint.json` (the defaults without one; a bad one is a problem);
    /// `answers` are the screen paths the content serves, besides the app routes.
    func lint(_ files: ContentFiles, answers: Set<String>) -> (findings: [LintFinding], problems: [ContentProblem]) {
        var configuration = LintConfiguration()
        if let bytes = files.files[ContentFiles.lintFile] {
            switch LintConfiguration.read(bytes) {
            case .success(let read): configuration = read
            case .failure(let error):
                return ([], error.problems.map { ContentProblem(file: ContentFiles.lintFile, path: $0.path, reason: $0.reason) })
            }
        }
        let routes = routes
        let linter = ScreenLinter(context: LintContext(types: types) { path in
            answers.contains(path.description) || routes.route(for: path) != nil
        }, configuration: configuration)
        var findings: [LintFinding] = []
        for (file, bytes) in files.screens.sorted(by: { $0.key < $1.key }) {
            // A file that does not parse is reported by validation already.
            findings += (try? linter.lint(bytes, file: file)) ?? []
        }
        return (findings, [])
    }
}
