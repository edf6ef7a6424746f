import InteractiveTerminal
import ArgumentParser
import Glibc

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
        subcommands: [OpenCommand.self, RenderCommand.self, ValidateCommand.self, LintCommand.self, RunCommand.self, WidgetCommand.self,
                      PreviewCommand.self, SchemaCommand.self, ConvertCommand.self],
        defaultSubcommand: nil
    )

    /// ArgumentParser's `main`, ending with `_exit` instead of returning into
    /// `exit`: `exit`'s teardown (the runtime's and libc's) ran while a
    /// dispatch worker was still freeing the screen cache's SQLite
    /// connections (GRDB reader queues), and corrupted the heap once in
    /// `Scripts/check-install.sh` ("malloc_consolidate(): invalid chunk
    /// size"). Every command finishes its work, output and terminal
    /// restoration inside `run()`; standard output is flushed here.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
        fflush(nil)  // every output stream
        _exit(0)
    }
}
