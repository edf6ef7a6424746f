import CurlTransport
import SDUI
import SDUISession
import TerminalUI

/// A client: asks the server for a screen and draws it as the terminal client does.
public enum LibraryClient {
    /// The screen at `path` on the server at `baseURL`, drawn for `width` columns.
    public static func draw(_ path: ScreenPath, from baseURL: String, width: Int = 40) async throws -> String {
        // The features this client installs: the core's types only, here.
        let registry = FeatureRegistry()
        let api = APIClient(http: CurlHTTPClient(), endpoint: try ServerEndpoint(baseURL: baseURL),
                            factory: ScreenFactory(delegate: registry), userAgent: "library-client/1.0")
        let screen = try await api.screen(at: path).decoded
        let drawn = ScreenRenderer(registry: .core).render(screen.value, state: ScreenState(screen.value.initialState),
                                                           width: width, droppedCount: screen.droppedCount)
        return drawn.plainText
    }
}
