import ScanBarcodeContract
import SDUIContract
import SDUIServerPreview

/// How the browser preview draws `barcodeInput`: the box a person scans into,
/// with its title, subtitle and what a scan then does.
enum BarcodeInputPreview {
    static func register(into renderers: inout HTMLRenderers) {
        renderers.register(BarcodeInputComponent.self) { input, component, page in
            page.element("div", of: component, class: "card") { page in
                page.raw("<span class=\"title\">▥ ")
                page.action(input.action, label: input.title)
                page.raw("</span>")
                if let subtitle = input.subtitle { page.raw("<p class=\"subtitle\">"); page.text(subtitle); page.raw("</p>") }
            }
        }
    }
}
