import JSON
import SDUIContract

/// A command an app runs, registered against its declaration
/// (`CommandRoute`): `POST /v{version}/commands/{name}` decodes the body into
/// the route's `Input` and answers the handler's `CommandResult`.
public struct RegisteredCommand: Sendable {
    /// What an app's handler gets: the body as its route declares it, and the request it came with.
    public typealias Handler<Input: CommandInput> = @Sendable (Input, CommandRequest) async throws -> CommandResult

    /// The command's name (`scan-and-go/pay`).
    public let name: String
    public let owner: String
    /// The handler behind the body's decoding: a body that does not decode is a 400 naming the member.
    let run: @Sendable (CommandRequest) async throws -> CommandResult

    init<Input>(route: CommandRoute<Input>, owner: String, handler: @escaping Handler<Input>) {
        name = route.name
        self.owner = owner
        run = { request in
            let body = try JSONRequestBody.decode(Input.self, from: .object(request.members),
                                                  whose: "The body of the command '\(route.name)'")
            return try await handler(body, request)
        }
    }
}
