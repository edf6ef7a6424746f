import HTTPTypes
import Hummingbird
import SDUI

/// The route handlers, sharing the server's environment.
///
/// Every versioned handler starts the same way (`client(for:context:)`):
/// read the version (410 when unsupported), then the capability manifest
/// (400 when unreadable), then the bearer token.
struct APIHandlers: Sendable {
    let environment: ServerEnvironment

    struct Client {
        let version: APIVersion
        let profile: ClientProfile
        let screen: ScreenRequest
    }

    func client(for request: Request, context: SDUIRequestContext) async throws -> Client {
        let version = try APIVersion.parse(context.parameters.get("version"))
        let profile = try ClientProfile.make(version: version, header: request.headers[HTTPField.Name.capabilities])
        let credential = try await environment.tokens.credential(for: request)
        return Client(version: version, profile: profile,
                      screen: ScreenRequest(version: version, credential: credential, database: environment.database))
    }

    func screenResponse(for client: Client) -> ScreenResponse {
        ScreenResponse(filter: CapabilityFilter(client: client.profile, factory: environment.factory),
                       cache: environment.renderCache)
    }
}
