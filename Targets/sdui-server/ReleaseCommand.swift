import ArgumentParser
import Foundation
import Logging
import SDUIServer
import SDUIServerReleases

/// `sdui-server release …`: publish content as a numbered release, look at
/// releases, and move the live channel, on the database every instance
/// serves from (each instance picks a move up within its release interval).
struct ReleaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Publish, list, compare, roll back and promote releases of the content.",
        subcommands: [Publish.self, List.self, Diff.self, Rollback.self, Promote.self, Rollout.self, Log.self])

    /// Who does it, for the log: `--author`, else the login name.
    struct Actor: ParsableArguments {
        @Option(help: "Who publishes or moves, for the release log (default: $USER@cli).")
        var author: String?

        var name: String {
            author ?? ((ProcessInfo.processInfo.environment["USER"] ?? ProcessInfo.processInfo.environment["LOGNAME"] ?? "someone") + "@cli")
        }
    }

    struct Publish: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Validate DIR/screens in full and publish it as the next release (live unless --staging).")
        @Argument(help: "A content folder (its screens/…).") var folder: String
        @Option(help: "Why this release, for the list and the log.") var note: String
        @Flag(help: "Put it on staging (served by `serve --release-channel staging`) instead of live.") var staging = false
        @OptionGroup var actor: Actor
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ReleaseCommand.environment(storage)
            let files = ContentFiles.read(from: folder)
            let release = try await ReleaseCommand.refusing {
                try await environment.publishRelease(files, author: actor.name, note: note, to: staging ? .staging : .live)
            }
            print("published release \(release.number) to \(staging ? "staging" : "live"): \(release.fileCount) files, \(release.digest.prefix(12))")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Releases, newest first, with the channels that serve them.")
        @Option(help: "How many.") var limit = 20
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ReleaseCommand.environment(storage)
            let releases = try environment.releases
            var on = try await releases.channelsByRelease().mapValues { $0.map(\.rawValue) }
            if let rollout = try await releases.rollout(on: .live) { on[rollout.number, default: []].append("rollout \(rollout.percent)%") }
            for release in try await releases.releases(limit: limit) {
                let channels = on[release.number]?.joined(separator: ",") ?? "-"
                print("\(release.number)\t\(channels)\t\(ReleaseCommand.time(release.createdAt))\t\(release.author)\t\(release.fileCount) files\t\(release.digest.prefix(12))\t\(release.note)")
            }
        }
    }

    struct Diff: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "What changed from release A to release B, file by file and JSON path by path.")
        @Argument var from: Int
        @Argument var to: Int
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ReleaseCommand.environment(storage)
            let diff = try await environment.releaseDiff(from: from, to: to)
            for file in diff.added { print("+ \(file)") }
            for file in diff.removed { print("- \(file)") }
            for (file, paths) in diff.changed {
                print("~ \(file)")
                for path in paths { print("    \(path)") }
            }
            if diff.added.isEmpty, diff.removed.isEmpty, diff.changed.isEmpty { print("no differences") }
        }
    }

    struct Rollback: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Put release N back on live (default: the newest earlier release that was live).")
        @Argument var number: Int?
        @OptionGroup var actor: Actor
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ReleaseCommand.environment(storage)
            let live = try await ReleaseCommand.refusing { try await environment.rollbackRelease(to: number, actor: actor.name) }
            print("release \(live) is live")
        }
    }

    struct Promote: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Put staging's release on live.")
        @OptionGroup var actor: Actor
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ReleaseCommand.environment(storage)
            let live = try await ReleaseCommand.refusing { try await environment.promoteRelease(actor: actor.name) }
            print("release \(live) is live")
        }
    }

    struct Rollout: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve release N to a share of installs beside live (widen by running it again; 100 makes it live), or --stop.")
        @Argument var number: Int?
        @Option(help: "The share of installs, 1 to 100.") var percent: Int?
        @Flag(help: "End the rollout: every install gets live's release.") var stop = false
        @OptionGroup var actor: Actor
        @OptionGroup var storage: StorageOptions

        func validate() throws {
            if stop, number != nil || percent != nil { throw ValidationError("--stop takes no release and no --percent") }
            if !stop, number == nil || percent == nil { throw ValidationError("name the release and --percent, or --stop") }
        }

        func run() async throws {
            let environment = try await ReleaseCommand.environment(storage)
            if stop {
                try await ReleaseCommand.refusing { try await environment.stopRollout(actor: actor.name) }
                print("rollout stopped")
            } else if let number, let percent {
                try await ReleaseCommand.refusing { try await environment.rolloutRelease(number, percent: percent, actor: actor.name) }
                print(percent == 100 ? "release \(number) is live" : "release \(number) reaches \(percent)% of installs")
            }
        }
    }

    struct Log: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Every release operation and refusal, newest first.")
        @Option(help: "How many.") var limit = 50
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ReleaseCommand.environment(storage)
            for entry in try await environment.releases.logEntries(limit: limit) {
                let target = [entry.channel, entry.number.map(String.init)].compactMap { $0 }.joined(separator: " ")
                print("\(ReleaseCommand.time(entry.at))\t\(entry.actor)\t\(entry.action)\t\(target)\t\(entry.outcome)")
            }
        }
    }

    /// The demo apps over the database, quiet unless something is wrong.
    static func environment(_ storage: StorageOptions) async throws -> ServerEnvironment {
        var options = storage
        if options.logLevel == "info" { options.logLevel = "error" }
        let logger = try options.bootstrapLogging(label: "sdui-server-release")
        return try await options.environment(configuration: ServerConfiguration(contentDirectory: options.contentDirectory), logger: logger)
    }

    /// A refusal, printed as its words alone (no usage: the command was right, the release was not).
    struct Refused: Error, CustomStringConvertible {
        let description: String
    }

    static func refusing<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as ReleaseError {
            throw Refused(description: error.description)
        }
    }

    static func time(_ milliseconds: Int64) -> String {
        let formatter = ISO8601DateFormatter()
        return formatter.string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
    }
}
