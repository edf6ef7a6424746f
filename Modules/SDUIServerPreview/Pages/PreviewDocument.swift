import SDUIContract
import SDUIServer

/// A whole preview page: the client selector, the screen as that client
/// receives it, and the diagnostics a client would report for it.
enum PreviewDocument {
    /// No script may run on a preview page, whatever a screen says.
    static let contentSecurityPolicy = "default-src 'none'; img-src http: https:; style-src 'unsafe-inline'; form-action 'self'"

    static func screen(_ screen: Screen, path: String, diagnostics: [Diagnostic], client: PreviewClient,
                       renderers: HTMLRenderers, origins: [String: String] = [:], sources: [SourceLink] = [],
                       reactions: ScreenReactions = ScreenReactions()) -> String {
        var page = HTMLPage(renderers: renderers, client: client)
        page.origins = origins
        page.raw("<form class=\"client\" method=\"get\" action=\"\(HTMLText.escape(client.link(to: path).split(separator: "?")[0].description))\">")
        page.raw("<a href=\"/preview/?\(client.query)\">All screens</a> ")
        page.raw("<a href=\"\(HTMLText.escape(PreviewClient.matrixLink(to: path)))\">Every client</a> ")
        page.raw("<label>API <select name=\"version\">")
        for version in PreviewClient.versions {
            page.raw("<option value=\"\(version)\"\(version == client.version ? " selected" : "")>v\(version)</option>")
        }
        page.raw("</select></label> <label>Client <select name=\"client\">")
        for choice in PreviewClient.Capabilities.allCases {
            page.raw("<option value=\"\(choice.rawValue)\"\(choice == client.capabilities ? " selected" : "")>\(choice == .all ? "every type" : "core types only")</option>")
        }
        page.raw("</select></label> <label>Background <select name=\"theme\">")
        for appearance in Appearance.allCases {
            page.raw("<option value=\"\(appearance.rawValue)\"\(appearance == client.appearance ? " selected" : "")>\(appearance.rawValue)</option>")
        }
        page.raw("</select></label> <button type=\"submit\">Show</button> <span class=\"as\">as ")
        page.text(client.label)
        page.raw("</span></form>")

        drawScreen(screen, diagnostics: diagnostics, into: &page)
        drawReactions(reactions, into: &page)
        if !sources.isEmpty {
            page.raw("<details class=\"sources\"><summary>Where each element came from</summary><ol>")
            for source in sources {
                page.raw("<li><code>")
                page.text(source.id)
                page.raw("</code> <a href=\"\(HTMLText.escape(source.url))\">")
                page.text(source.label)
                page.raw("</a></li>")
            }
            page.raw("</ol></details>")
        }
        return wrap(title: "Preview: \(screen.title ?? screen.id)", body: page.html)
    }

