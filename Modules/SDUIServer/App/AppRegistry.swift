import AnalyticsContract
import JSON
import SDUIContract

/// Everything the installed apps contribute, built once at start-up and
/// then shared read-only, the server's counterpart of the client's
/// `FeatureRegistry`. Claiming a screen pattern, a command, a deep link, an
/// endpoint, a migration, the widget or the authenticator a second time
/// throws, naming both apps.
public struct AppRegistry: Sendable {
    public private(set) var screens: [RegisteredScreen] = []
    /// Page routes: the rows of long lists after a cursor (`page(_:build:)`).
    public private(set) var pages: [RegisteredScreen] = []
    /// Screens the apps expect the content to serve (a route each), checked at start-up.
    public private(set) var contentScreens: [(route: String, owner: String)] = []
    public private(set) var commands: [String: RegisteredCommand] = [:]
    public private(set) var deepLinks: [DeepLinkRule] = []
    public private(set) var endpoints: [AppEndpoint] = []
    public private(set) var widget: WidgetRoute?
    public private(set) var authenticator: (any Authenticator)?
    /// The feature contracts the apps' screens use, once per feature, in order of first use.
    public private(set) var contracts: [ContractTypes] = []
    public private(set) var migrations: [Migration]
    /// Tables whose changes the database counts, for screens reused until they change.
    public private(set) var dataSets: [DataSet] = []
    /// The apps that declared a data set: their routes are reused by default.
    public private(set) var appsWithDataSets: Set<String> = []
    /// Extra content folders (each holding `screens/`), besides the server's own.
    public private(set) var contentFolders: [String] = []
    /// Names of installed apps, in installation order.
    public private(set) var installedApps: [String] = []
    /// The server modules installed beside the apps (the browser preview, …), in installation order.
    public private(set) var modules: [any ServerModule] = []
    /// The files the installed modules read beside `screens/` (`ServerModule.contentFiles`), each claimed by one.
    public private(set) var contentFileKinds: [ContentFileKind] = []
    /// The events the installed modules record in the server's table (`ServerModule.serverEvents`), which clients may not send.
    public private(set) var serverEvents: [ServerEventKind] = []
    /// The apps' strings in other languages, keyed by their English text.
    public private(set) var translations = Translations()
    /// Each app's theme, by app name: the colours of its screens' roles,
    /// unless a release's `theme.json` says otherwise.
    public private(set) var themes: [String: ScreenTheme] = [:]

    private var owners: [String: String] = [:]
    private(set) var installing = "the server"

    /// Starts with the framework's own migrations (the analytics tables, the data versions).
    public init() {
        migrations = [AnalyticsIngest.migration, DataSet.versionTable, DataSet.versionNotifications, SharedSecret.migration]
            + [AdminStore.migration, ServerEventTableMigration.migration, ServerEventTableMigration.epoch]
        for migration in migrations { owners["migration \(migration.id)"] = "the server" }
        for file in ContentFiles.coreFiles { owners["content file \(file)"] = "the server" }
        // The client event the core itself reads (§8.6) is no module's to claim as a server event.
        owners["server event \(AnalyticsEvent.impressionName)"] = "the clients"
    }

    /// Runs an app's registrations; an app installed twice is a conflict too.
    public mutating func install(_ app: some ServerApp) throws(AppRegistrationError) {
        if installedApps.contains(app.name) {
            throw AppRegistrationError(slot: "app", key: app.name, existingOwner: app.name, newOwner: app.name)
        }
        installing = app.name
        defer { installing = "the server" }
        try app.register(into: &self)
        installedApps.append(app.name)
    }

    /// Installs a part of the server beyond its core (`ServerModule`): its
    /// state is made and its routes are added once the environment is built.
    /// A module installed twice (by name, or by type, since its state is
    /// found by type) is a conflict.
    public mutating func install(_ module: some ServerModule) throws(AppRegistrationError) {
        installing = module.name
        defer { installing = "the server" }
        try claim("module", module.name)
        try claim("module type", String(reflecting: type(of: module)))
        for kind in module.contentFiles {
            guard ContentFileKind.isPlainName(kind.file) else {
                throw AppRegistrationError(slot: "content file", key: kind.file, existingOwner: module.name, newOwner: module.name,
                                           problem: "a module's file is a plain name ending in .json beside screens/ (letters, digits, - or _), which the content folder and every release can hold")
            }
            try claim("content file", kind.file)
            contentFileKinds.append(kind)
        }
        for kind in module.serverEvents {
            try claim("server event", kind.name)
            serverEvents.append(kind)
        }
        for migration in module.migrations { try self.migration(migration) }
        modules.append(module)
    }

