/// What a screen builder (and a command, and the widget) may know about the
/// request it answers. Apps reach their data through their own stores.
public struct ScreenRequest: Sendable {
    public let version: APIVersion
    public let credential: BearerCredential

    public init(version: APIVersion, credential: BearerCredential) {
        self.version = version
        self.credential = credential
    }

    public var user: AuthenticatedUser? { credential.user }

    /// The API prefix for URLs inside the screen (`/v2`), so commands and
    /// metadata URLs stay on the version the client speaks.
    public var api: String { version.pathPrefix }
}
