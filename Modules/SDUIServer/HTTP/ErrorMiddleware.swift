import Hummingbird
import Logging

/// Turns every error thrown below it into a JSON error response, so no 4xx
/// or 5xx leaves the server without `{"error": {"code", "message"}}`.
///
/// It sits first in the router's chain, so it also sees the router's own
/// "no such route" (404) and Hummingbird's body-size errors (413). Unknown
/// errors become a 500 whose details go to the log, not to the client.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let apiError = Self.apiError(for: error, request: request, logger: context.logger)
            if apiError.status.code >= 500 {
                context.logger.error("request failed", metadata: [
                    "path": .string(request.uri.path), "error": .string("\(error)"),
                ])
            } else {
                context.logger.debug("request refused", metadata: [
                    "path": .string(request.uri.path), "status": .stringConvertible(apiError.status.code),
                    "code": .string(apiError.code),
                ])
            }
            var headers = apiError.headers
            headers[.cacheControl] = "no-store"
            return try JSONBody.response(apiError.document, status: apiError.status, headers: headers)
        }
    }

    static func apiError(for error: any Error, request: Request, logger: Logger) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case is StorageUnavailable:
            return APIError(.serviceUnavailable, code: "storage_unavailable",
                            message: "The server cannot reach its database right now; try again in a moment.",
                            headers: [.retryAfter: "1"])
        case let error as HTTPError:
            return fromStatus(error.status, message: error.body, request: request)
        case let error as any HTTPResponseError:
            return fromStatus(error.status, message: nil, request: request)
        default:
            return APIError(.internalServerError, code: "internal_error",
                            message: "The server could not answer this request; the problem has been logged.")
        }
    }

    static var tooLarge: APIError { APIError.bodyTooLarge }

    private static func fromStatus(_ status: HTTPResponse.Status, message: String?, request: Request) -> APIError {
        switch status {
        case .notFound:
            return .notFound("No route for \(request.method) \(request.uri.path).")
        case .contentTooLarge:
            return tooLarge
        case .methodNotAllowed:
            return APIError(status, code: "method_not_allowed", message: "\(request.method) is not allowed on \(request.uri.path).")
        default:
            let code = status.reasonPhrase.lowercased().split(separator: " ").joined(separator: "_")
            return APIError(status, code: code.isEmpty ? "http_\(status.code)" : code,
                            message: message ?? status.reasonPhrase)
        }
    }
}
