import CurlTransport
import SDUI
import SDUISession
import TerminalUI

/// One client's parts, put together the same way for every command: the
/// feature registry, the libcurl transport, the API client and a session.
struct Client {
    let registry: FeatureRegistry
    let api: APIClient
    let http: CurlHTTPClient

    static let userAgent = "sdui/1.0 (terminal)"

    init(endpoint: ServerEndpoint, options: FeatureOptions) throws {
        let http = CurlHTTPClient(configuration: CurlHTTPClient.Configuration(userAgent: Self.userAgent))
        let registry = try Features.registry(options: options, http: http, endpoint: endpoint)
        self.http = http
        self.registry = registry
        api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                        decorators: registry.requestDecorators, userAgent: Self.userAgent, cache: MemoryScreenCache())
    }

    func session(presenter: any SessionPresenter) -> Session {
        Session(api: api, registry: registry, presenter: presenter, authentication: Features.authentication)
    }

    var renderer: ScreenRenderer { ScreenRenderer(registry: registry) }
}
