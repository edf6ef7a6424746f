import SDUIServer

/// The one HTML page every `/app/…` path answers (`/app/screens/music`,
/// `/app/link?url=…`): the client's script reads the address and draws the
/// screen, so a reload or a shared link opens where it was. It names only
/// hashed assets, and carries their map for the scripts the client loads
/// later (`import(map["features/player.js"])`); no inline script or style,
/// as the CSP allows none.
enum WebAppShell {
    /// The page for these assets; `app.js` must be among them, `app.css` is linked when there is one.
    static func page(assets: [WebAsset], script: WebAsset, stylesheet: WebAsset?) -> String {
        let map = "{" + assets.sorted { $0.path < $1.path }
            .map { jsonString($0.path) + ":" + jsonString($0.url) }
            .joined(separator: ",") + "}"
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>SDUI</title>
            <meta name="sdui-assets" content="\(HTMLText.escape(map))">

            """
        if let stylesheet { html += "<link rel=\"stylesheet\" href=\"\(HTMLText.escape(stylesheet.url))\">\n" }
        html += """
            <script type="module" src="\(HTMLText.escape(script.url))"></script>
            </head>
            <body><main id="app"><noscript>This app needs JavaScript; the screens are also at /preview/ for authors.</noscript></main></body>
            </html>

            """
        return html
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
