import Hummingbird
import JSON
import SDUIServer

extension PreviewHandlers {
    /// `POST /v{version}/preview/screen` (only when the server was started
    /// with `--preview`): the posted screen as this client would receive it
    /// from this server, through the same preparation as a content screen
    /// (templates expanded and expressions resolved for clients that do not
    /// declare them, types the client lacks replaced by their fallbacks or
    /// left out), so an author sees what an old client gets.
    func previewScreen(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = try await core.client(for: request, context: context)
        let document = try await JSONRequestBody.read(request, context: context)
        guard case .object = document else {
            throw APIError.badRequest("invalid_body", "Post a screen document: a JSON object with 'sections'.")
        }
        let entry: RenderCache.Entry
        do {
            entry = try core.screenResponse(for: client).render(document, theme: client.screen.content?.theme)
        } catch {
            let reason = (error as? APIError)?.message ?? "\(error)"
            throw APIError.badRequest("invalid_screen", "This screen cannot be prepared for API v\(client.version.number): \(reason)")
        }
        return ScreenResponse.revalidated(entry, request: request)
    }
}