    /// A screen built for each request whose path is `route`'s, with the
    /// route's parameters typed (an id, a code; nothing for `ScreenRoute<Void>`).
    /// A path of the route's shape whose parameters do not read as their
    /// types is not this screen (404).
    ///
    /// By default (`reuse: .automatic`) the rendering is kept until a declared
    /// data set changes, when this app declared one; `.never` is for a builder
    /// that reads something no data set counts. `fileID` and `line` say where
    /// the builder is, for debug answers' origins (`--debug-origins`).
    public mutating func screen<Parameters>(
        _ route: ScreenRoute<Parameters>, requiresLogin: Bool = false, reuse: RenderReuse = .automatic,
        fileID: String = #fileID, line: Int = #line,
        build: @escaping @Sendable (ScreenRequest, Parameters) async throws -> Screen
    ) throws(AppRegistrationError) {
        let source = BuilderSource(fileID: fileID, line: line)
        screens.append(try registered("screen", route, requiresLogin: requiresLogin, reuse: reuse, source: source) { request, _, parameters in
            try JSONModelEncoder().encodeToValue(try await build(request, parameters))
        })
    }

    /// The rows of a long list after a cursor, served at
    /// `GET /v{n}/pages/{path}?cursor=…` for the lists whose `nextPage`
    /// names this route (made with `ScreenRequest.nextPage(_:after:)`).
    /// The builder gets the route's parameters typed and the checked
    /// position; returning nil is a 404. Reuse works as for screens, keyed
    /// by the cursor too.
    public mutating func page<Parameters>(
        _ route: ScreenRoute<Parameters>, requiresLogin: Bool = false, reuse: RenderReuse = .automatic,
        fileID: String = #fileID, line: Int = #line,
        build: @escaping @Sendable (PageRequest, Parameters) async throws -> PageRows?
    ) throws(AppRegistrationError) {
        let source = BuilderSource(fileID: fileID, line: line)
        pages.append(try registered("page", route, requiresLogin: requiresLogin, reuse: reuse, source: source) { request, path, parameters in
            guard let after = request.pageAfter,
                  let rows = try await build(PageRequest(screen: request, after: after), parameters) else { return nil }
            var next: PageLink?
            if let position = rows.nextAfter { next = try await request.nextPage(path, after: position) }
            return try JSONModelEncoder().encodeToValue(Page(components: rows.components, nextPage: next))
        })
    }

    /// A route's declaration checked and its pattern claimed in `slot`, with
    /// a build that reads the path's parameters as the route's types.
    private mutating func registered<Parameters>(
        _ slot: String, _ route: ScreenRoute<Parameters>, requiresLogin: Bool, reuse: RenderReuse, source: BuilderSource,
        build: @escaping @Sendable (ScreenRequest, ScreenPath, Parameters) async throws -> JSONValue?
    ) throws(AppRegistrationError) -> RegisteredScreen {
        if let problem = route.declarationError {
            throw AppRegistrationError(slot: slot, key: route.description, existingOwner: installing, newOwner: installing,
                                       problem: problem)
        }
        try claim(slot, route.pattern.shape)
        return RegisteredScreen(
            pattern: route.pattern, requiresLogin: requiresLogin, owner: installing, reuse: reuse, source: source,
            readsParameters: { route.match($0) != nil },
            build: { request, path in
                guard let parameters = route.match(path) else { return nil }
                return try await build(request, path, parameters)
            })
    }

    /// Tables whose changes the database counts (triggers it installs through
    /// a migration of the set's own), so screens are reused until they change.
    /// Declaring one says this app's screens read counted tables only: its
    /// routes are then reused by default (`RenderReuse.automatic`).
    public mutating func dataSet(_ set: DataSet) throws(AppRegistrationError) {
        try claim("data set", set.name)
        dataSets.append(set)
        appsWithDataSets.insert(installing)
        try migration(set.migration)
    }

