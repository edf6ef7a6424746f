import JSON
import SDUIContract

/// What a client of a retired or unknown API version gets: HTTP 410 whose
/// body is both a JSON error and a screen made only of `text` components,
/// the one type every version has, so even the oldest client can show it.
enum UnsupportedVersionAnswer {
    static func screen(requested: String) -> Screen {
        let supported = APIVersion.supported.map { "v\($0)" }.joined(separator: ", ")
        return Screen(
            id: "unsupported-version",
            title: "Update needed",
            sections: [Section(id: "message", components: [
                Component(id: "headline", content: TextComponent(style: .title, paragraphs: ["This version of the app is no longer supported"])),
                Component(id: "explanation", content: TextComponent(paragraphs: [
                    "The app asked for API version v\(requested), which this server does not answer (it supports \(supported)).",
                    "Please update the app to keep using it.",
                ])),
            ])])
    }

    static func error(requested: String) -> APIError {
        let message = "API version v\(requested) is not supported; supported versions: "
            + APIVersion.supported.map { "v\($0)" }.joined(separator: ", ") + "."
        let members = (try? JSONModelEncoder().encodeToValue(screen(requested: requested)))?.objectValue ?? JSONObject()
        return APIError(.gone, code: "unsupported_version", message: message, extraMembers: members)
    }
}
