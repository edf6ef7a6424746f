import JSON
import SDUI

/// Finds the screen for a path: a validated content file, else an app's
/// Swift builder, else 404.
struct ScreenCatalog: Sendable {
    let content: ContentLibrary
    let routes: [ScreenRoute]

    /// A screen document before filtering, and whether it is a content file
    /// (the same for every request, so its rendering may be cached).
    struct Resolved: Sendable {
        let document: JSONValue
        let isStatic: Bool
    }

    func document(at path: ScreenPath, for request: ScreenRequest) async throws -> Resolved {
        let key = path.description
        if let document = content.screens[key] {
            return Resolved(document: document, isStatic: true)
        }
        if let problem = content.rejected[key] {
            throw APIError(.internalServerError, code: "content_invalid",
                           message: "The screen '\(key)' failed validation at start-up: \(problem).")
        }
        for route in routes {
            guard let parameters = route.pattern.match(path.segments) else { continue }
            if route.requiresLogin {
                switch request.credential {
                case .valid: break
                case .absent: throw APIError.unauthorized("Log in to see this screen.")
                case .invalid(let reason): throw APIError.unauthorized(reason)
                }
            }
            return Resolved(document: try JSONModelEncoder().encodeToValue(try await route.build(request, parameters)),
                            isStatic: false)
        }
        throw APIError.notFound("There is no screen '\(key)'.")
    }
}
