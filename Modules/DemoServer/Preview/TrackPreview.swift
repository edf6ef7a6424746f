import PlayerContract
import SDUIContract
import SDUIServerPreview

/// How the browser preview draws `track`: a row with its play action and
/// its duration flush right, dimmed while the track is switched off.
enum TrackPreview {
    static func register(into renderers: inout HTMLRenderers) {
        renderers.register(TrackComponent.self) { track, component, page in
            page.element("div", of: component, class: track.isEnabled ? "row track" : "row track disabled") { page in
                page.raw("<span class=\"title\">")
                page.action(track.activeAction, label: track.title)
                page.raw("</span>")
                if let subtitle = track.subtitle { page.raw("<span class=\"subtitle\">"); page.text(subtitle); page.raw("</span>") }
                if let duration = track.displayedDuration { page.raw("<span class=\"duration\">"); page.text(duration); page.raw("</span>") }
            }
        }
    }
}
