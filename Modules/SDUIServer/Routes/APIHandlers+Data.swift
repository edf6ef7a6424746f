import Analytics
import Hummingbird
import Foundation

extension APIHandlers {
    /// `GET /v{version}/widget`: the widget for the caller, with an `ETag`;
    /// 304 when `If-None-Match` names the bytes the client already has.
    func widget(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = try await client(for: request, context: context)
        let bytes = try JSONBody.bytes(JSONBody.value(try await WidgetContent.build(client.screen)))
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
        return try JSONBody.response(encoding: try await AnalyticsStore.ingest(batch, into: environment.database))
    }

    /// `GET /v{version}/albums/{id}/tracks`: the queue a `play` action's `tracksMetadataURL` names.
    func albumTracks(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        _ = try APIVersion.parse(context.parameters.get("version"))
        let id = context.parameters.get("id") ?? ""
        try ScreenPath.check(id.removingPercentEncoding ?? id)
        return try JSONBody.response(encoding: try await AlbumScreen.trackList(environment.database, id: id))
    }
}
