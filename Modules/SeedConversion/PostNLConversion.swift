import JSON

/// PostNL's widgets: `{"type": "Shipment" | "Empty" | "Error", …}`. Ours have
/// the same members; the types are written in lower case, and the footer's
/// link in PostNL's own scheme (`postnl://…`) is noted: ours is
/// `sdui://HOST/PATH` (`AppLink`).
struct PostNLConversion {
    let notes: SeedNotes

    func widget(_ input: SeedObject) throws(ConversionError) -> JSONValue {
        guard let type = input.string("type") else {
            throw ConversionError(format: .postnl, path: "/type", reason: "it has no `type`")
        }
        let lowered = type.prefix(1).lowercased() + type.dropFirst()
        var output: JSONObject = ["type": .string(lowered)]
        switch lowered {
        case "shipment":
            for key in ["name", "icon", "title", "description", "url"] { input.copy(key, into: &output) }
            if let footer = input.take("footer").flatMap({ SeedObject.read($0, at: input.path.appending("footer"), notes: notes, what: "a footer") }) {
                var converted = JSONObject()
                footer.copy("title", into: &converted)
                if let url = footer.string("url") {
                    converted["url"] = .string(url)
                    if !url.hasPrefix("https://"), !url.hasPrefix("sdui://") {
                        notes.add(footer.path.appending("url"),
                                  "'\(url)' is a link in another app's scheme; ours are https:// deep links or sdui://HOST/PATH; kept as it is")
                    }
                }
                footer.finish()
                output["footer"] = .object(converted)
            }
        case "empty", "error":
            for key in ["name", "message"] { input.copy(key, into: &output) }
        default:
            notes.add(input.path.appending("type"), "a widget of type '\(type)' is shown by our clients as one they cannot show")
            for key in input.object.keys where key != "type" { input.copy(key, into: &output) }
        }
        input.finish()
        return .object(output)
    }
}
