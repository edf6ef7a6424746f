import ArgumentParser
import SDUIServer
import SDUIServerReleases

/// `sdui-server`: serves (the default), or publishes and moves releases of
/// the content on the database the servers share.
@main
struct SDUIServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdui-server",
        abstract: "The reference SDUI server, and the releases of its content.",
        discussion: """
            Without a subcommand it serves (`serve`): screens from the published release, else from the JSON files \
            under --content <folder>/screens, and from the apps' Swift builders.

            Example:
              sdui-server --port 8080 --database sdui-demo.sqlite --content Content
              sdui-server release publish Content --note "Spring campaign" --database sdui-demo.sqlite
            """,
        subcommands: [Serve.self, ReleaseCommand.self, AdminCommand.self, ExperimentCommand.self],
        defaultSubcommand: Serve.self)
}

extension ReleaseChannel: ExpressibleByArgument {}
