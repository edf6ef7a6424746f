import Hummingbird
import SDUIContract
import JSON

extension APIHandlers {
    /// `GET /v{version}/screens/{path}`.
    func screen(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = try await client(for: request, context: context)
        let path = try ScreenPath.requested(context.catchAllSegments)
        let screen = if let page = PageInliner.page(inMorePath: path) {
            try await moreScreen(page, at: path, client: client)
        } else {
            try await environment.catalog.document(at: path, for: client.screen)
        }
        return try await screenResponse(for: client).response(inliningPages(screen, client: client), path: path, request: request)
    }

    /// `GET /v{version}/screens/offline`: what a client shows without a network.
    func offline(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = try await client(for: request, context: context)
        let path = ScreenPath(checked: ["offline"])
        let screen = try await environment.catalog.document(at: path, for: client.screen)
        return try await screenResponse(for: client).response(inliningPages(screen, client: client), path: path, request: request)
    }

    /// `GET /v{version}/deeplinks?url=…`: the screen a link opens, or 403.
    func deepLink(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = try await client(for: request, context: context)
        guard let link = request.uri.queryParameters["url"].map(String.init), !link.isEmpty else {
            throw APIError.badRequest("missing_parameter", "Pass the link to open as the 'url' query parameter (percent-encoded).")
        }
        let path = try environment.deepLinks.resolve(link)
        do {
            let screen = inliningPages(try await environment.catalog.document(at: path, for: client.screen), client: client)
            return try await screenResponse(for: client).response(screen, path: path, request: request,
                                                                  extraHeaders: [.screenPath: path.description])
        } catch let error as APIError where error.status == .notFound {
            // Also when the builder finds nothing (an unknown composer id).
            throw APIError(.forbidden, code: "deeplink_refused", message: "This link cannot be opened: \(error.message)")
        }
    }
}
