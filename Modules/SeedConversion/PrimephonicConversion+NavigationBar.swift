import JSON

/// The parts of a Primephonic screen that become our navigation bar, and the
/// buttons a heading or a menu holds.
extension PrimephonicConversion {
    /// The navigation bar: the document's `navigationBar`, and a menu
    /// (`secondaryButtons`, or Primephonic's `menu` of `buttons`) and `share`
    /// given as members of the screen itself, as the article prints them. A
    /// top-level menu's entries follow the bar's own; a second share button
    /// is left out, noted. Nil when the document has none of these.
    func navigationBar(of screen: SeedObject) -> JSONObject? {
        var bar: JSONObject?
        if let value = screen.take("navigationBar"),
           let input = SeedObject.read(value, at: screen.path.appending("navigationBar"), notes: notes, what: "a navigation bar") {
            var output = JSONObject()
            if input.object["secondaryButtons"] != nil {
                output["secondaryButtons"] = .array(input.list("secondaryButtons") { titledAction($0, at: $1) })
            }
            if let share = input.take("share") { output["share"] = shareButton(share, at: input.path.appending("share")) }
            input.finish()
            bar = output
        }
        var entries: [JSONValue] = []
        var hasMenu = false
        if screen.object["secondaryButtons"] != nil {
            hasMenu = true
            entries += screen.list("secondaryButtons") { titledAction($0, at: $1) }
        }
        if let menu = screen.take("menu") {
            hasMenu = true
            entries += menuButtons(menu, at: screen.path.appending("menu"))
        }
        if hasMenu {
            var output = bar ?? JSONObject()
            output["secondaryButtons"] = .array((output["secondaryButtons"]?.arrayValue ?? []) + entries)
            bar = output
        }
        if let share = screen.take("share") {
            let path = screen.path.appending("share")
            var output = bar ?? JSONObject()
            if output["share"] != nil {
                notes.add(path, "the navigation bar has a share button already; this one is left out")
            } else if let converted = shareButton(share, at: path) {
                output["share"] = converted
            }
            bar = output
        }
        return bar
    }

    /// Primephonic's `Menu`: `{"buttons": [...]}`, or the list of buttons itself.
    func menuButtons(_ value: JSONValue, at path: SeedPath) -> [JSONValue] {
        if case .array(let buttons) = value {
            return buttons.enumerated().compactMap { titledAction($1, at: path.appending($0)) }
        }
        guard let input = SeedObject.read(value, at: path, notes: notes, what: "a menu") else { return [] }
        let buttons = input.list("buttons") { titledAction($0, at: $1) }
        input.finish()
        return buttons
    }

    /// The share button: a text and a link, both required by the contract.
    func shareButton(_ value: JSONValue, at path: SeedPath) -> JSONValue? {
        guard let input = SeedObject.read(value, at: path, notes: notes, what: "a share button") else { return nil }
        let title = input.string("title")
        let url = input.string("url")
        input.finish()
        guard let title, let url else {
            notes.add(path, "a share button needs a title and a url; left out")
            return nil
        }
        return ["title": .string(title), "url": .string(url)]
    }

    /// A heading's button or a menu entry. The contract needs both a title
    /// and an action, so one without either (or whose action could not be
    /// carried over) is left out, noted, and what holds it keeps the rest.
    func titledAction(_ value: JSONValue, at path: SeedPath) -> JSONValue? {
        guard let input = SeedObject.read(value, at: path, notes: notes, what: "a button") else { return nil }
        let title = input.string("title")
        let action = input.take("action").flatMap { self.action($0, at: path.appending("action")) }
        input.finish()
        guard let title, let action else {
            let missing = title == nil ? "a title" : "an action"
            notes.add(path, "a button without \(missing) (\(title.map { "'\($0)'" } ?? "untitled")); the button is left out")
            return nil
        }
        return ["title": .string(title), "action": action]
    }
}
