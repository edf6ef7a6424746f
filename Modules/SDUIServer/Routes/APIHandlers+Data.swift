import JSON
import AnalyticsContract
import Hummingbird

extension APIHandlers {
    /// `GET /v{version}/widget`: the widget for the caller, with an `ETag`;
    /// 304 when `If-None-Match` names the bytes the client already has.
    func widget(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = try await client(for: request, context: context)
        return ScreenResponse.revalidated(try await widgetEntry(for: client.screen), request: request)
    }

    /// The widget built for the caller, translated, with its `refreshInterval`, and tagged.
    package func widgetEntry(for screen: ScreenRequest) async throws -> RenderCache.Entry {
        guard let widget = environment.registry.widget else { throw APIError.notFound("This server has no widget.") }
        var document = environment.translations.translate(try JSONBody.value(try await widget.build(screen)), to: screen.language)
        if let seconds = widget.refreshInterval, case .object(var object) = document {
            object["refreshInterval"] = .number(JSONNumber(seconds))
            document = .object(object)
        }
        return RenderCache.Entry(bytes: try JSONBody.bytes(document), language: screen.language)
    }

    /// `POST /v{version}/analytics/events`: idempotent ingest of an `AnalyticsBatch`.
    func analytics(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        _ = try APIVersion.parse(context.versionParameter)
        let install = try Self.installID(request)
        let batch = try await JSONRequestBody.decode(AnalyticsBatch.self, from: request, context: context)
        let result = try await AnalyticsIngest.ingest(batch, install: install, serverEvents: environment.registry.serverEvents,
                                                      into: environment.storage.analyticsEvents)
        await environment.analyticsObservers.tell(batch, install: install, content: environment.published.snapshot)
        return try JSONBody.response(encoding: result)
    }
}