    /// An app's strings in `language` (`"nl"`), keyed by their English text: the text
    /// its screens, command results and widget are written in, and the patterns
    /// its builders pass to `ScreenRequest.text(_:_:)`. A string that another app
    /// translates differently is an error; the same translation twice is not.
    public mutating func translations(_ table: [String: String], for language: String) throws(AppRegistrationError) {
        if let conflict = translations.add(table, for: language).first {
            throw AppRegistrationError(slot: "translation (\(language))", key: conflict, existingOwner: "another app", newOwner: installing)
        }
    }

    /// A screen an app links to that a content file serves (`login`, `scan-and-go/how-it-works`):
    /// the server refuses to start when the content lacks it, so the app's links always lead somewhere.
    public mutating func contentScreen(_ route: ScreenRoute<Void>) throws(AppRegistrationError) {
        if let problem = route.declarationError {
            throw AppRegistrationError(slot: "content screen", key: route.description, existingOwner: installing,
                                       newOwner: installing, problem: problem)
        }
        contentScreens.append((route.path.description, installing))
    }

    /// A command, run by `POST /v{version}/commands/{name}`; the handler gets the body decoded as the route declares it.
    public mutating func command<Input>(_ route: CommandRoute<Input>,
                                       _ handler: @escaping RegisteredCommand.Handler<Input>) throws(AppRegistrationError) {
        if let problem = route.declarationError {
            throw AppRegistrationError(slot: "command", key: route.name, existingOwner: installing, newOwner: installing, problem: problem)
        }
        try claim("command", route.name)
        commands[route.name] = RegisteredCommand(route: route, owner: installing, handler: handler)
    }

    /// A kind of link the server opens: `https://HOST/PATH` to the screen path `screen` returns (nil refuses).
    /// Apps declare theirs as `DeepLinkRoute`s (`deepLink(_:screen:)`).
    mutating func deepLink(host: String, path: String,
                                  screen: @escaping DeepLinkRule.Resolve) throws(AppRegistrationError) {
        let rule = DeepLinkRule(host: host.lowercased(), path: path, screen: screen)
        try claim("deep link", "\(rule.host)/\(rule.pattern.shape)")
        deepLinks.append(rule)
    }

    /// A route under `/v{version}/` that answers JSON or nothing; apps declare
    /// theirs as `EndpointRoute`s (`endpoint(_:_:)` with a route).
    mutating func endpoint(_ method: AppEndpoint.Method, _ pattern: String,
                                  _ handler: @escaping AppEndpoint.Handler) throws(AppRegistrationError) {
        try claim("endpoint", "\(method.name) \(PathPattern(pattern).shape)")
        endpoints.append(AppEndpoint(method: method, pattern: pattern, owner: installing, handler: handler))
    }

    /// The home-screen widget; a server has one. `refreshInterval`: seconds
    /// between a client's revalidations while it shows the widget.
    public mutating func widget(refreshInterval: Int? = nil, _ build: @escaping WidgetRoute.Build) throws(AppRegistrationError) {
        try claim("widget", "widget")
        widget = WidgetRoute(owner: installing, refreshInterval: refreshInterval, build: build)
    }

    /// Who bearer tokens belong to; a server has one.
    public mutating func authenticator(_ authenticator: any Authenticator) throws(AppRegistrationError) {
        try claim("authenticator", "authenticator")
        self.authenticator = authenticator
    }

    /// A feature contract whose types the app's screens send; two apps may use the same feature.
    public mutating func contract(_ types: ContractTypes) {
        guard !contracts.contains(where: { $0.owner == types.owner }) else { return }
        contracts.append(types)
    }

    /// A schema or seed step, run once per database in registration order.
    public mutating func migration(_ migration: Migration) throws(AppRegistrationError) {
        try claim("migration", migration.id)
        migrations.append(migration)
    }

    /// The colours of this app's roles on light and dark backgrounds, sent
    /// with every screen its routes build (a release's `theme.json` wins);
    /// one per app.
    public mutating func theme(_ theme: ScreenTheme) throws(AppRegistrationError) {
        try claim("theme", installing)
        themes[installing] = theme
    }

    /// A folder holding `screens/`, loaded and validated at start-up like the server's own content.
    public mutating func contentFolder(_ path: String) {
        contentFolders.append(path)
    }

    private mutating func claim(_ slot: String, _ key: String) throws(AppRegistrationError) {
        let name = "\(slot) \(key)"
        if let existing = owners[name] {
            throw AppRegistrationError(slot: slot, key: key, existingOwner: existing, newOwner: installing)
        }
        owners[name] = installing
    }
}
