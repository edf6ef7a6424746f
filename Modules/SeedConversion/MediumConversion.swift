import JSON

/// The Medium article's screens: `{title, widgets}`, each widget a container
/// (`carousel`, `grid`, `list`) with a `header` and `components` in
/// kebab-case, each component's fields inside a `data` wrapper. Each widget
/// becomes a section; a carousel of banners a horizontal `scroll` (our
/// `carousel` holds titled items, contract §13).
struct MediumConversion {
    let notes: SeedNotes

    func screen(_ input: SeedObject) throws(ConversionError) -> JSONValue {
        guard let widgets = input.take("widgets") else {
            throw ConversionError(format: .medium, path: "", reason: "it has no `widgets`")
        }
        guard case .array(let list) = widgets else {
            throw ConversionError(format: .medium, path: "/widgets", reason: "`widgets` is \(widgets.typeWithArticle), not a list")
        }
        var screen = JSONObject()
        let title = input.string("title")
        screen["id"] = .string((title ?? "converted").slug)
        notes.add(input.path, "the document has no id; '\((title ?? "converted").slug)' is made from its title")
        if let title { screen["title"] = .string(title) }
        let path = input.path.appending("widgets")
        screen["sections"] = .array(list.enumerated().compactMap { index, widget in section(widget, index: index, at: path.appending(index)) })
        input.finish()
        return .object(screen)
    }

    private func section(_ value: JSONValue, index: Int, at path: SeedPath) -> JSONValue? {
        guard let input = SeedObject.read(value, at: path, notes: notes, what: "a widget") else { return nil }
        let id = "widget-\(index)"
        let type = input.string("type") ?? ""
        let header = input.string("header")
        let componentsPath = path.appending("components")
        let components = (input.take("components")?.arrayValue ?? []).enumerated().compactMap { position, component in
            self.component(component, id: "\(id)-\(position)", at: componentsPath.appending(position))
        }
        var section: JSONObject = ["id": .string(id)]
        var container: JSONObject = ["type": "list", "id": .string("\(id)-\(type.isEmpty ? "list" : type)")]
        switch type {
        case "carousel":
            container["type"] = "scroll"
            container["axis"] = "horizontal"
            container["children"] = .array(components)
            if let header { section["heading"] = ["title": .string(header)] }
        case "grid":
            container["type"] = "grid"
            container["columns"] = 2
            if let header { container["header"] = .string(header) }
            container["components"] = .array(components)
        case "list":
            container["type"] = "list"
            if let header { container["header"] = .string(header) }
            container["components"] = .array(components)
        default:
            notes.add(path.appending("type"), "a widget of type '\(type)' has no counterpart; its components are kept as a list")
            container["type"] = "list"
            if let header { container["header"] = .string(header) }
            container["components"] = .array(components)
        }
        section["components"] = [.object(container)]
        input.finish()
        return .object(section)
    }

    private func component(_ value: JSONValue, id: String, at path: SeedPath) -> JSONValue? {
        guard let input = SeedObject.read(value, at: path, notes: notes, what: "a component") else { return nil }
        let type = input.string("type") ?? ""
        let dataPath = path.appending("data")
        let data = input.take("data").flatMap { SeedObject.read($0, at: dataPath, notes: notes, what: "`data`") }
            ?? SeedObject([:], at: dataPath, notes: notes)
        var output: JSONObject = ["type": .string(type.camelCasedFromKebab), "id": .string(id)]
        switch type {
        case "image-banner":
            if let image = imageReference(data, "image") { output["image"] = image }
        case "explore-tile":
            if let image = imageReference(data, "image") { output["image"] = image }
            data.copy("title", into: &output)
            data.copy("subtitle", into: &output)
        case "descriptive-text":
            output["type"] = "text"
            data.copy("text", as: "paragraphs", into: &output)
        default:
            notes.add(path.appending("type"), "a component of type '\(type)' has no counterpart in the contract; left out")
            return nil
        }
        data.finish()
        input.finish()
        return .object(output)
    }

    /// The article's images are names of pictures in the app (`event-banner-1`), not URLs:
    /// the name becomes an `asset:NAME` URL (contract, ImageReference), which a client draws
    /// from a picture registered under that name and never fetches; noted, as only a client
    /// that ships the picture shows it (the others show the placeholder). A value with `:` or
    /// `/` is a URL or a path already and stays one.
    private func imageReference(_ data: SeedObject, _ key: String) -> JSONValue? {
        guard let name = data.string(key) else { return nil }
        // A URL (a scheme, or a path) is one already, kept as it is.
        if name.contains(":") || name.contains("/") { return ["url": .string(name)] }
        let url = "asset:" + name
        notes.add(data.path.appending(key), "'\(name)' names a picture in the app, not a URL: given as `\(url)`, drawn by a client that registered a picture of that name, else its placeholder")
        return ["url": .string(url)]
    }
}
