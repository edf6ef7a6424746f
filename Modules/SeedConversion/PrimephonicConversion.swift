import JSON

/// Primephonic's component screens (`"type": "componentScreen"`), whose shape
/// ours follows closely: a header, sections with headings, rows, carousels
/// and tracks. What differs: `lowresUrl`, a header's `type` (our `kind`),
/// durations as `"4:54"`, a row's `action` (our `primaryAction`), and the
/// `componentScreen` action, which names the next screen's API URL with its
/// header (our `navigate` with `prefetched`), and the menu and share button,
/// which the article prints as members of the screen itself (ours are the
/// navigation bar's). A command's payload, whatever JSON it is, is the POST
/// body in both designs, so it is carried over as it is.
struct PrimephonicConversion {
    let notes: SeedNotes

    func screen(_ input: SeedObject) throws(ConversionError) -> JSONValue {
        let type = input.string("type")
        guard type == "componentScreen" || (type == nil && input.object["sections"] != nil) else {
            throw ConversionError(format: .primephonic, path: "/type",
                                  reason: type.map { "its type is '\($0)', not 'componentScreen'" } ?? "it has neither a type nor sections")
        }
        var screen = JSONObject()
        let title = input.string("title")
        let id = input.string("id") ?? (title ?? "converted").slug
        if input.object["id"] == nil { notes.add(input.path, "the document has no id; '\(id)' is made from its title") }
        screen["id"] = .string(id)
        if let title { screen["title"] = .string(title) }
        if let header = input.take("header") { screen["header"] = self.header(header, at: input.path.appending("header")) }
        if let bar = navigationBar(of: input) { screen["navigationBar"] = .object(bar) }
        screen["sections"] = .array(input.list("sections") { section($0, at: $1) })
        input.finish()
        return .object(screen)
    }

    private func section(_ value: JSONValue, at path: SeedPath) -> JSONValue? {
        guard let input = SeedObject.read(value, at: path, notes: notes, what: "a section") else { return nil }
        var section = JSONObject()
        input.copy("id", into: &section)
        if let heading = input.take("heading").flatMap({ SeedObject.read($0, at: path.appending("heading"), notes: notes, what: "a heading") }) {
            var output = JSONObject()
            heading.copy("title", into: &output)
            // A button that cannot be carried over is left out on its own (noted there): the title stays.
            if let button = heading.take("button") { output["button"] = titledAction(button, at: heading.path.appending("button")) }
            heading.finish()
            section["heading"] = .object(output)
        }
        section["components"] = .array(input.list("components") { component($0, at: $1) })
        input.finish()
        return .object(section)
    }

    private func component(_ value: JSONValue, at path: SeedPath) -> JSONValue? {
        guard let (input, type) = SeedObject.typed(value, at: path, notes: notes, what: "a component") else { return nil }
        var output: JSONObject = ["type": .string(type)]
        input.copy("id", into: &output)
        switch type {
        case "detailRow":
            for key in ["addition", "title", "subtitle", "disclosureText"] { input.copy(key, into: &output) }
            if let action = input.take("action") { output["primaryAction"] = self.action(action, at: path.appending("action")) }
        case "artworkRow":
            for key in ["addition", "title", "subtitle", "description"] { input.copy(key, into: &output) }
            if let image = input.take("image") { output["image"] = imageReference(image, at: path.appending("image")) }
            if let action = input.take("action") { output["action"] = self.action(action, at: path.appending("action")) }
        case "carousel":
            if case .string(let itemType)? = input.take("itemType") {
                output["itemType"] = .string(itemType)
                // Primephonic framed people round by their item type; ours names the look.
                if ["person", "artist", "composer"].contains(itemType.lowercased()) { output["look"] = "portrait" }
            }
            input.copy("title", into: &output)
            output["items"] = .array(input.list("items") { carouselItem($0, at: $1) })
        case "text":
            input.copy("paragraphs", into: &output)
        case "track":
            for key in ["title", "subtitle"] { input.copy(key, into: &output) }
            if let duration = input.take("duration") {
                convertDuration(duration, into: &output, at: path.appending("duration"))
            }
            // A `play` here starts this track: what its start track lacks is the row's.
            let row = JSONObject(["title", "duration"].compactMap { key in output[key].map { (key, $0) } })
            if let action = input.take("action") { output["action"] = self.action(action, at: path.appending("action"), track: row) }
        case "header":
            for key in ["title", "subtitle", "kind"] { input.copy(key, into: &output) }
            if let image = input.take("image") { output["image"] = imageReference(image, at: path.appending("image")) }
        default:
            notes.add(path.appending("type"), "Primephonic's `\(type)` has no counterpart in the contract; the component is left out")
            return nil
        }
        input.finish()
        return .object(output)
    }

