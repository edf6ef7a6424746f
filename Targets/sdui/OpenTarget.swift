import ArgumentParser
import SDUI
import InteractiveTerminal
import TerminalUI

/// What `sdui open` starts on: a screen path on a server, or a deep link
/// that the server resolves to a screen.
///
/// The positional URL is a deep link when it has a path or a query (a
/// server's base URL has neither) or is an app link (`sdui://…`, `AppLink`), so `sdui open https://parcels.example/track/…`
/// does what the clip does, with every feature of the full client.
struct OpenTarget {
    let server: String
    let start: TerminalApp.Start

    init(argument: String?, server: String?, path: String?) throws(ValidationError) {
        guard let argument else {
            // No URL: the server of --server (or the default), at its entry screen or --path.
            self.server = server ?? ServerOptions.defaultServer
            start = .path(path ?? "home")
            return
        }
        // An app link (`sdui://HOST/PATH`, a widget's footer) is always a deep link, to its https twin.
        let link = AppLink.webLink(for: argument)
        let parsed: WebURL
        do throws(WebURL.ParseError) {
            parsed = try WebURL(parsing: link)
        } catch {
            throw ValidationError("'\(argument)' is not a URL: \(error.reason)")
        }
        let isLink = link != argument || !(parsed.path.isEmpty || parsed.path == "/") || parsed.query != nil
        if isLink {
            if let path {
                throw ValidationError("--path \(path) cannot be combined with a deep link; the server decides where \(argument) opens")
            }
            self.server = server ?? ServerOptions.defaultServer
            start = .deepLink(link)
        } else {
            if let server {
                throw ValidationError("give the server once: either as the URL (\(argument)) or with --server \(server), not both")
            }
            self.server = argument
            start = .path(path ?? "home")
        }
    }
}
