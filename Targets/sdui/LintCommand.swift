import ArgumentParser
import Foundation
import SDUI
import SDUILint
import SDUISession
import JSON

/// `sdui lint`: the rules of `SDUILint` over screen files or a server's answers.
struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check screens for what validation lets through: missing labels and alt texts, old clients left without a fallback, long unpaged lists, big answers, unknown state keys, unused templates.",
        discussion: """
            Each finding names the file (or URL), the JSON path, the rule, its severity and a fix. \
            Exits 1 when a finding is an error, 0 otherwise. Severities and limits come from --config \
            (lint.json, the file the server reads beside screens/). navigate-destination needs the \
            server's routes and runs there, at start-up and at publish.

            Examples:
              sdui lint Content/screens/*.json --config Content/lint.json
              sdui lint http://127.0.0.1:8080/v2/screens/music
              sdui lint --rules
            """
    )

    @Argument(help: "Screen files, or screen URLs on a server.")
    var sources: [String] = []

    @Option(help: "A lint.json with rule severities and limits.")
    var config: String?

    @OptionGroup var tls: TLSOptions

    @Flag(help: "List the rules with their default severities and stop.")
    var rules = false

    func validate() throws {
        if !rules, sources.isEmpty { throw ValidationError("give screen files or URLs to lint (or --rules)") }
    }

    func run() async throws {
        if rules {
            for rule in LintRules.all { print("\(rule.id)\t\(rule.defaultSeverity.rawValue)\t\(rule.summary)") }
            return
        }
        let configuration = try Self.configuration(at: config)
        let registry = try Features.registries(options: FeatureOptions(analytics: false, interactive: false), http: nil, endpoint: nil).features
        let linter = ScreenLinter(context: LintContext(registry: registry.contract), configuration: configuration)
        var findings: [LintFinding] = []
        var unreadable = 0
        for source in sources {
            do {
                findings += try linter.lint(try await Self.bytes(of: source, tls: tls), file: source)
            } catch let error as JSONParseError {
                unreadable += 1
                print("\(source) line \(error.line), column \(error.column): not JSON: \(error.reason)")
            } catch let failure as CommandFailure {
                unreadable += 1
                print(failure)  // names the file or URL already
            } catch {
                unreadable += 1
                print("\(source): \(error)")
            }
        }
        for finding in findings { print(finding) }
        let errors = findings.filter { $0.severity == .error }.count
        print("\(findings.count) finding\(findings.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s")) in \(sources.count) screen\(sources.count == 1 ? "" : "s")")
        if errors > 0 || unreadable > 0 { throw ExitCode.failure }
    }

    /// A file's bytes, or a URL's answer as this client receives it.
    static func bytes(of source: String, tls: TLSOptions) async throws -> [UInt8] {
        guard case .url(let url) = ScreenSource(source) else { return try ScreenSource.read(source) }
        let client = try Client(endpoint: try ScreenSource.endpoint(for: url), options: FeatureOptions(analytics: false, interactive: false), tls: tls)
        do throws(LoadError) {
            return try await client.api.get(url).body
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    static func configuration(at path: String?) throws -> LintConfiguration {
        guard let path else { return LintConfiguration() }
        switch LintConfiguration.read(try ScreenSource.read(path)) {
        case .success(let configuration): return configuration
        case .failure(let error): throw ValidationError("\(path): \(error)")
        }
    }
}
