import AnalyticsContract
import Hummingbird

extension APIHandlers {
    /// `GET /v{version}/widget`: the widget for the caller, with an `ETag`;
    /// 304 when `If-None-Match` names the bytes the client already has.
    func widget(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = try await client(for: request, context: context)
        guard let widget = environment.registry.widget else { throw APIError.notFound("This server has no widget.") }
        let bytes = try JSONBody.bytes(JSONBody.value(try await widget.build(client.screen)))
        let tag = EntityTag(of: bytes)
        let headers: HTTPFields = [.eTag: tag.quoted, .cacheControl: ScreenResponse.cacheControl, .vary: ScreenResponse.vary]
        if tag.matches(ifNoneMatch: request.headers[.ifNoneMatch]) {
            return Response(status: .notModified, headers: headers)
        }
        return JSONBody.response(bytes: bytes, status: .ok, headers: headers)
    }

    /// `POST /v{version}/analytics/events`: idempotent ingest of an `AnalyticsBatch`.
    func analytics(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        _ = try APIVersion.parse(context.parameters.get("version"))
        let batch = try await JSONRequestBody.decode(AnalyticsBatch.self, from: request, context: context)
        return try JSONBody.response(encoding: try await AnalyticsIngest.ingest(batch, into: environment.storage.analyticsEvents))
    }
}