    /// `"4:54"` (or `"1:02:03"`) is shown as the server wrote it and kept as seconds
    /// for clients that compute (contract: `durationText` and `duration`).
    private func convertDuration(_ value: JSONValue, into output: inout JSONObject, at path: SeedPath) {
        if value.numberValue != nil {
            output["duration"] = value
            return
        }
        guard let text = value.stringValue else {
            notes.add(path, "\(value.typeWithArticle) where a duration was expected; left out")
            return
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 && $0 < 100_000 }) else {
            notes.add(path, "'\(text)' is not minutes:seconds; kept as text only")
            output["durationText"] = .string(text)
            return
        }
        let seconds = numbers.reduce(0) { $0 * 60 + $1 }
        output["duration"] = .number(JSONNumber(seconds))
        output["durationText"] = .string(text)
    }

    private func carouselItem(_ value: JSONValue, at path: SeedPath) -> JSONValue? {
        guard let input = SeedObject.read(value, at: path, notes: notes, what: "a carousel item") else { return nil }
        var output = JSONObject()
        for key in ["title", "subtitle"] { input.copy(key, into: &output) }
        if let image = input.take("image") { output["image"] = imageReference(image, at: path.appending("image")) }
        if let action = input.take("action") { output["action"] = self.action(action, at: path.appending("action")) }
        input.finish()
        return .object(output)
    }

    /// A screen's or a prefetched header: its `type` (`artist`, `album`) is our `kind` (`portrait`, `cover`).
    private func header(_ value: JSONValue, at path: SeedPath) -> JSONValue? {
        guard let input = SeedObject.read(value, at: path, notes: notes, what: "a header") else { return nil }
        var output = JSONObject()
        for key in ["title", "subtitle"] { input.copy(key, into: &output) }
        if let type = input.take("type") {
            let looks: [String: JSONValue] = ["artist": "portrait", "album": "cover"]
            output["kind"] = type.stringValue.flatMap { looks[$0] } ?? type
        }
        if let image = input.take("image") { output["image"] = imageReference(image, at: path.appending("image")) }
        input.finish()
        return .object(output)
    }

    private func imageReference(_ value: JSONValue, at path: SeedPath) -> JSONValue? {
        guard let input = SeedObject.read(value, at: path, notes: notes, what: "an image") else { return nil }
        var output = JSONObject()
        for key in ["url", "accessibilityLabel", "asset"] { input.copy(key, into: &output) }
        input.copy("lowresUrl", as: "lowResolutionURL", into: &output)
        input.finish()
        return .object(output)
    }

    /// - Parameter track: the title and duration of the track row the action is on, for a `play`'s start track.
    func action(_ value: JSONValue, at path: SeedPath, track: JSONObject = [:]) -> JSONValue? {
        guard let (input, type) = SeedObject.typed(value, at: path, notes: notes, what: "an action") else { return nil }
        var output: JSONObject = ["type": .string(type)]
        switch type {
        case "componentScreen":
            output["type"] = "navigate"
            let url = input.string("url") ?? ""
            // The next screen's API URL stands for its path: our servers serve screens under /v{n}/screens/.
            output["destination"] = .string(String(url.drop { $0 == "/" }))
            notes.add(path.appending("url"), "the screen's API URL '\(url)' is kept as its path; serve it there or change it")
            output["presentation"] = "push"
            var prefetched = JSONObject()
            input.copy("title", into: &prefetched)
            if let header = input.take("header") { prefetched["header"] = self.header(header, at: path.appending("header")) }
            if !prefetched.isEmpty { output["prefetched"] = .object(prefetched) }
        case "play":
            input.copy("tracksMetadataUrl", as: "tracksMetadataURL", into: &output)
            input.copy("startIndex", into: &output)
            if let start = input.take("startTrack").flatMap({ SeedObject.read($0, at: path.appending("startTrack"), notes: notes, what: "a track") }) {
                var startTrack = JSONObject()
                for key in ["id", "title", "duration"] { start.copy(key, into: &startTrack) }
                start.drop("md5", because: "the player checks no digest; left out")
                start.finish()
                for (key, value) in track where startTrack[key] == nil {
                    startTrack[key] = value
                    notes.add(start.path, "the start track's \(key) is the track row's")
                }
                output["startTrack"] = .object(startTrack)
            }
        case "command":
            for key in ["url", "method"] { input.copy(key, into: &output) }
            // The payload is the POST body as it is in both designs (contract §5), whatever JSON it is.
            input.copy("payload", into: &output)
        case "navigate", "openURL", "share", "back", "refresh":
            // Already ours: carried over as it is.
            for key in input.object.keys where key != "type" { input.copy(key, into: &output) }
        default:
            notes.add(path.appending("type"), "Primephonic's action `\(type)` has no counterpart in the contract; left out")
            return nil
        }
        input.finish()
        return .object(output)
    }
}
