import SDUI

/// A screen as the API client delivers it, and where it came from.
public struct ScreenLoad: Sendable {
    /// Where the body came from, so the UI can mark stale content.
    public enum Source: Sendable, Equatable {
        /// Fresh from the server.
        case network
        /// The server answered 304: the copy we had is current.
        case notModified
        /// The network failed; this is the last copy received.
        case offlineCopy
        /// The network failed and no copy existed; this is the server's offline page.
        case offlinePage
        /// The server no longer answers this client's API version (HTTP 410) and
        /// sent a screen saying so, made of types every version can draw.
        case unsupportedVersion
    }

    public let url: String
    /// The path of the screen this is, when the server said it (a deep
    /// link's answer carries it in `SDUI-Screen-Path`).
    public internal(set) var screenPath: ScreenPath?
    /// The screen resolved for the document's own `initialState`.
    public let decoded: Decoded<Screen>
    /// The document with its parsed expressions, to resolve the screen again
    /// as the state changes; nil when the load was built from a screen alone.
    public let document: ScreenDocument?
    public let etag: String?
    public let source: Source

    public init(url: String, decoded: Decoded<Screen>, etag: String?, source: Source) {
        self.url = url
        self.decoded = decoded
        self.document = nil
        self.etag = etag
        self.source = source
    }

    public init(url: String, document: ScreenDocument, etag: String?, source: Source) {
        self.url = url
        self.decoded = document.initial
        self.document = document
        self.etag = etag
        self.source = source
    }

    /// The same load with another document (a patch applied to it): the
    /// `ETag` stays the one the server sent, since that names the bytes
    /// before the patch, so the next revalidation brings the server's screen.
    func replacing(document: ScreenDocument) -> ScreenLoad {
        var load = ScreenLoad(url: url, document: document, etag: etag, source: source)
        load.screenPath = screenPath
        return load
    }

    /// The screen for `state`: resolved again only when its document has
    /// expressions, else the decoded screen itself.
    public func screen(in state: ScreenState) -> Decoded<Screen> {
        guard let document, document.dependsOnState else { return decoded }
        return document.screen(in: state)
    }

    public var isOffline: Bool { source == .offlineCopy || source == .offlinePage }
}
