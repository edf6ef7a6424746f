import SDUIContract
import SDUIServer

extension HTMLRenderers {
    /// A renderer for every core component type (`BrowserPreviewTests`
    /// fails when a core type has none).
    public static var core: HTMLRenderers {
        var renderers = HTMLRenderers()
        renderers.register(TextComponent.self) { text, component, page in
            page.element("div", of: component, class: "style-\((text.style ?? .body).rawValue)") { page in
                if let color = text.color { page.raw("<div style=\"color:\(page.colors.css(color))\">") }
                defer { if text.color != nil { page.raw("</div>") } }
                for paragraph in text.paragraphs {
                    page.raw("<p>")
                    page.text(paragraph)
                    page.raw("</p>")
                }
            }
        }
        renderers.register(HeaderComponent.self) { header, component, page in
            page.element("header", of: component) { page in
                page.image(header.image)
                page.raw("<h2>")
                page.text(header.title)
                page.raw("</h2>")
                if let subtitle = header.subtitle { page.raw("<p class=\"subtitle\">"); page.text(subtitle); page.raw("</p>") }
            }
        }
        renderers.register(DetailRowComponent.self) { row, component, page in
            page.element("div", of: component, class: row.isEnabled ? "row" : "row disabled") { page in
                page.raw("<span class=\"title\">")
                page.action(row.isEnabled ? row.primaryAction : nil, label: row.title)
                page.raw("</span>")
                for (name, value) in [("subtitle", row.subtitle), ("addition", row.addition), ("disclosure", row.disclosureText)] {
                    if let value { page.raw("<span class=\"\(name)\">"); page.text(value); page.raw("</span>") }
                }
                if let delete = row.deleteAction { page.action(delete, label: "Delete") }
            }
        }
        renderers.register(ArtworkRowComponent.self) { row, component, page in
            page.element("div", of: component, class: row.isEnabled ? "row artwork" : "row artwork disabled") { page in
                page.image(row.image)
                page.raw("<span class=\"title\">")
                page.action(row.activeAction, label: row.title)
                page.raw("</span>")
                for (name, value) in [("subtitle", row.subtitle), ("description", row.description), ("addition", row.addition)] {
                    if let value { page.raw("<span class=\"\(name)\">"); page.text(value); page.raw("</span>") }
                }
            }
        }
        renderers.register(CarouselComponent.self) { carousel, component, page in
            page.element("section", of: component) { page in
                if let title = carousel.title { page.raw("<h3>"); page.text(title); page.raw("</h3>") }
                page.raw("<div class=\"strip\">")
                for item in carousel.items {
                    page.raw("<div class=\"item\">")
                    page.image(item.image)
                    page.action(item.action, label: item.title)
                    if let subtitle = item.subtitle { page.raw("<span class=\"subtitle\">"); page.text(subtitle); page.raw("</span>") }
                    page.raw("</div>")
                }
                page.raw("</div>")
            }
        }
        renderers.register(GridComponent.self) { grid, component, page in
            page.element("section", of: component) { page in
                if let header = grid.header { page.raw("<h3>"); page.text(header); page.raw("</h3>") }
                page.raw("<div class=\"grid-cells\" style=\"grid-template-columns: repeat(\(max(1, min(grid.columns ?? 2, 6))), 1fr)\">")
                page.components(grid.components)
                page.raw("</div>")
            }
        }
        renderers.register(ListComponent.self) { list, component, page in
            page.element("section", of: component) { page in
                if let header = list.header { page.raw("<h3>"); page.text(header); page.raw("</h3>") }
                page.components(list.components)
            }
        }
        renderers.register(ImageBannerComponent.self) { banner, component, page in
            // The picture across the width, the title under it, as a banner is drawn on a phone.
            page.element("div", of: component, class: "banner") { page in
                page.image(banner.image)
                page.action(banner.action, label: banner.title ?? "Open")
            }
        }
        renderers.register(ExploreTileComponent.self) { tile, component, page in
            page.element("div", of: component, class: "tile") { page in
                page.image(tile.image)
                page.action(tile.action, label: tile.title)
                if let subtitle = tile.subtitle { page.raw("<span class=\"subtitle\">"); page.text(subtitle); page.raw("</span>") }
            }
        }
        renderers.register(ImageComponent.self) { image, component, page in
            page.element("figure", of: component) { page in
                page.image(ImageReference(url: image.url, accessibilityLabel: image.accessibilityLabel))
            }
        }
        renderers.register(ButtonComponent.self) { button, component, page in
            page.element("div", of: component, class: "button-\((button.style ?? .secondary).rawValue)" + (button.isEnabled ? "" : " disabled")) { page in
                page.action(button.isEnabled ? button.action : nil, label: button.label)
            }
        }
        renderers.register(TextFieldComponent.self) { field, component, page in
            page.element("label", of: component) { page in
                page.text(field.stateKey)
                let type = field.isSecure ? "password" : "text"
                page.raw("<input type=\"\(type)\" placeholder=\"\(HTMLText.escape(field.placeholder ?? ""))\" data-state-key=\"\(HTMLText.escape(field.stateKey))\" disabled>")
            }
        }
        renderers.register(ToggleComponent.self) { toggle, component, page in
            page.element("label", of: component) { page in
                page.raw("<input type=\"checkbox\" data-state-key=\"\(HTMLText.escape(toggle.stateKey))\" disabled> ")
                page.text(toggle.label)
            }
        }
        renderers.register(PickerComponent.self) { picker, component, page in
            page.element("fieldset", of: component) { page in
                if let label = picker.label { page.raw("<legend>"); page.text(label); page.raw("</legend>") }
                for option in picker.options {
                    page.raw("<label><input type=\"radio\" disabled> ")
                    page.text(option.title)
                    page.raw("</label>")
                }
            }
        }
        renderers.register(BadgeComponent.self) { badge, component, page in
            page.element("span", of: component, class: "tone-\((badge.tone ?? .neutral).rawValue)") { page in page.text(badge.text) }
        }
        renderers.register(SpacerComponent.self) { spacer, component, page in
            page.element("div", of: component) { page in
                page.raw("<div style=\"height: \(Int(max(0, min(spacer.size ?? 8, 200))))px\"></div>")
            }
        }
        renderers.register(DividerComponent.self) { _, component, page in
            page.element("div", of: component) { page in page.raw("<hr>") }
        }
        renderers.register(ColumnComponent.self) { column, component, page in
            page.element("div", of: component, class: "stack") { page in page.components(column.children) }
        }
        renderers.register(RowComponent.self) { row, component, page in
            page.element("div", of: component, class: "stack horizontal") { page in page.components(row.children) }
        }
        renderers.register(CardComponent.self) { card, component, page in
            page.element("article", of: component, class: card.isEnabled ? "" : "disabled") { page in
                if let title = card.title { page.raw("<h3>"); page.action(card.activeAction, label: title); page.raw("</h3>") }
                page.components(card.children)
            }
        }
        renderers.register(ScrollComponent.self) { scroll, component, page in
            page.element("div", of: component, class: scroll.axis == .horizontal ? "stack horizontal scrolls" : "stack") { page in
                page.components(scroll.children)
            }
        }
        renderers.register(LazyListComponent.self) { list, component, page in
            page.element("section", of: component) { page in page.components(list.children) }
        }
        return renderers
    }
}

