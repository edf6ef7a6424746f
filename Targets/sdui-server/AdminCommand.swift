import ArgumentParser
import SDUIServer

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
            print(try await AdminCommand.admins(storage).add(name, role: role))
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Every admin and role.")
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            for admin in try await AdminCommand.admins(storage).admins() { print("\(admin.name)\t\(admin.role.rawValue)") }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove NAME; their token stops working at once.")
        @Argument var name: String
        @OptionGroup var storage: StorageOptions

        func run() async throws {
            guard try await AdminCommand.admins(storage).remove(name) else { throw ReleaseCommand.Refused(description: "there is no admin \(name)") }
        }
    }
}

extension AdminCommand {
    /// The admins in the storage the options name: the core keeps them (debug
    /// answers need them too), so the command works without the releases module.
    static func admins(_ storage: StorageOptions) async throws -> AdminStore {
        guard let admins = try await ReleaseCommand.environment(storage).storage.admins else {
            throw ReleaseCommand.Refused(description: "this storage keeps no admins: it has no database")
        }
        return admins
    }
}

extension AdminRole: ExpressibleByArgument {}
