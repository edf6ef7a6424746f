import ArgumentParser
import Logging
import SDUIServer
import SDUIServerExperiments
import SDUIServerReleases

/// `sdui-server experiment …`: the experiments of the content served, and
/// how each is doing, from the analytics table of the servers' database.
struct ExperimentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "experiment",
        abstract: "List the experiments of the live release (or the content folder) and report on one.",
        subcommands: [List.self, Report.self])

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Each experiment: its screens and its variants with their weights.")
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ExperimentCommand.environment(storage)
            for experiment in environment.experiments {
                let variants = experiment.variants.map { "\($0.name) \($0.weight)" }.joined(separator: ", ")
                print("\(experiment.name)\t\(experiment.screens.joined(separator: ","))\t\(variants)")
            }
        }
    }

    struct Report: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Installs exposed per variant, the share that converted, with 95% intervals, and each variant against the control.")
        @Argument var name: String
        @Option(help: "The event counted as a conversion (default: the experiment's `conversion`).") var conversion: String?
        @Option(help: "Count only conversion events whose path starts with this (a screenView of a screen).") var pathPrefix: String?
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ExperimentCommand.environment(storage)
            let experiment = environment.experiments.first { $0.name == name }
            guard let event = conversion ?? experiment?.conversion else {
                throw ReleaseCommand.Refused(description: "name the conversion event (--conversion): \(name) declares none or is not running")
            }
            guard let database = environment.storage as? any SQLDatabase else {
                throw ReleaseCommand.Refused(description: "this storage keeps no analytics table")
            }
            let report = try await ExperimentReport.load(from: database, experiment: name, conversion: event, pathPrefix: pathPrefix,
                                                         order: experiment?.variants.map(\.name) ?? [])
            print(report.text)
        }
    }

    /// The release commands' environment, serving what the live channel serves.
    static func environment(_ storage: StorageOptions) async throws -> ServerEnvironment {
        let environment = try await ReleaseCommand.environment(storage)
        try await environment.followRelease(logger: .init(label: "sdui-server-experiment") { _ in SwiftLogNoOpLogHandler() })
        return environment
    }
}
