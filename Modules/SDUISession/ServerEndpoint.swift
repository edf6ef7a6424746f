import SDUI

/// Where a client's server lives and which API version it speaks.
///
/// Every URL the client builds comes from here, so the path layout
/// (`/v1/screens/home`) is written once.
public struct ServerEndpoint: Sendable, Equatable {
    public let base: WebURL
    public let apiVersion: Int
    /// `<root>/v{n}/`: what a relative reference in a document is resolved against.
    public let apiRoot: WebURL
    /// `scheme://host:port`, the start of every URL this endpoint builds.
    private let root: String

    /// - Parameters:
    ///   - baseURL: such as `http://127.0.0.1:8080`; must be `https` or loopback `http`.
    ///   - apiVersion: the `v{n}` every path starts with.
    public init(baseURL: String, apiVersion: Int = ContractVersion.newest) throws(LoadError) {
        let parsed: WebURL
        do throws(WebURL.ParseError) {
            parsed = try WebURL(parsing: baseURL)
        } catch {
            throw .invalidURL(baseURL, reason: error.reason)
        }
        guard parsed.isSafeToContact else {
            throw .transport(.insecureURL(baseURL))
        }
        base = parsed
        self.apiVersion = apiVersion
        root = parsed.root
        let prefix = "\(parsed.root)/v\(apiVersion)/"
        do throws(WebURL.ParseError) {
            apiRoot = try WebURL(parsing: prefix)
        } catch {
            throw .invalidURL(prefix, reason: error.reason)
        }
    }

    /// The URL of one of the API's routes, on this client's version.
    public func url(_ route: APIRoute) -> String {
        root + route.path(version: apiVersion)
    }

    /// The screen at `path`, such as `parcels/3S123`.
    public func screenURL(_ path: ScreenPath) -> String { url(.screen(path)) }
    public var widgetURL: String { url(.widget) }
    public var offlinePageURL: String { url(.offlineScreen) }
    /// The screen path of a URL `screenURL` made on this endpoint, or nil for
    /// any other URL (another server or version, the widget, a page) and for
    /// a path with percent-escapes, which a stored URL of a demo screen never has.
    public func screenPath(ofURL url: String) -> ScreenPath? {
        let prefix = root + APIRoute.screen(ScreenPath(checked: [])).path(version: apiVersion)
        guard url.hasPrefix(prefix), !url.contains("%"), !url.contains("?") else { return nil }
        return try? ScreenPath(validating: String(url.dropFirst(prefix.count)))
    }

    /// The server's resolution of a deep link.
    public func deepLinkURL(_ link: String) -> String { url(.deepLink(link)) }

    /// Resolves a URL from a document against the server: an absolute URL or
    /// an absolute path (`/v1/commands/pay`) as it is, and a relative one
    /// (`commands/pay`) against the API root of the version this client speaks
    /// (`/v2/commands/pay`), so one content file serves every version.
    public func resolve(_ reference: String) throws(LoadError) -> WebURL {
        do throws(WebURL.ParseError) {
            return try apiRoot.resolving(reference)
        } catch {
            throw .invalidURL(reference, reason: error.reason)
        }
    }
}
