import Hummingbird
import JSON
import SDUIServer

/// What the admin API reads from a request: a release to publish, a
/// release number, a page's length; anything else is a 400 naming it.
extension AdminHandlers {
    /// `{"note": "…", "channel": "live"|"staging", "files": {"screens/home.json": {…}, "experiments.json": {…}}}`.
    static func publication(_ body: JSONValue) throws(APIError) -> (ContentFiles, note: String, channel: ReleaseChannel) {
        func invalid(_ field: String, _ message: String) -> APIError {
            APIError(.badRequest, code: "invalid_body", message: message, field: field)
        }
        guard let note = body["note"]?.stringValue, !note.isEmpty, note.count <= 500 else {
            throw invalid("note", "'note' must be text of 1 to 500 characters: why this release.")
        }
        guard let channel = body["channel"]?.stringValue.flatMap(ReleaseChannel.init(rawValue:)) else {
            throw invalid("channel", "'channel' must be \"live\" or \"staging\".")
        }
        guard case .object(let members)? = body["files"] else {
            throw invalid("files", "'files' must be an object of file names (screens/….json) to screen documents.")
        }
        var files: [String: [UInt8]] = [:]
        for (name, document) in members {
            guard case .object = document else { throw invalid("files", "files[\"\(name)\"] must be a JSON object (a screen, or the experiments).") }
            do {
                files[name] = try JSONBody.bytes(document)
            } catch {
                throw invalid("files", "files[\"\(name)\"] cannot be written as JSON: \(error).")
            }
        }
        return (ContentFiles(files: files), note, channel)
    }

    static func releaseNumber(_ text: String?, name: String) throws(APIError) -> Int {
        guard let text, let number = CanonicalDecimal.parse(text), number > 0 else {
            throw APIError(.badRequest, code: "invalid_release", message: "'\(name)' must be a release number (a positive integer).")
        }
        return number
    }

    /// `?limit=` between 1 and 1,000; 100 when absent.
    static func limit(_ request: Request) throws(APIError) -> Int {
        guard let text = request.uri.queryParameters["limit"] else { return 100 }
        guard let limit = CanonicalDecimal.parse(text), (1...1000).contains(limit) else {
            throw APIError(.badRequest, code: "invalid_limit", message: "'limit' must be a number from 1 to 1000.")
        }
        return limit
    }
}
