import JSON
import SDUIContract

/// Finds the screen for a path: a validated content file, else an app's
/// Swift builder, else 404.
package struct ScreenCatalog: Sendable {
    /// The content screens; nil for a catalog of app routes only (pages).
    let content: PublishedContent?
    let index: ScreenRouteIndex
    /// Where the versions of data sets are read, for routes reused until their data changes.
    let storage: any ServerStorage
    /// What the routes serve, for messages: "screen" or "page".
    var noun = "screen"

    /// The modules' variants of screens (`ServerEnvironment.varyScreens(_:)`); never asked for pages.
    let variations = ScreenVariations()
    /// The apps' themes, by app name (`AppRegistry.themes`).
    let themes: [String: ScreenTheme]

    init(content: PublishedContent?, routes: [RegisteredScreen], storage: any ServerStorage, noun: String = "screen",
         themes: [String: ScreenTheme] = [:]) {
        self.content = content
        self.themes = themes
        index = ScreenRouteIndex(routes)
        self.storage = storage
        self.noun = noun
    }

    /// The app routes, in registration order.
    package var routes: [RegisteredScreen] { index.routes }

    /// A screen found but not built yet: on a reuse, `build` never runs.
    package struct Resolved: Sendable {
        /// Which rendering this request may reuse: `nil` never, else the
        /// stamp that must match (`""` for content files, which never change;
        /// data versions, and the user when per user, for app routes).
        let reuseStamp: String?
        /// The colours sent with the screen: the release's theme, else its app's.
        package var theme: ScreenTheme? = nil
        /// Where the document came from, for debug answers (`ElementOrigins`).
        package var origin: OriginSource? = nil
        /// The screen document before filtering, and whether it may be kept
        /// under `reuseStamp` (not when a build for all users read the user).
        package let build: @Sendable () async throws -> Built

        /// The same screen with its document changed by `transform` (pages
        /// inlined, a variant applied): its stamp, theme and origin kept.
        func transformed(_ transform: @escaping @Sendable (JSONValue) async throws -> JSONValue) -> Resolved {
            let build = build
            return Resolved(reuseStamp: reuseStamp, theme: theme, origin: origin) {
                let built = try await build()
                return Built(document: try await transform(built.document), reusable: built.reusable)
            }
        }
    }

    /// What one build made.
    package struct Built: Sendable {
        package let document: JSONValue
        /// False when the rendering must not be kept: it was made for all
        /// users, and its builder read who was asking.
        let reusable: Bool
    }

    /// The screen at `path`, or the variant of it a module chooses for this
    /// request (`ScreenVariant`): another screen built in its place, its
    /// document changed, its rendering kept apart from the others'.
    package func document(at path: ScreenPath, for request: ScreenRequest) async throws -> Resolved {
        let key = path.description
        let snapshot = request.content ?? content?.snapshot
        guard content != nil, let snapshot,
              let variant = try await variations.variant(at: path, install: request.install, content: snapshot) else {
            return try await document(at: path, key: key, for: request, snapshot: snapshot)
        }
        let resolved = try await document(at: variant.path, key: variant.path.description, for: request, snapshot: snapshot)
        let variantOf = resolved.transformed(variant.transform)
        return Resolved(reuseStamp: resolved.reuseStamp.map { $0 + variant.stamp },
                        theme: variantOf.theme, origin: variantOf.origin, build: variantOf.build)
    }

    /// `key` is `path.description`, written once per request by the caller.
    private func document(at path: ScreenPath, key: String, for request: ScreenRequest,
                          snapshot: ContentSnapshot?) async throws -> Resolved {
        if content != nil, let library = snapshot?.library {
            if let document = library.screens[key] {
                let release = snapshot?.release
                return Resolved(reuseStamp: snapshot?.stamp ?? "", theme: snapshot?.theme,
                                origin: .published(screen: key, snapshot: snapshot)) {
                    // Read at start-up or with its release: the span says which file a rendering came from.
                    ServerSpans.run("content file screens/\(key).json", attributes: { attributes in
                        attributes["sdui.screen"] = key
                        if let release { attributes["sdui.release"] = release }
                    }) {
                        Built(document: document, reusable: true)
                    }
                }
            }
            if let problem = library.rejected[key] {
                throw APIError(.internalServerError, code: "content_invalid",
                               message: "The screen '\(key)' failed validation when its content was loaded: \(problem).")
            }
        }
        if let route = index.route(for: path) {
            if route.requiresLogin {
                switch request.authentication {
                case .valid: break
                case .absent: throw APIError.unauthorized("Log in to see this screen.")
                case .invalid(let reason): throw APIError.unauthorized(reason)
                }
            }
            // The versions are read before the builder reads the data, so a
            // rendering is never kept under a version older than its data.
            let perUser = route.readsUser.happened
            var stamp = try await reuseStamp(for: route.reuse, perUser: perUser, request: request)
            // Translations come with the content: a rendering is kept per release.
            if let release = snapshot?.stamp, !release.isEmpty { stamp = stamp.map { $0 + ";" + release } }
            let noun = noun
            return Resolved(reuseStamp: stamp, theme: snapshot?.theme ?? themes[route.owner], origin: .builder(route.source)) {
                let reads = UserReads()
                let built = try await ServerSpans.run("builder \(route.pattern)", attributes: { attributes in
                    attributes["sdui.screen"] = key
                    attributes["code.file.path"] = route.source.fileID
                    attributes["code.line.number"] = route.source.line
                }) {
                    try await route.build(request.noting(reads), path)
                }
                guard let document = built else {
                    throw APIError.notFound("There is no \(noun) '\(key)'.")
                }
                if reads.happened { route.readsUser.note() }
                return Built(document: document, reusable: perUser || !reads.happened)
            }
        }
        throw APIError.notFound("There is no \(noun) '\(key)'.")
    }

    /// `music=12`, `music=12;user=3/…` or `music=12guest=<install id>`; nil when
    /// the route is never reused or a set has no version row (its migration did
    /// not run): then built every time. Per user, a signed-in request's
    /// rendering is its user's; a guest's is its install's (guests keep state
    /// per install), and one without an install id shares "guest" with the
    /// others like it, which own nothing.
    private func reuseStamp(for reuse: RenderReuse, perUser: Bool, request: ScreenRequest) async throws -> String? {
        guard case .untilChanged(let sets, _) = reuse,
              let stamp = try await storage.dataVersionStamp(of: sets) else { return nil }
        guard perUser else { return stamp }
        if let user = request.authentication.user { return stamp + user.reuseStamp }
        guard let install = request.install else { return stamp + "guest" }
        return stamp + "guest=" + install
    }
}
