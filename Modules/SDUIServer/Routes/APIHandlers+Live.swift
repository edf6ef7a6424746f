import HTTPTypes
import Hummingbird
import NIOCore
import SDUIContract
import ServiceLifecycle

extension APIHandlers {
    /// `GET /v{version}/live/{path}`: server-sent events for a live screen.
    /// The stream starts with a comment; then an event `changed` (its id the
    /// screen's new `ETag`) whenever the screen this client would load no
    /// longer is the one it has: at once when `Last-Event-ID` names another
    /// rendering than the current one (a reconnect misses nothing), else
    /// whenever the data it is built from moves and the rendering with it.
    /// A comment every 15 s keeps idle connections open; a graceful stop
    /// ends every stream cleanly so clients reconnect elsewhere.
    func live(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = try await client(for: request, context: context)
        let path = try ScreenPath.requested(context.parameters.getCatchAll(), noun: "live screen")
        let respond = screenResponse(for: client)
        let capabilities = request.headers[.capabilities], acceptEncoding = request.headers[.acceptEncoding]
        let environment = environment
        let screen = client.screen
        // Missing screens, logins and broken builders answer now, before the stream starts.
        let first = try await respond.entry(environment.catalog.document(at: path, for: screen), cacheKey: path.description,
                                            capabilities: capabilities)
        let subscription: LiveHub.Subscription
        do {
            subscription = try environment.live.subscribe(client: context.clientAddress ?? "unknown")
        } catch {
            throw APIError(.serviceUnavailable, code: "too_many_streams", message: error.message)
        }
        let lastEventID = request.headers[HTTPField.Name(APIHeader.lastEventID)!]
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store", HTTPField.Name("X-Accel-Buffering")!: "no"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            defer { subscription.cancel() }
            var lastSent = lastEventID
            /// An event when the rendering is not the one the client has.
            func event(for entry: RenderCache.Entry) -> String? {
                let tag = entry.representation(acceptEncoding: acceptEncoding).tag.quoted
                guard let known = lastSent else {
                    lastSent = tag
                    return nil
                }
                guard !entry.matches(ifNoneMatch: known) else { return nil }
                lastSent = tag
                return "id: \(tag)\nevent: changed\ndata: {\"screen\":\"\(path)\"}\n\n"
            }
            try await writer.write(ByteBuffer(string: ": live \(path)\nretry: 1000\n\n" + (event(for: first) ?? "")))
            try await withGracefulShutdownHandler {
                for await signal in subscription.signals {
                    if case .closing = signal { return }
                    // Every signal compares: a beat may have taken the place of a change
                    // in the one-signal buffer, and comparing costs a cache lookup.
                    let resolved: ScreenCatalog.Resolved
                    do {
                        resolved = try await environment.catalog.document(at: path, for: screen)
                    } catch {
                        // Gone, or no longer the user's: the client's revalidation will say so.
                        try await writer.write(ByteBuffer(string: "event: changed\ndata: {\"screen\":\"\(path)\"}\n\n"))
                        return
                    }
                    let entry = try await respond.entry(resolved, cacheKey: path.description, capabilities: capabilities)
                    if let text = event(for: entry) {
                        try await writer.write(ByteBuffer(string: text))
                    } else if case .heartbeat = signal {
                        try await writer.write(ByteBuffer(string: ": ping\n\n"))
                    }
                }
            } onGracefulShutdown: {
                subscription.cancel()
            }
            try await writer.finish(nil)
        })
    }
}

extension LiveHub.Refusal {
    var message: String {
        switch self {
        case .full(let limit): return "This server holds \(limit) live streams already; the screen refreshes on its timer instead."
        case .clientFull(let limit): return "This client holds \(limit) live streams already."
        case .closing: return "This server is stopping; reconnect to another instance."
        }
    }
}
