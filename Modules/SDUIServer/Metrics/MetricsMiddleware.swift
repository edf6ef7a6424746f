import Hummingbird

/// Records every request's status and duration in `ServerMetrics`, and how
/// many are being answered at any moment.
///
/// Added outermost, so it sees what the client sees: errors already turned
/// into their JSON answers, 404s for paths no route matches included (under
/// the route `unmatched`).
struct RequestMetricsMiddleware: RouterMiddleware {
    typealias Context = SDUIRequestContext
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let method = request.method.rawValue
        metrics.requestsInFlight.increment()
        defer { metrics.requestsInFlight.decrement() }
        do {
            let response = try await next(request, context)
            metrics.recordRequest(method: method, route: Self.route(context), status: response.status.code,
                                  duration: ContinuousClock.now - start)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            metrics.recordRequest(method: method, route: Self.route(context), status: status,
                                  duration: ContinuousClock.now - start)
            throw error
        }
    }

    private static func route(_ context: Context) -> String {
        context.endpointPath ?? "unmatched"
    }
}
