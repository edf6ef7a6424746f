import Hummingbird
import JSON
import SDUIContract

extension APIHandlers {
    /// `GET /preview/`: the screens an author can open, for the chosen client.
    func previewIndex(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = PreviewClient(query: Self.query(of: request))
        var paths = environment.content.screens.keys.sorted()
        paths += environment.catalog.routes.filter { !$0.requiresLogin && !$0.pattern.description.contains("{") }
            .map(\.pattern.description).sorted()
        return Self.html(PreviewDocument.index(paths: paths, client: client))
    }

    /// `GET /preview/screens/{path}?version=&client=`: the screen drawn as
    /// HTML exactly as the chosen client would receive it (version,
    /// capability filter, fallbacks, expressions resolved for clients that
    /// do not declare them), with the diagnostics it would report. A content
    /// file is read afresh on every request, so an author's save shows on
    /// reload; one that cannot be served lists its problems instead.
    func previewPage(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = PreviewClient(query: Self.query(of: request))
        let path = try ScreenPath.requested(context.parameters.getCatchAll())
        let version = APIVersion(client.version)
        let profile = try ClientProfile.make(version: version, header: client.manifestHeader, table: environment.contractTable)
        let apiClient = Client(version: version, profile: profile, screen: ScreenRequest(version: version, credential: .absent))
        let document: JSONValue
        switch ContentDraft.read(path, in: environment.contentDirectory, factory: environment.factory, table: environment.contractTable) {
        case .success(let draft):
            document = draft
        case .failure(let problems):
            return Self.html(PreviewDocument.problems(path: path.description, problems: problems.problems, client: client))
        case nil:
            document = try await environment.catalog.document(at: path, for: apiClient.screen).build().document
        }
        let response = screenResponse(for: apiClient)
        let sent = response.filter.filter(try response.readable(document))
        let decoded = try environment.factory.makeScreen(from: sent)
        return Self.html(PreviewDocument.screen(decoded.value, path: path.description, diagnostics: decoded.diagnostics,
                                                client: client, renderers: environment.previewRenderers))
    }

    static func query(of request: Request) -> [String: String] {
        var query: [String: String] = [:]
        for (key, value) in request.uri.queryParameters { query[String(key)] = String(value) }
        return query
    }

    static func html(_ page: String) -> Response {
        Response(status: .ok,
                 headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                           .contentSecurityPolicy: PreviewDocument.contentSecurityPolicy],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }
}
