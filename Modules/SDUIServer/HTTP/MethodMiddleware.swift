import Hummingbird

/// Answers what the router leaves to a 404 although the path exists:
/// `OPTIONS` (204 with `Allow`) and any method the path does not serve (405
/// with `Allow`), as HTTP requires and `docs/openapi.yaml` promises; an
/// OpenAPI fuzzer checks both (`Scripts/check-openapi.sh`). `HEAD` is
/// registered beside each `GET` route (`APIRoutes.headAnswer`).
struct MethodMiddleware<Context: RequestContext>: RouterMiddleware {
    let routes: RouteTable

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            // The router's own 404 (handlers throw `APIError`): is it the method, not the path?
            let path = request.uri.path
            let allowed = routes.methods(at: path)
            guard !allowed.isEmpty else { throw error }
            let allow = allowed.map(\.rawValue).joined(separator: ", ")
            if request.method == .options {
                return Response(status: .noContent, headers: [.allow: allow, .cacheControl: "no-store"])
            }
            throw APIError(.methodNotAllowed, code: "method_not_allowed",
                           message: "\(request.method) is not allowed on \(path); use \(allow).",
                           headers: [.allow: allow])
        }
    }
}
