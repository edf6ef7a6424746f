import SDUIContract

/// A command an app runs: `POST /v{version}/commands/{name}` answers a `CommandResult`.
public struct CommandRoute: Sendable {
    public typealias Handler = @Sendable (CommandRequest) async throws -> CommandResult

    public let name: String
    public let owner: String
    let handler: Handler
}
