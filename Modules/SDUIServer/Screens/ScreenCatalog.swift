import JSON
import SDUIContract

/// Finds the screen for a path: a validated content file, else an app's
/// Swift builder, else 404.
struct ScreenCatalog: Sendable {
    let content: ContentLibrary
    let routes: [RegisteredScreen]
    /// Where the versions of data sets are read, for routes reused until their data changes.
    let storage: any ServerStorage

    /// A screen found but not built yet: on a reuse, `build` never runs.
    struct Resolved: Sendable {
        /// Which rendering this request may reuse: `nil` never, else the
        /// stamp that must match (`""` for content files, which never change;
        /// data versions, and the user when per user, for app routes).
        let reuseStamp: String?
        /// The screen document before filtering.
        let build: @Sendable () async throws -> JSONValue
    }

    func document(at path: ScreenPath, for request: ScreenRequest) async throws -> Resolved {
        let key = path.description
        if let document = content.screens[key] {
            return Resolved(reuseStamp: "") { document }
        }
        if let problem = content.rejected[key] {
            throw APIError(.internalServerError, code: "content_invalid",
                           message: "The screen '\(key)' failed validation at start-up: \(problem).")
        }
        for route in routes {
            guard route.matches(path) else { continue }
            if route.requiresLogin {
                switch request.credential {
                case .valid: break
                case .absent: throw APIError.unauthorized("Log in to see this screen.")
                case .invalid(let reason): throw APIError.unauthorized(reason)
                }
            }
            // The versions are read before the builder reads the data, so a
            // rendering is never kept under a version older than its data.
            let stamp = try await reuseStamp(for: route.reuse, request: request)
            return Resolved(reuseStamp: stamp) {
                guard let screen = try await route.build(request, path) else {
                    throw APIError.notFound("There is no screen '\(key)'.")
                }
                return try JSONModelEncoder().encodeToValue(screen)
            }
        }
        throw APIError.notFound("There is no screen '\(key)'.")
    }

    /// `music=12` or `music=12;user=3`; nil when the route is never reused or
    /// a set has no version row (its migration did not run): then built every time.
    private func reuseStamp(for reuse: RenderReuse, request: ScreenRequest) async throws -> String? {
        guard case .untilChanged(let sets, let perUser) = reuse else { return nil }
        let versions = try await storage.dataVersions(of: sets)
        var stamp = ""
        for set in sets {
            guard let version = versions[set] else { return nil }
            stamp += "\(set)=\(version);"
        }
        if perUser {
            stamp += request.user.map { "user=\($0.id)" } ?? "guest"
        }
        return stamp
    }
}
