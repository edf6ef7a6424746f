import JSON
import SDUI

/// Reading the server's answers to login and logout.
enum ServerAnswer {
    /// The `error.message` of a JSON error body (`{"error": {"code": …, "message": …}}`).
    static func errorMessage(_ response: HTTPResponse) -> String? {
        guard let value = try? JSONParser().parse(response.body) else { return nil }
        return value["error"]?["message"]?.stringValue
    }

    /// The `error.field` of a JSON error body: the request field the error is about.
    static func errorField(_ response: HTTPResponse) -> String? {
        guard let value = try? JSONParser().parse(response.body) else { return nil }
        return value["error"]?["field"]?.stringValue
    }

    /// Resolves an action's URL against the server and refuses any other origin:
    /// credentials and tokens are only ever sent to the server itself.
    static func sameOriginURL(_ reference: String, server: WebURL) -> Result<WebURL, LoginFailure> {
        let url: WebURL
        do throws(WebURL.ParseError) {
            url = try server.resolving(reference)
        } catch {
            return .failure(.invalidURL(reference, reason: error.reason))
        }
        guard url.userInfo == nil, url.origin == server.origin else {
            return .failure(.foreignOrigin(url: url.description, server: server.origin))
        }
        return .success(url)
    }
}
