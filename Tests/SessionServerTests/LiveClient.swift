import CurlTransport
import SDUI
import SDUISession
import SDUIScreenCache
import SDUIStore
import SDUITesting

/// A client as the full `sdui` builds it, minus the terminal: libcurl, the
/// API client with a SQLite screen cache in the test's own folder, and a
/// session. The transport is wrapped so tests can hold responses back
/// (`gate`) and see what went over the wire (`wire`).
struct LiveClient {
    let endpoint: ServerEndpoint
    let wire: RecordingHTTPClient
    let gate: GatedHTTPClient
    let cache: SQLiteScreenCache
    let api: APIClient
    let presenter: RecordingPresenter
    let session: Session
    /// The install id every request carries.
    let installID: InstallID

    /// - Parameters:
    ///   - cachePath: the SQLite file; a second client on the same path sees what the first stored.
    ///   - answers: what the presenter answers to the server's questions, in order (nil cancels).
    ///   - registry: core types only unless given: the server sends fallbacks for feature
    ///     types, as to any client without them.
    ///   - installID: sent on every request, as `sdui` sends its own: a guest's favourites are its install's.
    init(baseURL: String, apiVersion: Int = 2, cachePath: String, answers: [String?] = [],
         registry: FeatureRegistry = FeatureRegistry(), installID: InstallID = .random()) throws {
        self.installID = installID
        endpoint = try ServerEndpoint(baseURL: baseURL, apiVersion: apiVersion)
        wire = RecordingHTTPClient(CurlHTTPClient(configuration: .init(connectTimeout: 5, totalTimeout: 20,
                                                                       userAgent: "session-server-tests/1.0")))
        gate = GatedHTTPClient(wire)
        cache = try SQLiteScreenCache(path: cachePath)
        api = APIClient(http: gate, endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                        decorators: [InstallIDDecorator(installID)], userAgent: "session-server-tests/1.0", cache: cache)
        presenter = RecordingPresenter(answers: answers)
        session = Session(api: api, registry: registry, presenter: presenter)
    }

    /// The first component with `id` on the top screen.
    func component(_ id: String) async throws -> Component {
        let screen = await session.top?.screen
        guard let component = screen?.allComponents.first(where: { $0.id == id }) else {
            throw ServerFailure("no component '\(id)' on \(await session.top?.path ?? "an empty stack")")
        }
        return component
    }

    /// The label of the button `id` on the top screen, as it reads in the current state.
    func buttonLabel(_ id: String) async throws -> String {
        guard let button = try await component(id).content(as: ButtonComponent.self) else {
            throw ServerFailure("'\(id)' is not a button")
        }
        return button.label
    }

    /// The action of the button `id` on the top screen, as it reads in the current state.
    func buttonAction(_ id: String) async throws -> Action {
        guard let button = try await component(id).content(as: ButtonComponent.self) else {
            throw ServerFailure("'\(id)' is not a button")
        }
        return button.action
    }

    /// The navigation-bar entry titled `title` on the top screen.
    func menuEntry(_ title: String) async throws -> Action {
        let entries = await session.top?.screen?.navigationBar?.secondaryButtons ?? []
        guard let entry = entries.first(where: { $0.title == title }) else {
            throw ServerFailure("no menu entry '\(title)'; the menu has \(entries.map(\.title))")
        }
        return entry.action
    }

    /// The titles in the top screen's navigation-bar menu.
    var menuTitles: [String] {
        get async { await session.top?.screen?.navigationBar?.secondaryButtons.map(\.title) ?? [] }
    }
}
