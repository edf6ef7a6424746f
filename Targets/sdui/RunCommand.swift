import ArgumentParser
import FlowScript
import Foundation
import SDUI
import TerminalUI

/// `sdui run`: drives a flow from a script, without a terminal.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a flow script against a server and check what it shows.",
        discussion: """
            One step per line (# starts a comment; quote arguments with spaces):

              open PATH|LINK                 start on a screen path (home) or a deep link (https://…)
              tap ID|LABEL                   activate an element by component id or visible label
              type FIELD TEXT                set a text field (by state key, id or placeholder)
              toggle ID|KEY|LABEL            flip a toggle
              answer TEXT                    answer the server's next text question
              choose OPTION                  answer its next choice question (title or value)
              back | refresh | print
              expect text "…"                the text is on screen (expect no text "…": it is not)
              expect state KEY VALUE         the screen state holds VALUE
              expect screen ID | expect title "…" | expect message "…"

            Each step is printed as it runs. The first failure prints the screen as it was \
            and exits 1; a script that cannot be read exits 2, naming the line.

            Example (flow.sdui):
              open scan-and-go/pc-amsterdam-central
              type parcelCode 3SABC1234567
              tap Continue
              expect screen scan-and-go-address

              sdui run flow.sdui --server http://127.0.0.1:8080
            """
    )

    @Argument(help: "The script file.")
    var script: String

    @OptionGroup var server: ServerOptions

    @OptionGroup var tls: TLSOptions

    @OptionGroup var tracing: TraceOptions

    @Option(help: "Columns for the screens it prints.")
    var width: Int = 80

    @Option(help: "Load up to N further pages of each screen's long lists as it opens.")
    var pages: Int = 0

    func run() async throws {
        try await tracing.around { try await runTraced() }
    }

    private func runTraced() async throws {
        let text: String
        do {
            text = String(decoding: try ScreenSource.read(script), as: UTF8.self)
        } catch {
            FileHandle.standardError.write(Data("sdui run: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let lines: [ScriptLine]
        do throws(ScriptError) {
            lines = try ScriptParser.parse(text, source: script)
        } catch {
            FileHandle.standardError.write(Data("sdui run: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let client = try Client(endpoint: try server.endpoint(),
                                options: FeatureOptions(analytics: !server.noAnalytics, interactive: false, keepsLogin: false),
                                language: server.language, tls: tls)
        let presenter = ScriptPresenter()
        let session = client.session(presenter: presenter)
        var runner = ScriptRunner(session: session, presenter: presenter, renderer: client.renderer, width: width)
        runner.pageLimit = max(0, pages)
        let report = await runner.run(lines) { print($0) }
        await session.end()
        if let failure = report.failure {
            print("FAILED at \(script):\(failure.line) after \(report.stepsPassed) passing step\(report.stepsPassed == 1 ? "" : "s")")
            throw ExitCode.failure
        }
        print("passed: \(report.stepsPassed) step\(report.stepsPassed == 1 ? "" : "s")")
    }
}
