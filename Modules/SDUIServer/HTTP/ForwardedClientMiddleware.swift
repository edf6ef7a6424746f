import HTTPTypes
import Hummingbird

/// Hands the trusted proxies and the request's headers to the context, so
/// `SDUIRequestContext.clientAddress` can read the forwarding header when it
/// is asked for (live streams, login attempts, debug answers) and no other
/// request pays for it. Installed only when the server trusts a proxy.
struct ForwardedClientMiddleware: RouterMiddleware {
    let proxies: TrustedProxies
    let name: HTTPField.Name

    init(proxies: TrustedProxies) {
        self.proxies = proxies
        name = switch proxies.header {
        case .xForwardedFor: HTTPField.Name("X-Forwarded-For")!
        case .forwarded: HTTPField.Name("Forwarded")!
        }
    }

    func handle(_ request: Request, context: SDUIRequestContext,
                next: (Request, SDUIRequestContext) async throws -> Response) async throws -> Response {
        var context = context
        context.forwarding = (proxies, name, request.headers)
        return try await next(request, context)
    }
}
