import HTTPTypes
import Hummingbird
import NIOCore
import SDUIContract
import SDUIServer
import ServiceLifecycle

/// The two live endpoints' handlers: the core's request reading and
/// rendering (`APIHandlers`) with this environment's hub.
struct LiveHandlers: Sendable {
    let core: APIHandlers
    let hub: LiveHub

    /// `GET /v{version}/live/{path}`: server-sent events for a live screen.
    func live(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let core = core
        let client = try await core.client(for: request, context: context)
        let path = try ScreenPath.requested(context.catchAllSegments, noun: "live screen")
        let capabilities = request.headers.value(.capabilities)
        return try await eventStream(request, context: context, name: path.description) {
            // Each rendering from the content served now: a release published meanwhile reaches the stream.
            let screen = client.screen.answered(from: core.environment.published.snapshot(for: client.screen.install))
            let current = APIHandlers.Client(version: client.version, profile: client.profile, screen: screen)
            return try await core.screenResponse(for: current)
                .entry(core.environment.catalog.document(at: path, for: screen), cacheKey: path.description, capabilities: capabilities)
        }
    }

    /// `GET /v{version}/widget/live`: server-sent events for the widget.
    func liveWidget(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let core = core
        let screen = try await core.client(for: request, context: context).screen
        return try await eventStream(request, context: context, name: "widget") {
            try await core.widgetEntry(for: screen)
        }
    }

    /// The stream both answer. It starts with a comment; then an event
    /// `changed` (its id the new rendering's `ETag`) whenever what this
    /// client would load no longer is the one it has: at once when
    /// `Last-Event-ID` names another rendering than the current one (a
    /// reconnect misses nothing), else whenever the data moves and the
    /// rendering with it. A comment every beat keeps idle connections open;
    /// a graceful stop ends every stream cleanly, so clients reconnect
    /// elsewhere; a reader that takes nothing for `LiveConfiguration.writeTimeout`
    /// is disconnected. `render` is asked first (a missing screen or a login
    /// answers before any stream starts), then on every signal of the hub.
    private func eventStream(_ request: Request, context: SDUIRequestContext, name: String,
                             render: @escaping @Sendable () async throws -> RenderCache.Entry) async throws -> Response {
        let first = try await render()
        let subscription: LiveHub.Subscription
        do {
            subscription = try hub.subscribe(client: context.clientAddress(of: request, trusting: core.environment.trustedProxies) ?? "unknown")
        } catch {
            throw APIError(.serviceUnavailable, code: "too_many_streams", message: error.message)
        }
        let lastEventID = request.headers.value(HTTPField.Name(APIHeader.lastEventID)!)
        let acceptEncoding = request.headers.value(.acceptEncoding)
        let changed = "event: changed\ndata: {\"name\":\"\(name)\"}\n\n"
        let (channel, writeTimeout) = (context.channel, hub.limits.writeTimeout)
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store", HTTPField.Name("X-Accel-Buffering")!: "no"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            defer { subscription.cancel() }
            var lastSent = lastEventID
            /// An event when the rendering is not the one the client has.
            func event(for entry: RenderCache.Entry) -> String? {
                let tag = entry.tag(acceptEncoding: acceptEncoding)
                guard let known = lastSent else {
                    lastSent = tag
                    return nil
                }
                guard !entry.matches(ifNoneMatch: known) else { return nil }
                lastSent = tag
                return "id: \(tag)\n" + changed
            }
            /// Sends `text`, or ends the stream of a reader that stopped reading.
            func send(_ text: String) async throws {
                try await StreamWriteDeadline.run(within: writeTimeout, expire: { channel.close(promise: nil) }) {
                    try await writer.write(ByteBuffer(string: text))
                }
            }
            try await send(": live \(name)\nretry: 1000\n\n" + (event(for: first) ?? ""))
            try await withGracefulShutdownHandler {
                for await signal in subscription.signals {
                    if case .closing = signal { return }
                    // Every signal compares: a beat may have taken the place of a change
                    // in the one-signal buffer, and comparing costs a cache lookup.
                    let entry: RenderCache.Entry
                    do {
                        entry = try await render()
                    } catch {
                        // Gone, or no longer the user's: the client's revalidation will say so.
                        try await send(changed)
                        return
                    }
                    if let text = event(for: entry) {
                        try await send(text)
                    } else if case .heartbeat = signal {
                        try await send(": ping\n\n")
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
