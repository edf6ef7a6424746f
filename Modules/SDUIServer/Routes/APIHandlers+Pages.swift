import Hummingbird
import JSON
import SDUIContract

extension APIHandlers {
    /// `GET /v{version}/pages/{path}?cursor=…`: the rows of a list after the cursor.
    func page(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = try await client(for: request, context: context)
        let path = try ScreenPath.requested(context.catchAllSegments, noun: "page")
        guard let cursor = request.uri.queryParameters["cursor"].map(String.init), !cursor.isEmpty else {
            throw APIError.badRequest("missing_parameter", "Pass the page's cursor (from the list's nextPage) as the 'cursor' query parameter.")
        }
        guard cursor.utf8.count <= PageLink.maximumCursorBytes else {
            throw APIError.badRequest("invalid_page_cursor", "The page cursor is longer than \(PageLink.maximumCursorBytes) bytes.")
        }
        let resolved = inliningPages(try await environment.pages.document(at: path, cursor: cursor, for: client.screen), client: client)
        return try await screenResponse(for: client).response(resolved, cacheKey: "pages/\(path)?\(cursor)", request: request)
    }

    /// A screen as a client that does not load pages can take it: every
    /// list's further pages inlined up to a limit, then a "See more" row.
    func inliningPages(_ resolved: ScreenCatalog.Resolved, client: Client) -> ScreenCatalog.Resolved {
        guard !client.profile.loadsPages else { return resolved }
        let inliner = PageInliner(pages: environment.pages, request: client.screen)
        return resolved.transformed { try await inliner.inline($0) }
    }

    /// `more/{cursor}/{page path}`: the rest of a list as a screen, for a
    /// client that followed a "See more" row.
    func moreScreen(_ page: (path: ScreenPath, cursor: String), at path: ScreenPath, client: Client) async throws -> ScreenCatalog.Resolved {
        let resolved = try await environment.pages.document(at: page.path, cursor: page.cursor, for: client.screen)
        // The page route's builder is where its rows came from (debug answers name it).
        return ScreenCatalog.Resolved(reuseStamp: resolved.reuseStamp, origin: resolved.origin) {
            let built = try await resolved.build()
            return ScreenCatalog.Built(document: PageInliner.moreScreen(built.document.objectValue ?? [:], path: path),
                                       reusable: built.reusable)
        }
    }
}
