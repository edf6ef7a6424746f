import InteractiveTerminal
import ArgumentParser

/// `sdui`: the full terminal client of the SDUI demo server, and the tool
/// server developers use to look at screens and test flows.
@main
struct SDUICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdui",
        abstract: "A server-driven UI client for the terminal.",
        discussion: """
            Every screen comes from an SDUI server; sdui draws it with the terminal's own \
            renderers and runs its actions. Start the demo server with `swift run sdui-server`, \
            then `sdui open`.

            Shell completions: `sdui --generate-completion-script bash|zsh|fish`.
            """,
        subcommands: [OpenCommand.self, RenderCommand.self, ValidateCommand.self, RunCommand.self, WidgetCommand.self,
                      PreviewCommand.self, SchemaCommand.self],
        defaultSubcommand: nil
    )
}
