import TerminalUI

/// `sdui-clip`'s command line, parsed by hand: the argument-parser package
/// links Foundation, which the clip's size budget cannot afford.
struct ClipArguments: Equatable {
    /// The link to open; empty when it is to be read from `qrImage`.
    var link: String
    /// A photo of a QR code whose text is the link.
    var qrImage: String?
    var server = ClipArguments.defaultServer
    var width: Int?
    /// Lines for a screen reader instead of the full-screen flow (also when `TERM=dumb`).
    var plain = false
    /// Which palette a server theme is drawn in; `auto` asks the terminal.
    var theme = ThemeChoice.auto
    /// `--cacert`: the CA to trust for https (`CABundle.path` falls back to `SDUI_CA_BUNDLE`…).
    var caFile: String?

    static let defaultServer = "http://127.0.0.1:8080"
    /// The server when `--server` is not given and a desktop started the clip from a clicked link.
    static let serverVariable = "SDUI_CLIP_SERVER"

    static let usage = """
        usage: sdui-clip LINK [--server URL] [--cacert PATH] [--width N] [--theme T] [--plain]
               sdui-clip --qr IMAGE [--server URL] [--cacert PATH] [--width N] [--theme T] [--plain]

        Opens one deep link, such as https://parcels.example/scan-and-go?location=AMS-01,
        and shows the flow the server returns. Only links on the clip's built-in
        allow-list are opened. A link in the clip's own scheme, sdui://HOST/PATH (what
        a desktop hands over when such a link is clicked), is opened as https://HOST/PATH.

          --qr IMAGE     read the link from a photo of a QR code (PNG, PGM or PPM)
          --server URL   the SDUI server (default $SDUI_CLIP_SERVER, or http://127.0.0.1:8080)
          --cacert PATH  CA certificates (PEM) to trust for https besides the system's
                         (default $SDUI_CA_BUNDLE, $CURL_CA_BUNDLE or $SSL_CERT_FILE)
          --width N      columns for non-interactive output (default 80)
          --theme T      light, dark or auto (ask the terminal, then COLORFGBG; default)
          --plain        numbered lines for a screen reader, typed lines back (also when TERM=dumb)
          --help         this text
        """

    enum Parse: Equatable {
        case run(ClipArguments)
        case help
        case failure(String)
    }

    /// - Parameter environment: reads a variable (`SDUI_CLIP_SERVER`); none by default.
    static func parse(_ arguments: [String], environment: (String) -> String? = { _ in nil }) -> Parse {
        var link: String?
        var result = ClipArguments(link: "")
        if let server = environment(serverVariable), !server.isEmpty { result.server = server }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                return .help
            case "--plain":
                result.plain = true
                index += 1
            case "--server", "--width", "--qr", "--theme", "--cacert":
                guard index + 1 < arguments.count else { return .failure("\(argument) needs a value") }
                let value = arguments[index + 1]
                if argument == "--server" {
                    result.server = value
                } else if argument == "--cacert" {
                    result.caFile = value
                } else if argument == "--theme" {
                    guard let theme = ThemeChoice(rawValue: value) else {
                        return .failure("--theme needs light, dark or auto, not '\(value)'")
                    }
                    result.theme = theme
                } else if argument == "--qr" {
                    guard result.qrImage == nil else { return .failure("only one QR code can be read") }
                    result.qrImage = value
                } else {
                    guard let width = Int(value), (20...1000).contains(width) else {
                        return .failure("--width needs a number from 20 to 1000, not '\(value)'")
                    }
                    result.width = width
                }
                index += 2
            default:
                guard !argument.hasPrefix("--") else { return .failure("unknown option \(argument)") }
                guard link == nil else { return .failure("only one link can be opened") }
                link = argument
                index += 1
            }
        }
        switch (link, result.qrImage) {
        case (nil, nil): return .failure("no link given")
        case (_?, _?): return .failure("give a link or --qr IMAGE, not both")
        case (let link?, nil): result.link = link
        case (nil, _?): break
        }
        return .run(result)
    }
}
