/// The HTTP API's own routes, written once for the clients that call them
/// and the server that answers them: a client makes a request's path from
/// a route, and the server registers its handlers under the route's
/// endpoint, so the two cannot disagree about where a screen lives.
public enum APIRoute: Sendable, Hashable {
    /// A screen, by its path.
    case screen(ScreenPath)
    /// The page of a list after `link.cursor`.
    case page(PageLink)
    /// The server-sent events of a live screen: "changed" when it no longer is what the client has.
    case live(ScreenPath)
    /// What a client shows without a network (also a screen).
    case offlineScreen
    /// The screen a link opens; the server answers it with `APIHeader.screenPath`.
    case deepLink(String)
    /// The home-screen widget.
    case widget
    /// The widget's server-sent events: "changed" when it is no longer what the client has.
    case liveWidget
    /// An app's command, by its name (`command(_:)` makes it from the route).
    case command(name: String)
    /// Where clients send analytics events.
    case analyticsEvents

    /// The endpoint that answers this route.
    public var endpoint: APIEndpoint {
        switch self {
        case .screen: return .screen
        case .page: return .page
        case .live: return .live
        case .offlineScreen: return .offlineScreen
        case .deepLink: return .deepLinks
        case .widget: return .widget
        case .liveWidget: return .liveWidget
        case .command: return .command
        case .analyticsEvents: return .analyticsEvents
        }
    }

    /// The path and query for a client of API version `version`, such as
    /// `/v2/screens/parcels/3SABC1234567` (segments percent-encoded).
    public func path(version: Int) -> String {
        let prefix = "/v\(version)/"
        switch self {
        case .screen(let path): return prefix + "screens/" + path.segments.map(Self.percentEncoded).joined(separator: "/")
        case .page(let link):
            return prefix + "pages/" + link.path.segments.map(Self.percentEncoded).joined(separator: "/")
                + "?cursor=" + Self.percentEncoded(link.cursor)
        case .live(let path): return prefix + "live/" + path.segments.map(Self.percentEncoded).joined(separator: "/")
        case .offlineScreen: return prefix + "screens/offline"
        case .deepLink(let link): return prefix + "deeplinks?url=" + Self.percentEncoded(link)
        case .widget: return prefix + "widget"
        case .liveWidget: return prefix + "widget/live"
        case .command(let name): return prefix + "commands/" + name
        case .analyticsEvents: return prefix + "analytics/events"
        }
    }

    /// An app's command, from its declaration.
    public static func command<Input>(_ route: CommandRoute<Input>) -> APIRoute { .command(name: route.name) }

    /// Percent-encodes everything but RFC 3986's unreserved characters.
    public static func percentEncoded(_ value: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// One route of the HTTP API as a server registers it: method and pattern.
public enum APIEndpoint: String, Sendable, CaseIterable {
    // The offline page first: a server may match in order, and it is also a screen path.
    case offlineScreen, screen, page, live, deepLinks, widget, liveWidget, command, analyticsEvents

    public var method: APIMethod {
        switch self {
        case .command, .analyticsEvents: return .post
        case .screen, .page, .live, .offlineScreen, .deepLinks, .widget, .liveWidget: return .get
        }
    }

    /// The first segment of every versioned route's pattern, the contract's
    /// and the apps' alike: `{version}` is the number after `v`.
    public static let versionSegment = "v{version}"

    /// The pattern under the server's root: it starts with `versionSegment`;
    /// `**` is the rest of the path.
    public var pattern: String {
        switch self {
        case .screen: return "v{version}/screens/**"
        case .page: return "v{version}/pages/**"
        case .live: return "v{version}/live/**"
        case .offlineScreen: return "v{version}/screens/offline"
        case .deepLinks: return "v{version}/deeplinks"
        case .widget: return "v{version}/widget"
        case .liveWidget: return "v{version}/widget/live"
        case .command: return "v{version}/commands/**"
        case .analyticsEvents: return "v{version}/analytics/events"
        }
    }
}

/// Header fields of the contract that are not HTTP's own.
public enum APIHeader {
    /// On a deep link's answer: the screen path the link resolved to, so a
    /// client refreshes that screen rather than the link.
    public static let screenPath = "SDUI-Screen-Path"
    /// The API version a client speaks (also in the path).
    public static let apiVersion = "SDUI-API-Version"
    /// Sent when a live stream reconnects: the id (the screen's `ETag`) of the last event, or of the copy the client has.
    public static let lastEventID = "Last-Event-ID"
    /// A client's install id (`InstallID`): its experiment variants and rollout share.
    public static let installID = "SDUI-Install-ID"
    /// `origins`: ask a server started with `--debug-origins` to mark every
    /// element with where it came from (`DebugOrigins`); loopback clients and authors only.
    public static let debug = "SDUI-Debug"
    /// An author's or publisher's admin token, for `SDUI-Debug` from another machine.
    public static let authorToken = "SDUI-Author-Token"
    /// On a command whose payload is not an object (so is the body as it is):
    /// the members the client adds (`state`, an answer) as a JSON object (`CommandBody`).
    public static let commandMembers = "SDUI-Command-Members"
    /// Which kind of client sends the request: `web` (`webClient`) from the
    /// browser client. Only with it does the server read the web login's
    /// session cookie: a cross-site page cannot send this header without a
    /// CORS preflight the server never grants.
    public static let client = "SDUI-Client"
    /// The web client's value of `client`.
    public static let webClient = "web"
}
