import PlayerContract
import SDUIContract
import SDUIServerPreview

/// How the browser preview draws `miniPlayer`: where the bar sits, since what
/// plays is the client's, not the screen's.
enum MiniPlayerPreview {
    static func register(into renderers: inout HTMLRenderers) {
        renderers.register(MiniPlayerComponent.self) { _, component, page in
            page.element("div", of: component, class: "card") { page in
                page.raw("<span class=\"subtitle\">")
                page.text("▶ The mini-player: what is playing, drawn by the client")
                page.raw("</span>")
            }
        }
    }
}
