import Hummingbird
import JSON
import SDUIServer

/// How the admin API answers: JSON that no cache keeps.
extension AdminHandlers {
    /// A release as the list and a publish show it.
    static func document(_ release: Release) -> JSONObject {
        [
            "number": .number(JSONNumber(release.number)), "author": .string(release.author), "note": .string(release.note),
            "createdAt": .number(JSONNumber(release.createdAt)), "digest": .string(release.digest),
            "files": .number(JSONNumber(release.fileCount)),
        ]
    }

    /// `object`, never kept by a cache: the releases move under it.
    static func answer(_ object: JSONObject) throws -> Response {
        try JSONBody.response(.object(object), headers: [.cacheControl: "no-store"])
    }
}
