/// What a screen builder may know about the request it answers.
struct ScreenRequest: Sendable {
    let version: APIVersion
    let credential: BearerCredential
    let database: DemoDatabase

    var user: AuthenticatedUser? { credential.user }

    /// The API prefix for URLs inside the screen (`/v2`), so commands and
    /// metadata URLs stay on the version the client speaks.
    var api: String { version.pathPrefix }
}
