import Foundation
import Hummingbird
import JSON
import SDUIContract
import SDUIServer

extension PreviewHandlers {
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
        let apiClient = APIHandlers.Client(version: version, profile: profile, screen: ScreenRequest(version: version, credential: .absent))
        let document: JSONValue, theme: ScreenTheme?, origin: OriginSource?
        switch ContentDraft.read(path, in: configuration.contentDirectory, factory: environment.factory, table: environment.contractTable) {
        case .success(let draft):
            // The bytes the document was read from, not a second read that a save in between could change.
            (document, theme, origin) = (draft.document, environment.published.snapshot.theme,
                                         .content(file: "screens/\(path).json", bytes: draft.bytes))
        case .failure(let problems):
            return Self.html(PreviewDocument.problems(path: path.description, problems: problems.problems, client: client))
        case nil:
            let resolved = try await environment.catalog.document(at: path, for: apiClient.screen)
            (document, theme, origin) = (try await resolved.build().document, resolved.theme, resolved.origin)
        }
        // The preview is for authors: every element says where it came from, on hover.
        var response = core.screenResponse(for: apiClient)
        response.debugOrigins = true
        let sent = try response.sent(origin.map { ElementOrigins.annotate(document, source: $0) } ?? document, theme: theme)
        let decoded = try environment.factory.makeScreen(from: sent)
        return Self.html(PreviewDocument.screen(decoded.value, path: path.description, diagnostics: decoded.diagnostics,
                                                client: client, renderers: configuration.renderers,
                                                origins: ElementOrigins.described(in: sent), sources: SourceLink.links(in: sent),
                                                reactions: ScreenReactions.read(document, delegate: environment.factory.delegate, profile: profile)))
    }

    /// `GET /preview/source/screens/{path}.json`: a content file as it is on
    /// disk, line by line, each line an anchor (`#L12`) that the preview's
    /// list of origins links to. Only files of the content's `screens` folder.
    func previewSource(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        var segments = context.parameters.getCatchAll()
        guard segments.count > 1, segments[0] == "screens", let last = segments.last, last.hasSuffix(".json") else {
            throw APIError.notFound("The preview shows the sources of screens/…json files only.")
        }
        segments[segments.count - 1] = last.dropLast(".json".count)
        let path = try ScreenPath.requested(Array(segments.dropFirst()))
        let file = "screens/\(path).json"
        guard let bytes = FileManager.default.contents(atPath: configuration.contentDirectory + "/" + file) else {
            throw APIError.notFound("There is no content file '\(file)'.")
        }
        return Self.html(PreviewDocument.source(file: file, text: String(decoding: bytes, as: UTF8.self)))
    }

    /// The widths the matrix draws each view at: a phone's and a tablet's.
    static let matrixWidths = [360, 720]

    /// `GET /preview/matrix/{path}`: the screen as every client would get it,
    /// side by side: each API version × capability set × language × background × width,
    /// so an author sees every client's view at once.
    func previewMatrix(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let path = try ScreenPath.requested(context.parameters.getCatchAll())
        let draft = ContentDraft.read(path, in: configuration.contentDirectory, factory: environment.factory, table: environment.contractTable)
        if case .failure(let problems) = draft {
            return Self.html(PreviewDocument.problems(path: path.description, problems: problems.problems,
                                                      client: PreviewClient(query: [:])))
        }
        let translations = environment.translations
        var cells: [PreviewDocument.MatrixCell] = []
        for version in PreviewClient.versions {
            for capabilities in PreviewClient.Capabilities.allCases {
                let apiVersion = APIVersion(version)
                let manifest = PreviewClient(version: version, capabilities: capabilities).manifestHeader
                let profile = try ClientProfile.make(version: apiVersion, header: manifest, table: environment.contractTable)
                for language in translations.languages {
                    let screen = ScreenRequest(version: apiVersion, credential: .absent, language: language, translations: translations)
                    let apiClient = APIHandlers.Client(version: apiVersion, profile: profile, screen: screen)
                    let document: JSONValue, theme: ScreenTheme?
                    if case .success(let written) = draft {
                        (document, theme) = (written.document, environment.published.snapshot.theme)
                    } else {
                        let resolved = try await environment.catalog.document(at: path, for: screen)
                        (document, theme) = (try await resolved.build().document, resolved.theme)
                    }
                    let response = core.screenResponse(for: apiClient)
                    let sent = try response.sent(translations.translate(document, to: language), theme: theme)
                    let decoded = try environment.factory.makeScreen(from: sent)
                    for appearance in Appearance.allCases {
                        let client = PreviewClient(version: version, capabilities: capabilities, appearance: appearance)
                        for width in Self.matrixWidths {
                            cells.append(.init(client: client, language: language, width: width, screen: decoded.value,
                                               diagnostics: decoded.diagnostics))
                        }
                    }
                }
            }
        }
        return Self.html(PreviewDocument.matrix(path: path.description, cells: cells, renderers: configuration.renderers))
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
