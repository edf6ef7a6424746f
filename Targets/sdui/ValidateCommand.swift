import ArgumentParser
import Foundation
import SDUI
import TerminalUI

/// `sdui validate`: checks screen documents against the contract.
struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check screen documents against the contract.",
        discussion: """
            Decodes each FILE as this client would (with every feature it links) and prints every \
            diagnostic with its JSON path: elements dropped, unknown types, actions that cannot run, \
            fallbacks used, values defaulted. Exits 1 when any file has a problem, 0 when all are clean.

            Examples:
              sdui validate Content/screens/*.json
              sdui validate Content/screens/scan-and-go/*.json && echo clean
            """
    )

    @Argument(help: "Screen documents (JSON files).")
    var files: [String]

    func run() async throws {
        let registry = try Features.registries(options: FeatureOptions(analytics: false, interactive: false), http: nil, endpoint: nil).features
        let factory = ScreenFactory(delegate: registry)
        var problems = 0
        for file in files {
            do {
                let decoded = try factory.makeScreen(from: try ScreenSource.read(file))
                if decoded.diagnostics.isEmpty {
                    print("\(file): ok")
                } else {
                    problems += decoded.diagnostics.count
                    for diagnostic in decoded.diagnostics { print("\(file): \(DiagnosticReport.line(diagnostic))") }
                }
            } catch let error as ContractError {
                problems += 1
                print("\(file): \(error)")
            } catch {
                problems += 1
                print("\(file): \(error)")
            }
        }
        if problems > 0 {
            print("\(problems) problem\(problems == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")")
            throw ExitCode.failure
        }
    }
}
