import Hummingbird
import SDUIContract
import SDUIServer

/// The authors' preview, a `ServerModule` installed only when asked for
/// (`sdui-server --preview`), since it turns any posted document into a
/// screen and reads content files after start-up:
///
/// | Method | Path | Answer |
/// | --- | --- | --- |
/// | POST | `/v{version}/preview/screen` | the posted screen as this client would receive it (`sdui preview FILE --server URL`) |
/// | GET | `/preview/`, `/preview/screens/{path}`, `/preview/matrix/{path}`, `/preview/source/screens/{path}.json` | the browser preview (HTML) |
///
/// ```swift
/// var renderers = HTMLRenderers.core
/// renderers.register(BarcodeInputComponent.self) { input, component, page in … }
/// try registry.install(BrowserPreview(configuration: PreviewConfiguration(contentDirectory: "Content", renderers: renderers)))
/// ```
public struct BrowserPreview: ServerModule {
    public let name = "Preview"
    public let configuration: PreviewConfiguration

    public init(configuration: PreviewConfiguration) {
        self.configuration = configuration
    }

    public func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {
        let handlers = PreviewHandlers(core: APIHandlers(environment: environment), configuration: configuration)
        routes.post(RouterPath("\(APIEndpoint.versionSegment)/preview/screen"), use: handlers.previewScreen)
        routes.get("preview", use: handlers.previewIndex)
        routes.get("preview/screens/**", use: handlers.previewPage)
        routes.get("preview/matrix/**", use: handlers.previewMatrix)
        routes.get("preview/source/**", use: handlers.previewSource)
    }
}
