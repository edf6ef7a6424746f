import Hummingbird

extension APIHandlers {
    /// An app's endpoint: the version is checked (410 when unsupported), the rest is the app's.
    func endpoint(_ endpoint: AppEndpoint) -> @Sendable (Request, SDUIRequestContext) async throws -> Response {
        { request, context in
            let version = try APIVersion.parse(context.parameters.get("version"))
            var parameters: [String: String] = [:]
            for (name, value) in context.parameters where name != "version" { parameters[String(name)] = String(value) }
            let answer = try await endpoint.handler(EndpointRequest(version: version, parameters: parameters,
                                                                    logger: context.logger, request: request, context: context,
                                                                    trustedProxies: environment.trustedProxies))
            return try answer.response()
        }
    }
}
