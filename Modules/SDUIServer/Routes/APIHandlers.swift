import HTTPTypes
import Hummingbird
import SDUIContract

/// The route handlers, sharing the server's environment.
///
/// Every versioned screen, command and widget handler starts the same way
/// (`client(for:context:)`): read the version (410 when unsupported), then
/// the capability manifest (400 when unreadable), then the bearer token.
package struct APIHandlers: Sendable {
    package let environment: ServerEnvironment

    package init(environment: ServerEnvironment) {
        self.environment = environment
    }

    /// The client a request names: its version, what it can show, and the screen request its builders get.
    package struct Client {
        package let version: APIVersion
        package let profile: ClientProfile
        package let screen: ScreenRequest
        /// Asked for (and allowed) `SDUI-Debug: origins`.
        package var debugOrigins = false

        package init(version: APIVersion, profile: ClientProfile, screen: ScreenRequest, debugOrigins: Bool = false) {
            self.version = version
            self.profile = profile
            self.screen = screen
            self.debugOrigins = debugOrigins
        }
    }

    package func client(for request: Request, context: SDUIRequestContext) async throws -> Client {
        let version = try APIVersion.parse(context.versionParameter)
        let profile = try ClientProfile.make(version: version, header: request.headers.value(HTTPField.Name.capabilities),
                                             table: environment.contractTable)
        let credential = try await credential(for: request)
        let installID = try Self.installID(request)
        let content = environment.published.snapshot(for: installID)
        let language = AcceptLanguage.choose(request.headers.value(.acceptLanguage), supported: content.translations.languages)
        var screen = ScreenRequest(version: version, credential: credential, language: language, translations: content.translations)
        screen.content = content
        screen.install = installID
        screen.pageCursors = environment.pages.cursors
        return Client(version: version, profile: profile, screen: screen,
                      debugOrigins: try await debugOrigins(request, context: context))
    }

    /// `SDUI-Install-ID`, checked: a garbled one is a 400 naming the header, not a silent control.
    static func installID(_ request: Request) throws(APIError) -> String? {
        guard let raw = request.headers.value(HTTPField.Name.installID) else { return nil }
        guard let id = InstallID(validating: raw) else {
            throw APIError.badRequest("invalid_install_id",
                                      "The SDUI-Install-ID header must be 16 to 64 letters, digits, '-' or '_' (got \(raw.utf8.count) bytes).")
        }
        return id.value
    }

    /// Who the request's bearer token (or the web client's session cookie) belongs to, as the installed authenticator says.
    func credential(for request: Request) async throws -> BearerCredential {
        let token: String?
        do {
            token = try BearerCredential.sessionToken(in: request)
        } catch {
            return .invalid(reason: error.message)
        }
        guard let token else { return .absent }
        guard let authenticator = environment.registry.authenticator else {
            return .invalid(reason: "This server has no accounts; send no Authorization header.")
        }
        guard case .untilChanged(let sets) = authenticator.credentialReuse else {
            return try await authenticator.credential(forToken: token)
        }
        // The versions are read before asking, so an answer is never kept under a version older than its data;
        // a set with no version row (its migration did not run) keeps nothing.
        guard let stamp = try await environment.storage.dataVersionStamp(of: sets) else {
            return try await authenticator.credential(forToken: token)
        }
        let now = ServerClock.now()
        if let kept = environment.credentials.credential(forToken: token, stamp: stamp, now: now) { return kept }
        let credential = try await authenticator.credential(forToken: token)
        environment.credentials.keep(credential, forToken: token, stamp: stamp, now: now)
        return credential
    }

    package func screenResponse(for client: Client) -> ScreenResponse {
        ScreenResponse(filter: CapabilityFilter(client: client.profile, factory: environment.factory),
                       cache: environment.renderCache, language: client.screen.language, translations: client.screen.translations,
                       debugOrigins: client.debugOrigins)
    }
}
