/// Opens another screen. The optional `prefetched` part is shown at once
/// while the screen loads, so a tap never lands on a blank page.
///
/// ```json
/// {"type": "navigate", "destination": "composers/hildegard", "presentation": "push",
///  "prefetched": {"title": "Hildegard", "header": {"title": "Hildegard von Bingen", "subtitle": "c. 1098 – 1179"}}}
/// ```
public struct NavigateAction: Codable, Sendable, Equatable {
    /// Screen path relative to the API root, such as `parcels/3S123`.
    public var destination: String
    public var presentation: Presentation?
    public var prefetched: PrefetchedScreen?

    public init(destination: String, presentation: Presentation? = nil, prefetched: PrefetchedScreen? = nil) {
        self.destination = destination
        self.presentation = presentation
        self.prefetched = prefetched
    }

    /// Opens the screen at `path`, made from the screen's route
    /// (`MusicRoutes.composer.path(id)`), so the destination exists.
    public init(to path: ScreenPath, presentation: Presentation? = nil, prefetched: PrefetchedScreen? = nil) {
        self.init(destination: path.description, presentation: presentation, prefetched: prefetched)
    }
}

/// How a new screen appears relative to the current one.
public enum Presentation: String, TolerantEnum {
    case push, sheet, fullScreen
    public static let defaultCase = Presentation.push
}

/// What the client may show of a screen before it has loaded.
public struct PrefetchedScreen: Codable, Sendable, Equatable {
    public var title: String?
    public var header: Header?

    public init(title: String? = nil, header: Header? = nil) {
        self.title = title
        self.header = header
    }
}
