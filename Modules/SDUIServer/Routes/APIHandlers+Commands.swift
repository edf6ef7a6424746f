import JSON
import Hummingbird
import SDUIContract

extension APIHandlers {
    /// `POST /v{version}/commands/{name}`: runs a command, answers a `CommandResult`.
    func command(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let client = try await client(for: request, context: context)
        let segments = context.catchAllSegments.map(String.init)
        let name = segments.joined(separator: "/")
        guard !segments.isEmpty, let command = environment.registry.commands[name] else {
            throw APIError(.notFound, code: "unknown_command", message: "There is no command '\(name.prefix(100))'.")
        }
        let body = try await JSONRequestBody.read(request, context: context, allowEmpty: true)
        // Beside a payload that is not an object, the client's members come in a header (contract §5).
        let header = request.headers.filter { $0.name == .commandMembers }.map(\.value)
        let members = try CommandRequest.members(of: body, headers: header, command: name)
        let result = try await command.run(CommandRequest(name: name, body: body, members: members, screen: client.screen))
        context.logger.info("command ran", metadata: ["command": .string(name)])
        let prepared = try await prepared(result, client: client, logger: context.logger)
        let translated = environment.translations.translate(prepared, to: client.screen.language)
        var response = try JSONBody.response(translated)
        response.headers[.cacheControl] = "no-store"
        response.headers[.contentLanguage] = client.screen.language
        response.headers[.vary] = "Accept-Language"
        return response
    }
}
