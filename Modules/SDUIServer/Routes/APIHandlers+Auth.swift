import Hummingbird
import LoginContract

extension APIHandlers {
    /// `POST /v{version}/auth/login`: a `LoginRequest` in, a `LoginResponse` out, or 401.
    func login(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        _ = try APIVersion.parse(context.parameters.get("version"))
        let credentials = try await JSONRequestBody.decode(LoginRequest.self, from: request, context: context)
        let answer = try await environment.tokens.login(credentials)
        context.logger.info("login", metadata: ["user": .string(credentials.username)])
        var response = try JSONBody.response(encoding: answer)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    /// `POST /v{version}/auth/logout`: revokes the bearer token; 204 whether or not it was valid.
    func logout(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        _ = try APIVersion.parse(context.parameters.get("version"))
        try await environment.tokens.logout(request)
        return Response(status: .noContent, headers: [.cacheControl: "no-store"])
    }
}
