import ArgumentParser
import SDUIServer
import SDUIServerReleases

/// `sdui-server admin …`: who may call the release API, and with which role.
struct AdminCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin",
        abstract: "Add, list and remove the admins of the release API (serve --admin).",
        subcommands: [Add.self, List.self, Remove.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add NAME with a role (or give NAME a new token and role); prints the token, which is not stored.")
        @Argument var name: String
        @Option(help: "author (staging, reading) or publisher (also live, promote, rollback).") var role: AdminRole
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ReleaseCommand.environment(storage)
            print(try await environment.releases.admins.add(name, role: role))
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Every admin and role.")
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ReleaseCommand.environment(storage)
            for admin in try await environment.releases.admins.admins() { print("\(admin.name)\t\(admin.role.rawValue)") }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove NAME; their token stops working at once.")
        @Argument var name: String
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            let environment = try await ReleaseCommand.environment(storage)
            guard try await environment.releases.admins.remove(name) else { throw ReleaseCommand.Refused(description: "there is no admin \(name)") }
        }
    }
}

extension AdminRole: ExpressibleByArgument {}
