import JSON

/// The SwiftUI tutorial's screens: `{id, title, initialState, root}`, where
/// `root` is one component tree. It becomes a screen with one section
/// holding that tree; the tutorial's names become ours (`scrollView` →
/// `scroll`, `content` → `paragraphs`, `apiCall` → `command`, …).
struct TutorialConversion {
    let notes: SeedNotes

    func screen(_ input: SeedObject) throws(ConversionError) -> JSONValue {
        guard let root = input.take("root") else {
            throw ConversionError(format: .tutorial, path: "", reason: "it has no `root` component tree")
        }
        var screen = JSONObject()
        screen["id"] = .string(input.string("id") ?? "converted")
        input.copy("title", into: &screen)
        input.copy("initialState", into: &screen)
        let components = component(root, at: input.path.appending("root")).map { [$0] } ?? []
        screen["sections"] = [.object(["id": "root", "components": .array(components)])]
        input.finish()
        return .object(screen)
    }

    func component(_ value: JSONValue, at path: SeedPath) -> JSONValue? {
        guard let (input, type) = SeedObject.typed(value, at: path, notes: notes, what: "a component") else { return nil }
        var output: JSONObject = ["type": .string(type)]
        input.copy("id", into: &output)
        switch type {
        case "scrollView":
            output["type"] = "scroll"
            input.copy("axis", into: &output)
            output["children"] = children(input, "children")
        case "column":
            for key in ["spacing", "padding", "alignment"] { input.copy(key, into: &output) }
            output["children"] = children(input, "children")
        case "row":
            for key in ["spacing", "padding"] { input.copy(key, into: &output) }
            // The tutorial's row aligns vertically (top, center, bottom): our `verticalAlignment`.
            input.copy("alignment", as: "verticalAlignment", into: &output)
            output["children"] = children(input, "children")
        case "lazyVStack":
            output["type"] = "lazyList"
            input.drop("spacing", because: "a lazy list spaces its rows itself; left out")
            output["children"] = children(input, "children")
        case "text":
            input.copy("content", as: "paragraphs", into: &output)
            for key in ["style", "color"] { input.copy(key, into: &output) }
        case "image":
            for key in ["url", "width", "height", "contentMode", "accessibilityLabel"] { input.copy(key, into: &output) }
            input.drop("cornerRadius", because: "a picture's corners are the client's style (contract §13); left out")
        case "button":
            for key in ["label", "style"] { input.copy(key, into: &output) }
            input.copy("isEnabled", as: "enabled", into: &output)
            if let action = input.take("action") { output["action"] = self.action(action, at: path.appending("action")) }
        case "textField":
            for key in ["placeholder", "stateKey"] { input.copy(key, into: &output) }
            if let keyboard = input.string("keyboardType") {
                output["keyboard"] = .string(keyboard == "default" ? "text" : keyboard)
            }
            input.copy("isSecure", as: "secure", into: &output)
        case "spacer":
            let height = input.take("height")
            let width = input.take("width")
            if let size = height ?? width { output["size"] = size }
            if height != nil, width != nil {
                notes.add(path.appending("width"), "a spacer has one size in the contract; the height is kept")
            }
        case "card":
            input.copy("padding", into: &output)
            if let radius = input.take("cornerRadius") {
                let square = radius.doubleValue == 0
                output["corners"] = square ? "square" : "rounded"
                if !square { notes.add(path.appending("cornerRadius"), "a radius in points becomes `corners: rounded`") }
            }
            if let action = input.take("action") { output["action"] = self.action(action, at: path.appending("action")) }
            output["children"] = children(input, "children")
        default:
            notes.add(path.appending("type"), "the tutorial's `\(type)` has no counterpart in the contract; the component is left out")
            return nil
        }
        input.finish()
        return .object(output)
    }

    private func children(_ input: SeedObject, _ key: String) -> JSONValue {
        .array(input.list(key) { component($0, at: $1) })
    }

    func action(_ value: JSONValue, at path: SeedPath) -> JSONValue? {
        guard let (input, type) = SeedObject.typed(value, at: path, notes: notes, what: "an action") else { return nil }
        var output: JSONObject = ["type": .string(type)]
        switch type {
        case "navigate":
            var destination = input.string("destination") ?? ""
            if let params = input.take("params")?.objectValue, !params.isEmpty {
                // A screen is one URL (contract §13): the parameters go into its query.
                let query = params.map { key, value in
                    "\(Self.percentEncoded(key))=\(Self.percentEncoded(value.stringValue ?? (try? value.jsonString()) ?? ""))"
                }
                destination += (destination.contains("?") ? "&" : "?") + query.joined(separator: "&")
                notes.add(path.appending("params"), "navigation parameters become the destination's query (\(destination))")
            }
            output["destination"] = .string(destination)
            if let presentation = input.string("presentation") {
                output["presentation"] = .string(presentation == "fullScreenCover" ? "fullScreen" : presentation)
            }
        case "apiCall":
            output["type"] = "command"
            input.copy("endpoint", as: "url", into: &output)
            input.copy("method", into: &output)
            input.copy("bodyFromState", as: "stateKeys", into: &output)
            // The tutorial's endpoints answer with their own JSON, not a command result.
            output["answer"] = .object([:])
        case "updateState":
            for key in ["key", "value"] { input.copy(key, into: &output) }
        case "showAlert":
            for key in ["title", "message"] { input.copy(key, into: &output) }
        case "openURL":
            input.copy("url", into: &output)
        case "sequence":
            output["actions"] = .array(input.list("actions") { self.action($0, at: $1) })
        default:
            notes.add(path.appending("type"), "the tutorial's action `\(type)` has no counterpart in the contract; left out")
            return nil
        }
        input.finish()
        return .object(output)
    }

    /// RFC 3986 unreserved characters as they are, every other byte as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result += "%"
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 15)])
            }
        }
        return result
    }
}
