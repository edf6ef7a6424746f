import SDUIContract

/// A command an app runs, registered against its declaration
/// (`CommandRoute`): `POST /v{version}/commands/{name}` answers a `CommandResult`.
public struct RegisteredCommand: Sendable {
    public typealias Handler = @Sendable (CommandRequest) async throws -> CommandResult

    public let route: CommandRoute
    public let owner: String
    let handler: Handler
}
