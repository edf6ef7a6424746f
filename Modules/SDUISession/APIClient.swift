import JSON
import SDUI

/// Talks to the SDUI server: builds every request with the headers the
/// contract requires, revalidates screens with their ETags, decodes bodies
/// through the `ScreenFactory`, and falls back to stored copies when the
/// network is down.
///
/// A successful answer must be JSON: a `Content-Type` other than
/// `application/json` (parameters allowed) or `application/…+json` is refused
/// as `LoadError.unexpectedContentType`; a missing header is tolerated.
///
/// Every request carries `Accept`, `User-Agent`, the API version
/// (`SDUI-API-Version`, also in the path), the capability manifest
/// (`SDUI-Capabilities`) and, when the person's language is known,
/// `Accept-Language`; then it passes through the registered request
/// decorators (login adds its bearer token there).
public actor APIClient {
    public let endpoint: ServerEndpoint
    public let factory: ScreenFactory
    private let http: any HTTPClient
    private let decorators: [any RequestDecorator]
    private let userAgent: String
    /// Sent as `Accept-Language`; nil sends none (the server's default language).
    public let language: ClientLanguage?
    private let cache: (any ScreenCache)?
    /// ETag and body of each screen URL received in this process.
    private var validators: [String: CachedDocument] = [:]

    public init(http: any HTTPClient, endpoint: ServerEndpoint, factory: ScreenFactory,
                decorators: [any RequestDecorator] = [], userAgent: String, language: ClientLanguage? = nil,
                cache: (any ScreenCache)? = nil) {
        self.http = http
        self.language = language
        self.endpoint = endpoint
        self.factory = factory
        self.decorators = decorators
        self.userAgent = userAgent
        self.cache = cache
    }

    // MARK: Screens

    /// The screen at a path such as `home` or `parcels/3S123`.
    public func screen(at path: ScreenPath) async throws(LoadError) -> ScreenLoad {
        var load = try await screen(url: endpoint.screenURL(path))
        load.screenPath = path
        return load
    }

    /// The screen a deep link resolves to, with the path the server resolved
    /// it to (`SDUI-Screen-Path`); the server may refuse the link.
    public func screen(forDeepLink link: String) async throws(LoadError) -> ScreenLoad {
        try await screen(url: endpoint.deepLinkURL(link), revalidate: false)
    }

    /// Loads a screen, sending `If-None-Match` when a copy is known.
    public func screen(url: String, revalidate: Bool = true) async throws(LoadError) -> ScreenLoad {
        var known = validators[url]
        if known == nil, revalidate, let cache { known = await cache.document(for: url) }
        var request = OutgoingRequest(method: "GET", url: url)
        if revalidate, let etag = known?.etag { request.setHeader("If-None-Match", etag) }

        let response: HTTPResponse
        do throws(LoadError) {
            response = try await send(request)
            if response.status == 410, let retired = try? decodeScreen(response.body, url: url) {
                // A retired version: the body is the server's own "update needed" screen.
                return ScreenLoad(url: url, document: retired, etag: nil, source: .unsupportedVersion)
            }
            if response.status != 304 || known == nil {
                try check(response)
                try checkContentType(response)
            }
        } catch where error.isConnectivityFailure {
            return try await offlineScreen(url: url, error: error)
        }

        if response.status == 304, let known {
            return ScreenLoad(url: url, document: try decodeScreen(known.body, url: url), etag: known.etag, source: .notModified)
        }
        let decoded = try decodeScreen(response.body, url: url)
        let etag = response.header("ETag")
        let document = CachedDocument(url: url, etag: etag, body: response.body)
        if revalidate { validators[url] = document }
        await cache?.store(document)
        var load = ScreenLoad(url: url, document: decoded, etag: etag, source: .network)
        load.screenPath = response.header(APIHeader.screenPath).flatMap { try? ScreenPath(validating: $0) }
        return load
    }

    private func offlineScreen(url: String, error: LoadError) async throws(LoadError) -> ScreenLoad {
        if let copy = await storedDocument(url), let decoded = try? decodeScreen(copy.body, url: url) {
            return ScreenLoad(url: url, document: decoded, etag: copy.etag, source: .offlineCopy)
        }
        let offlineURL = endpoint.offlinePageURL
        if let page = await storedDocument(offlineURL), let decoded = try? decodeScreen(page.body, url: offlineURL) {
            return ScreenLoad(url: offlineURL, document: await listingKeptScreens(on: decoded), etag: page.etag, source: .offlinePage)
        }
        throw error
    }

    /// The offline page with the screens this client keeps in its `kept-screens`
    /// section (`KeptScreens`): those kept on request first, then the recent ones;
    /// as it is without that section or without kept screens.
    private func listingKeptScreens(on page: ScreenDocument) async -> ScreenDocument {
        guard let cache, page.initial.value.sections.contains(where: { $0.id == KeptScreens.sectionID }) else { return page }
        let pinned = await (cache as? any KeptScreenStore)?.keptURLs() ?? []
        var listed: [KeptScreens.Listed] = []
        for url in pinned {
            guard let path = endpoint.screenPath(ofURL: url), let copy = await storedDocument(url),
                  let screen = try? decodeScreen(copy.body, url: url) else { continue }
            listed.append(KeptScreens.Listed(path: path, screen: screen.initial.value, isKept: true))
        }
        var recent = 0
        for url in await cache.recentURLs(limit: KeptScreens.scanned) where recent < KeptScreens.limit && !pinned.contains(url) {
            guard url != endpoint.offlinePageURL, let path = endpoint.screenPath(ofURL: url),
                  let copy = await storedDocument(url), let screen = try? decodeScreen(copy.body, url: url) else { continue }
            listed.append(KeptScreens.Listed(path: path, screen: screen.initial.value, isKept: false))
            recent += 1
        }
        guard !listed.isEmpty else { return page }
        return page.replacingComponents(ofSection: KeptScreens.sectionID, with: KeptScreens.rows(listed, language: language)) ?? page
    }

    private func storedDocument(_ url: String) async -> CachedDocument? {
        if let known = validators[url] { return known }
        return await cache?.document(for: url)
    }

    /// Downloads the offline page while online so it is there when the network is not.
    public func prefetchOfflinePage() async {
        _ = try? await screen(url: endpoint.offlinePageURL)
    }

    // MARK: Pages

    /// The page of a list that `link` names: the rows after its cursor and
    /// the link to the page after them. Pages are not kept for offline use:
    /// a list without the network keeps the rows it has. `bytes`: the body's
    /// size, which the session counts against a list's budget.
    public func page(_ link: PageLink) async throws(LoadError) -> (page: Decoded<Page>, bytes: Int) {
        let url = endpoint.url(.page(link))
        let response = try await send(OutgoingRequest(method: "GET", url: url))
        try check(response)
        try checkContentType(response)
        do throws(ContractError) {
            return (try factory.makePage(from: response.body), response.body.count)
        } catch {
            throw .malformed(url: url, error)
        }
    }

    /// `screen` with up to `limit` further pages loaded into its paged lists,
    /// list by list (`sdui render --pages`). A list whose page fails keeps
    /// its rows, and its link says why; the reasons are returned too.
    public func loadingPages(into screen: Screen, limit: Int) async -> (screen: Screen, pages: Int, failures: [String]) {
        var screen = screen
        var loaded = 0
        var rowsAdded = 0
        var failures: [String] = []
        while loaded < limit, let listID = screen.pagedListIDs.first(where: { screen.nextPage(ofList: $0)?.status == .waiting }),
              var link = screen.nextPage(ofList: listID) {
            do throws(LoadError) {
                let page = try await page(link).page
                screen = screen.changingList(listID) { rows, next in
                    rows += page.value.components
                    next = page.value.nextPage
                }
                loaded += 1
                rowsAdded += page.value.components.count
                if rowsAdded >= LoadedPages.maximumRows { break }
            } catch {
                failures.append("\(listID): \(error)")
                link.status = .failed(error.summary)
                screen = screen.changingList(listID) { _, next in next = link }
            }
        }
        return (screen, loaded, failures)
    }

    // MARK: Commands

    /// Runs a command: POSTs its payload as the body, with the listed state
    /// values (in the body, or beside a payload that is not an object).
    public func command(_ action: CommandAction, state: ScreenState) async throws(LoadError) -> Decoded<CommandResult> {
        try await post(action.url, method: action.method, sending: action.request(with: state))
    }

    /// Sends the user's answer to a request-input result.
    public func submit(_ submission: InputSubmission, answer: String) async throws(LoadError) -> Decoded<CommandResult> {
        try await post(submission.url, method: submission.method, sending: submission.request(answer: answer))
    }

    /// Runs a command on an ordinary endpoint (the action has an `answer`):
    /// any 2xx is success, and its body, when it has one, must be JSON.
    /// Returns that JSON, or nil for an empty body (204).
    public func plainCommand(_ action: CommandAction, state: ScreenState) async throws(LoadError) -> JSONValue? {
        let (url, response) = try await exchange(action.url, method: action.method, sending: action.request(with: state))
        guard !response.body.isEmpty, response.status != 204 else { return nil }
        do throws(ContractError) {
            return try factory.makeJSON(from: response.body)
        } catch {
            throw .malformed(url: url, error)
        }
    }

    private func post(_ reference: String, method: String?, sending command: CommandBody) async throws(LoadError) -> Decoded<CommandResult> {
        let (url, response) = try await exchange(reference, method: method, sending: command)
        do throws(ContractError) {
            return try factory.makeCommandResult(from: response.body)
        } catch {
            throw .malformed(url: url, error)
        }
    }

    /// Sends a command's request; a 2xx answer that says it is JSON (or says nothing) comes back.
    private func exchange(_ reference: String, method: String?, sending command: CommandBody) async throws(LoadError)
        -> (url: String, response: HTTPResponse) {
        let url = try endpoint.resolve(reference).description
        var request = OutgoingRequest(method: method ?? "POST", url: url)
        request.setHeader("Content-Type", "application/json")
        do {
            request.body = try command.body.serialized()
        } catch {
            throw .invalidURL(url, reason: "the command body cannot be encoded: \(error)")
        }
        do throws(CommandBodyError) {
            if let members = try command.headerValue() { request.setHeader(APIHeader.commandMembers, members) }
        } catch {
            throw .invalidURL(url, reason: "the command's state cannot be sent: \(error)")
        }
        let response = try await send(request)
        try check(response)
        try checkContentType(response)
        return (url, response)
    }

    // MARK: Widget

    /// The current widget; when offline, the last one received. The stored
    /// copy's `ETag` is sent back, so an unchanged widget costs a 304.
    /// The widget, whether it is the last copy kept (offline), and its
    /// `refreshInterval` (seconds) when the server sent one.
    public func widget() async throws(LoadError) -> (widget: Widget, isOffline: Bool, refreshInterval: Int?) {
        let url = endpoint.widgetURL
        let known = await storedDocument(url)
        do throws(LoadError) {
            var request = OutgoingRequest(method: "GET", url: url)
            if let etag = known?.etag { request.setHeader("If-None-Match", etag) }
            let response = try await send(request)
            if response.status == 304, let known, let widget = try? factory.makeWidget(from: known.body) {
                return (widget.value, false, Self.refreshInterval(in: known.body))
            }
            try check(response)
            try checkContentType(response)
            let decoded: Decoded<Widget>
            do throws(ContractError) {
                decoded = try factory.makeWidget(from: response.body)
            } catch {
                throw .malformed(url: url, error)
            }
            let document = CachedDocument(url: url, etag: response.header("ETag"), body: response.body)
            validators[url] = document
            await cache?.store(document)
            return (decoded.value, false, Self.refreshInterval(in: response.body))
        } catch where error.isConnectivityFailure {
            if let known, let widget = try? factory.makeWidget(from: known.body) {
                return (widget.value, true, Self.refreshInterval(in: known.body))
            }
            throw error
        }
    }

    /// A document's `refreshInterval`, when it is a positive integer.
    static func refreshInterval(in body: [UInt8]) -> Int? {
        guard let seconds = (try? JSONParser().parse(body))?["refreshInterval"]?.intValue, seconds > 0 else { return nil }
        return seconds
    }

    // MARK: Raw requests

    /// GETs any URL from a document (a tracks-metadata URL, say), with the standard headers.
    public func get(_ reference: String) async throws(LoadError) -> HTTPResponse {
        let url = try endpoint.resolve(reference).description
        let response = try await send(OutgoingRequest(method: "GET", url: url))
        try check(response)
        return response
    }

    /// Sends a request with the standard headers and the decorators applied.
    public func send(_ request: OutgoingRequest) async throws(LoadError) -> HTTPResponse {
        let request = await decorated(request, accept: "application/json")
        do throws(TransportError) {
            return try await http.send(request)
        } catch {
            throw .transport(error)
        }
    }

    /// `request` with the headers every request carries and the decorators' (a bearer token).
    /// Its `traceparent` names the current action's span (`TraceScope`), or
    /// starts a trace of its own where none runs (the clip); a tracing
    /// client's transport (`ClientTracing`'s `TracingHTTPClient`) names its
    /// HTTP span there instead.
    func decorated(_ request: OutgoingRequest, accept: String) async -> OutgoingRequest {
        var request = request
        request.setHeader(TraceParent.headerName, (TraceScope.current.parent ?? TraceParent.root()).header)
        request.setHeader("Accept", accept)
        request.setHeader("User-Agent", userAgent)
        request.setHeader(APIHeader.apiVersion, String(endpoint.apiVersion))
        request.setHeader(CapabilityManifest.headerName, factory.capabilities.headerValue)
        if let language { request.setHeader("Accept-Language", language.acceptLanguage) }
        for decorator in decorators { await decorator.decorate(&request) }
        return request
    }

    // MARK: Live screens

    /// The transport, when it can hold a live stream; nil leaves live screens to their timer.
    public nonisolated var streaming: (any StreamingHTTPClient)? {
        guard let streaming = http as? any StreamingHTTPClient, streaming.canHoldStreams else { return nil }
        return streaming
    }

    /// The request that opens a live stream (`.live(path)`, `.liveWidget`),
    /// telling the server which rendering the client has (`Last-Event-ID`).
    func liveRequest(_ route: APIRoute, lastEventID: String?) async -> OutgoingRequest {
        var request = OutgoingRequest(method: "GET", url: endpoint.url(route))
        if let lastEventID { request.setHeader(APIHeader.lastEventID, lastEventID) }
        return await decorated(request, accept: "text/event-stream")
    }

    /// The `ETag` of the widget this client has, for its live stream.
    public func widgetTag() async -> String? {
        await storedDocument(endpoint.widgetURL)?.etag
    }

    // MARK: Helpers

    private func check(_ response: HTTPResponse) throws(LoadError) {
        guard (200..<300).contains(response.status) else {
            let message = Self.errorMessage(in: response.body) ?? TransportError.excerpt(response.body)
            if response.status == 401 { throw .unauthorized(url: response.url, message: message) }
            throw .server(url: response.url, status: response.status, message: message)
        }
    }

    /// Refuses a successful answer that says it is not JSON, before it is
    /// decoded. A missing or empty `Content-Type` is let through: the body
    /// decoder still judges it, and a proxy that strips the header should
    /// not break an otherwise good answer.
    private func checkContentType(_ response: HTTPResponse) throws(LoadError) {
        guard let contentType = response.header("Content-Type"), !Self.isJSONContentType(contentType) else { return }
        throw .unexpectedContentType(url: response.url, contentType: contentType)
    }

    /// Whether a `Content-Type` value allows a JSON body: `application/json`
    /// or a structured `application/…+json` type, in any case and with any
    /// parameters (`; charset=utf-8`); a value that is blank counts as not
    /// stated. Compared over UTF-8 bytes: this module links no regex engine.
    static func isJSONContentType(_ value: String) -> Bool {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var mediaType: [UInt8] = []
        for byte in value.utf8 {
            if byte == UInt8(ascii: ";") { break }
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            mediaType.append(isUpper ? byte + 32 : byte)
        }
        var start = mediaType.startIndex
        var end = mediaType.endIndex
        while start < end, isSpace(mediaType[start]) { start += 1 }
        while end > start, isSpace(mediaType[end - 1]) { end -= 1 }
        let trimmed = mediaType[start..<end]
        if trimmed.isEmpty || trimmed.elementsEqual("application/json".utf8) { return true }
        let prefix = Array("application/".utf8)
        let suffix = Array("+json".utf8)
        return trimmed.count > prefix.count + suffix.count && trimmed.starts(with: prefix)
            && trimmed.suffix(suffix.count).elementsEqual(suffix)
    }

    /// The `error.message` of a JSON error body, if it has one.
    static func errorMessage(in body: [UInt8]) -> String? {
        guard let value = try? JSONParser().parse(body) else { return nil }
        return value["error"]?["message"]?.stringValue ?? value["message"]?.stringValue
    }

    private func decodeScreen(_ body: [UInt8], url: String) throws(LoadError) -> ScreenDocument {
        let scope = TraceScope.current
        let span = scope.tracer?.startSpan("decode screen", kind: .internal, parent: scope.parent, attributes: [])
        defer { span?.end() }
        do throws(ContractError) {
            return try factory.makeDocument(from: body)
        } catch {
            throw .malformed(url: url, error)
        }
    }
}
