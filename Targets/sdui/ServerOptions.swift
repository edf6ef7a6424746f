import ArgumentParser
import SDUI
import SDUISession

/// Where the server is and which API version to speak; shared by the commands that talk to one.
struct ServerOptions: ParsableArguments {
    static let defaultServer = "http://127.0.0.1:8080"

    @Option(name: .long, help: "The server's base URL (https, or http on this machine).")
    var server: String = Self.defaultServer

    @Option(name: .customLong("api-version"), help: "The API version to request; the newest this client knows unless you try an older one.")
    var apiVersion: Int = ContractVersion.newest

    @Flag(name: .customLong("no-analytics"), help: "Record and send no analytics (also: SDUI_NO_ANALYTICS=1).")
    var noAnalytics = false

    @Option(help: "The language to ask the server for, such as nl or nl-NL (default: LC_ALL, LC_MESSAGES or LANG).")
    var language: String?

    func endpoint() throws -> ServerEndpoint {
        do throws(LoadError) {
            return try ServerEndpoint(baseURL: server, apiVersion: apiVersion)
        } catch {
            throw ValidationError("--server: \(error)")
        }
    }
}
