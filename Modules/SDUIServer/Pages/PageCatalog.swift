import JSON
import SDUIContract

/// Finds the page a request names: checks its cursor, then asks the app
/// route that registered the path, with the screens' reuse rules (a page is
/// kept until its data changes, keyed by its cursor).
struct PageCatalog: Sendable {
    let routes: ScreenCatalog
    let cursors: PageCursor

    func document(at path: ScreenPath, cursor: String, for request: ScreenRequest) async throws -> ScreenCatalog.Resolved {
        let after: [String]
        do {
            after = try await cursors.position(of: cursor, path: path, now: ServerClock.now())
        } catch let refusal as PageCursor.Refusal {
            throw refusal.apiError
        }
        var request = request
        request.pageAfter = after
        return try await routes.document(at: path, for: request)
    }

    /// The encoded page after `cursor`, built now (for a client that cannot load pages).
    func page(at path: ScreenPath, cursor: String, for request: ScreenRequest) async throws -> JSONObject {
        let document = try await document(at: path, cursor: cursor, for: request).build().document
        return document.objectValue ?? [:]
    }
}
