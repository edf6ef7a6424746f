import JSON
import SDUIContract

/// A screen an app builds in Swift for each request, registered against its
/// route's declaration (`ScreenRoute`): the route's pattern finds it, and
/// its builder gets the route's parameters typed.
///
/// Built with the contract's types, so whatever it returns is a valid tree.
/// A class: every screen request looks through the routes, and a struct of
/// closures and strings would be copied, field by field, for each look.
public final class RegisteredScreen: Sendable {
    /// The request and the path it asked for; the parameters are read by the
    /// route the screen was registered with.
    /// The document is encoded already: a screen, or a page of a page route.
    typealias Build = @Sendable (ScreenRequest, ScreenPath) async throws -> JSONValue?

    public let pattern: PathPattern
    /// Answer 401 to guests (and to invalid tokens) instead of building.
    public let requiresLogin: Bool
    public let owner: String
    /// Whether its rendering may be sent again, and until when.
    public let reuse: RenderReuse
    /// Where its builder was registered, for debug answers' origins.
    public let source: BuilderSource
    /// Whether `path`'s parameters read as the route's types (after `pattern.fits`).
    let readsParameters: @Sendable (ScreenPath) -> Bool
    let build: Build
    /// Set once any build read who is asking (or declared per user): its renderings are per user from then on.
    let readsUser: UserReads

    init(pattern: PathPattern, requiresLogin: Bool, owner: String, reuse: RenderReuse, source: BuilderSource,
         readsParameters: @escaping @Sendable (ScreenPath) -> Bool, build: @escaping Build) {
        self.source = source
        self.pattern = pattern
        self.requiresLogin = requiresLogin
        self.owner = owner
        self.reuse = reuse
        self.readsParameters = readsParameters
        self.build = build
        if case .untilChanged(_, true) = reuse {
            readsUser = UserReads(true)
        } else {
            readsUser = UserReads()
        }
    }

    /// What `.automatic` means on this server: every declared data set when
    /// the route's app declared one, else `.never` with the reason to warn
    /// about at start-up. Other choices stay as they are.
    func resolvingAutomaticReuse(dataSets: [String], appsWithDataSets: Set<String>) -> (screen: RegisteredScreen, warning: String?) {
        guard reuse == .automatic else { return (self, nil) }
        if appsWithDataSets.contains(owner) {
            return (with(reuse: .untilChanged(dataSets)), nil)
        }
        let warning = "the screen '\(pattern)' of \(owner) is built for every request: \(owner) declares no data set "
            + "(AppRegistry.dataSet) for it to be reused until its data changes; declare one, or say reuse: .never"
        return (with(reuse: .never), warning)
    }

    private func with(reuse: RenderReuse) -> RegisteredScreen {
        RegisteredScreen(pattern: pattern, requiresLogin: requiresLogin, owner: owner, reuse: reuse, source: source,
                         readsParameters: readsParameters, build: build)
    }

    /// Whether `path` is this screen's: the literal segments first (no
    /// allocation, no generic code), then the typed parameters.
    func matches(_ path: ScreenPath) -> Bool {
        pattern.fits(path.segments) && readsParameters(path)
    }
}
