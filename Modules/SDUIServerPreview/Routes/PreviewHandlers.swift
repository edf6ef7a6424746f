import SDUIServer

/// The preview's route handlers: the core's (`APIHandlers`, for the client
/// a request names and the answer it would get) and the preview's settings.
struct PreviewHandlers: Sendable {
    let core: APIHandlers
    let configuration: PreviewConfiguration

    var environment: ServerEnvironment { core.environment }
}