    /// A content file as the author wrote it, each line numbered and anchored
    /// (`#L12`, highlighted when it is the target), so an element's origin
    /// can be followed to its line.
    static func source(file: String, text: String) -> String {
        var body = "<main class=\"source\"><p><a href=\"/preview/\">All screens</a></p><h1>\(HTMLText.escape(file))</h1><pre>"
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            body += "<span id=\"L\(index + 1)\"><a href=\"#L\(index + 1)\">\(index + 1)</a> \(HTMLText.escape(String(line)))</span>\n"
        }
        body += "</pre></main>"
        return wrap(title: "Source: \(file)", body: body)
    }

    /// The screen and its diagnostics as a client draws them: the whole page's
    /// body, and each cell of the matrix (`matrix`), in the colours of the
    /// screen's theme for the client's background (the client's own when it
    /// was sent none).
    static func drawScreen(_ screen: Screen, diagnostics: [Diagnostic], into page: inout HTMLPage) {
        page.colors = PreviewColors(theme: screen.theme, appearance: page.client.appearance)
        page.raw("<div class=\"themed\" data-theme=\"\(page.client.appearance.rawValue)\" style=\"\(page.colors.style)\">")
        if let bar = screen.navigationBar, !bar.secondaryButtons.isEmpty || bar.share != nil {
            page.raw("<nav class=\"bar\">")
            for button in bar.secondaryButtons { page.action(button.action, label: button.title) }
            if let share = bar.share { page.action(.share(share), label: "Share") }
            page.raw("</nav>")
        }
        page.raw("<main data-screen-id=\"\(HTMLText.escape(screen.id))\">")
        if let title = screen.title { page.raw("<h1>"); page.text(title); page.raw("</h1>") }
        if let header = screen.header {
            page.raw("<div class=\"screen-header\">")
            page.image(header.image)
            page.raw("<h2>"); page.text(header.title); page.raw("</h2>")
            if let subtitle = header.subtitle { page.raw("<p class=\"subtitle\">"); page.text(subtitle); page.raw("</p>") }
            page.raw("</div>")
        }
        for section in screen.sections {
            page.raw("<section class=\"screen-section\" data-id=\"\(HTMLText.escape(section.id))\">")
            if let heading = section.heading {
                page.raw("<h2 class=\"heading\">"); page.text(heading.title)
                if let button = heading.button { page.raw(" "); page.action(button.action, label: button.title) }
                page.raw("</h2>")
            }
            page.components(section.components)
            page.raw("</section>")
        }
        page.raw("</main></div>")
        page.raw("<section class=\"diagnostics\"><h2>")
        page.text(diagnostics.isEmpty ? "No diagnostics" : "Diagnostics (\(diagnostics.count))")
        page.raw("</h2><ul>")
        for diagnostic in diagnostics {
            page.raw("<li><code>"); page.text(diagnostic.path); page.raw("</code> "); page.text(diagnostic.reason); page.raw("</li>")
        }
        page.raw("</ul></section>")
    }

    /// One view of the matrix: a client, a language and a width, and what it drew.
    struct MatrixCell: Sendable {
        let client: PreviewClient
        let language: String
        let width: Int
        let screen: Screen
        let diagnostics: [Diagnostic]
    }

    /// The screen as every client sees it, side by side (`/preview/matrix/{path}`).
    static func matrix(path: String, cells: [MatrixCell], renderers: HTMLRenderers) -> String {
        var body = "<main><p><a href=\"/preview/\">All screens</a></p><h1>\(HTMLText.escape(path))</h1>"
        body += "<p class=\"as\">Every client at once: API version × capabilities × language × background × width (\(cells.count) views).</p></main>"
        body += "<div class=\"matrix\">"
        for cell in cells {
            var page = HTMLPage(renderers: renderers, client: cell.client)
            page.raw("<figure class=\"cell\" style=\"width:\(cell.width)px\" data-version=\"\(cell.client.version)\" ")
            page.raw("data-client=\"\(cell.client.capabilities.rawValue)\" data-language=\"\(HTMLText.escape(cell.language))\" data-width=\"\(cell.width)\" data-theme=\"\(cell.client.appearance.rawValue)\">")
            page.raw("<figcaption>")
            page.text("\(cell.client.label) · \(cell.language) · \(cell.width) px")
            page.raw("</figcaption>")
            drawScreen(cell.screen, diagnostics: cell.diagnostics, into: &page)
            page.raw("</figure>")
            body += page.html
        }
        body += "</div>"
        return wrap(title: "Preview matrix: \(path)", body: body)
    }

    /// A content file that cannot be served: every problem, with its JSON path.
    static func problems(path: String, problems: [ContentProblem], client: PreviewClient) -> String {
        var body = "<main><p><a href=\"/preview/?\(client.query)\">All screens</a></p><h1>This file cannot be served</h1>"
        body += "<p>screens/\(HTMLText.escape(path)).json has \(problems.count) problem\(problems.count == 1 ? "" : "s"); "
        body += "clients keep what the server loaded at start-up.</p><section class=\"diagnostics\"><ul>"
        for problem in problems {
            body += "<li><code>\(HTMLText.escape(problem.path))</code> \(HTMLText.escape(problem.reason))</li>"
        }
        body += "</ul></section></main>"
        return wrap(title: "Preview: \(path) cannot be served", body: body)
    }

    static func index(paths: [String], client: PreviewClient) -> String {
        var body = "<main><h1>Screens</h1><p class=\"as\">Shown as \(HTMLText.escape(client.label)). "
        body += PreviewClient.versions.map { "<a href=\"/preview/?version=\($0)&amp;client=\(client.capabilities.rawValue)\">v\($0)</a>" }.joined(separator: " ")
        body += "</p><ul class=\"screens\">"
        for path in paths {
            body += "<li><a href=\"\(HTMLText.escape(client.link(to: path)))\">\(HTMLText.escape(path))</a></li>"
        }
        body += "</ul></main>"
        return wrap(title: "Preview: screens", body: body)
    }

    /// The page names an empty icon, so a browser asks for no `/favicon.ico` after the page
    /// (a request the server would answer 404, and one that can still be arriving as a test's server stops).
    static func wrap(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width">
        <link rel="icon" href="data:,">
        <title>\(HTMLText.escape(title))</title>
        <style>\(style)</style>
        </head><body>\(body)</body></html>

        """
    }

    static let style = """
        body{font:15px/1.4 "DejaVu Sans",sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}
        form.client{background:#1c1c1e;color:#fff;padding:8px 12px;display:flex;gap:12px;align-items:center;flex-wrap:wrap}
        form.client a{color:#9cf}
        main{max-width:640px;margin:0 auto;padding:12px}
        main.source{max-width:none}
        main.source pre span:target{background:#fff3b0}
        main.source pre a{color:#8e8e93;display:inline-block;width:3em;text-align:right;text-decoration:none}
        .reactions{max-width:640px;margin:0 auto;padding:0 12px 12px}.reactions li{margin:4px 0}.reactions .left-out{color:#8a5a00}
        details.sources{max-width:640px;margin:0 auto;padding:0 12px 12px;color:#636366}
        nav.bar{max-width:640px;margin:0 auto;padding:8px 12px;display:flex;gap:12px;justify-content:flex-end}
        h1{font-size:26px;margin:8px 0}h2{font-size:19px;margin:8px 0}h3{font-size:16px;margin:6px 0}
        .themed{background:var(--surface);color:var(--text);border-radius:10px}
        .screen-header,.screen-section{background:var(--surface);border-radius:10px;padding:10px 12px;margin:10px 0}
        .component{margin:6px 0}
        .row{display:flex;flex-wrap:wrap;gap:4px 10px;align-items:baseline;border-bottom:1px solid rgba(127,127,127,.3);padding:4px 0}
        .row .title{font-weight:600}.subtitle,.addition,.disclosure,.description,.duration{opacity:.75}
        .strip{display:flex;gap:10px;overflow-x:auto}.strip .item{min-width:120px;background:rgba(127,127,127,.12);border-radius:8px;padding:6px}
        .grid-cells{display:grid;gap:8px}.stack{display:flex;flex-direction:column;gap:6px}.stack.horizontal{flex-direction:row;flex-wrap:wrap}
        article.card,.tile{background:rgba(127,127,127,.1);border-radius:8px;padding:8px}
        .banner img{display:block;width:100%;max-height:160px;object-fit:cover;border-radius:8px 8px 0 0}.banner a{display:block;padding:4px 0}
        a.navigate{color:var(--primary);text-decoration:none}a.navigate::after{content:" ›"}h2.heading{color:var(--accent)}
        .action small{display:block;color:var(--warning);font:12px monospace}
        .button-primary .navigate,.button-primary .action{background:var(--primary);color:var(--on-primary);border-radius:8px;padding:6px 12px;display:inline-block}
        .button-destructive{color:var(--critical)}.disabled{opacity:.45}
        .badge{display:inline-block;border-radius:10px;padding:1px 8px;border:1px solid currentColor;font-weight:600}
        .tone-success{color:var(--success)}.tone-warning{color:var(--warning)}.tone-critical{color:var(--critical)}.tone-info{color:var(--primary)}
        .placeholder{border:2px dashed #d00;color:#900;padding:6px;border-radius:6px;background:#fff4f4}
        .image-missing{opacity:.75;font-style:italic}.image-named{display:inline-block;padding:.5em 1em;border:1px dashed;opacity:.8}img{max-width:100%;max-height:120px}
        .diagnostics{max-width:640px;margin:0 auto;padding:0 12px 20px}.diagnostics code{color:#900}
        .style-largeTitle{font-size:26px;font-weight:700}.style-title{font-size:21px;font-weight:600}.style-headline{font-weight:600}
        .style-caption,.style-footnote{font-size:12px;opacity:.8}
        .matrix{display:flex;flex-wrap:wrap;gap:12px;padding:12px;align-items:flex-start}
        .cell{margin:0;background:#e5e5ea;border-radius:10px;padding:6px;overflow:hidden}
        .cell main,.cell .diagnostics{max-width:none;padding:0}figcaption{font:12px monospace;color:#3a3a3c}
        """
}
