import JSON

/// One screen as the server describes it: a title, an optional header, and
/// sections of components. Also carries the screen's initial state, its
/// navigation bar and analytics metadata.
///
/// A single layout tree (a `column` of `row`s, say) is a screen with one
/// section holding that container: one model for both styles.
///
/// ```json
/// {"id": "home", "title": "Home", "sections": [{"components": [{"type": "text", "paragraphs": ["Hi"]}]}]}
/// ```
public struct Screen: Codable, Sendable, Equatable {
    public var id: String
    public var title: String?
    public var header: Header?
    public var initialState: JSONObject?
    @LossyArray public var sections: [Section]
    public var navigationBar: NavigationBar?
    public var analytics: AnalyticsMetadata?
    /// Seconds after which the client revalidates the screen while it is
    /// shown (an order's status, a code that expires); clients enforce a
    /// floor (`Session.minimumRefreshInterval`). Revalidation uses the ETag,
    /// so an unchanged screen costs a 304 and no redraw.
    public var refreshInterval: Int?
    /// The screen follows its data as it changes: a client that declares
    /// `f:live@1` holds a server-sent-events stream while it shows it
    /// (`GET /v{n}/live/{path}`) and revalidates when told (contract: "Live screens"); others
    /// keep to `refreshInterval`.
    public var live: Bool?
    /// The colours of the theme's roles on light and dark backgrounds; sent
    /// only to clients that declare `f:themes@1` (contract: "Themes").
    public var theme: ScreenTheme?
    /// Actions the screen runs by itself as its state changes (§8.4); sent
    /// only to clients that declare `f:triggers@1` and `f:expressions@1`.
    public var triggers: [Trigger]?
    /// Timers the screen runs by itself (§8.5), at most
    /// `ScreenTimer.maximumPerScreen`; sent only to clients that declare
    /// `f:timers@1` and `f:expressions@1`.
    public var timers: [ScreenTimer]?

    public init(id: String, title: String? = nil, header: Header? = nil, initialState: JSONObject? = nil,
                sections: [Section], navigationBar: NavigationBar? = nil, analytics: AnalyticsMetadata? = nil,
                refreshInterval: Int? = nil, live: Bool? = nil, theme: ScreenTheme? = nil) {
        self.id = id
        self.title = title
        self.header = header
        self.initialState = initialState
        _sections = LossyArray(wrappedValue: sections)
        self.navigationBar = navigationBar
        self.analytics = analytics
        self.refreshInterval = refreshInterval
        self.live = live
        self.theme = theme
    }

    enum CodingKeys: String, CodingKey {
        case id, title, header, initialState, sections, navigationBar, analytics, refreshInterval, live, theme, triggers, timers
    }

    public init(from decoder: any Decoder) throws {
        let context = ContractContext.of(decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.contains(.sections) else {
            throw DecodingError.keyNotFound(CodingKeys.sections, DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "A screen needs a 'sections' array."))
        }
        if let id = container.decodeLossyIfPresent(String.self, forKey: .id, context: context) {
            self.id = id
        } else {
            id = ""
            if !container.contains(.id) {
                context.record(.defaultedValue, at: decoder.codingPath + [CodingKeys.id], "missing screen id; using an empty one")
            }
        }
        title = container.decodeLossyIfPresent(String.self, forKey: .title, context: context)
        header = container.decodeLossyIfPresent(Header.self, forKey: .header, context: context)
        initialState = container.decodeLossyIfPresent(JSONObject.self, forKey: .initialState, context: context)
        _sections = try container.decode(LossyArray<Section>.self, forKey: .sections)
        navigationBar = container.decodeLossyIfPresent(NavigationBar.self, forKey: .navigationBar, context: context)
        analytics = container.decodeLossyIfPresent(AnalyticsMetadata.self, forKey: .analytics, context: context)
        refreshInterval = container.decodeLossyIfPresent(Int.self, forKey: .refreshInterval, context: context)
        if let seconds = refreshInterval, seconds <= 0 {
            context.record(.defaultedValue, at: decoder.codingPath + [CodingKeys.refreshInterval],
                           "refreshInterval must be a positive number of seconds, not \(seconds); not refreshing")
            refreshInterval = nil
        }
        live = container.decodeLossyIfPresent(Bool.self, forKey: .live, context: context)
        theme = container.decodeLossyIfPresent(ScreenTheme.self, forKey: .theme, context: context)
        triggers = container.decodeLossyIfPresent(LossyArray<Trigger>.self, forKey: .triggers, context: context)?.wrappedValue
        timers = container.decodeLossyIfPresent(ScreenTimerList.self, forKey: .timers, context: context)?.timers
    }

    /// Every component of the screen, depth first, in reading order.
    public var allComponents: [Component] { sections.flatMap(\.allComponents) }
}

/// A group of components with an optional heading.
///
/// ```json
/// {"id": "popular", "heading": {"title": "Popular works", "button": {"title": "Show all", "action": {"type": "navigate", "destination": "works"}}},
///  "components": [{"type": "detailRow", "title": "Candide"}]}
/// ```
public struct Section: Codable, Sendable, Equatable, Identifiable {
    /// Stable across refreshes: the server's id, or the section's JSON path.
    public var id: String
    public var heading: SectionHeading?
    @LossyArray public var components: [Component]
    /// More rows on the server, loaded as the user nears the end (`pages`).
    public var nextPage: PageLink?

    /// Every component of the section, depth first, in reading order.
    public var allComponents: [Component] {
        var result: [Component] = []
        func visit(_ component: Component) {
            result.append(component)
            component.content.children.forEach(visit)
        }
        components.forEach(visit)
        return result
    }

    public init(id: String, heading: SectionHeading? = nil, components: [Component], nextPage: PageLink? = nil) {
        self.id = id
        self.heading = heading
        _components = LossyArray(wrappedValue: components)
        self.nextPage = nextPage
    }

    enum CodingKeys: String, CodingKey {
        case id, heading, components, nextPage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? ContractPath.elementID(at: decoder)
        heading = container.decodeLossyIfPresent(SectionHeading.self, forKey: .heading, context: ContractContext.of(decoder))
        _components = try container.decode(LossyArray<Component>.self, forKey: .components)
        nextPage = container.decodeLossyIfPresent(PageLink.self, forKey: .nextPage, context: ContractContext.of(decoder))
    }
}

/// A section's title, with an optional button beside it ("Show all").
///
/// The button is lossy: one without a title or an action is dropped with a
/// diagnostic at its path and the title stays, since the title tells what
/// the section is and the button only leads further.
public struct SectionHeading: Codable, Sendable, Equatable {
    public var title: String
    public var button: TitledAction?

    public init(title: String, button: TitledAction? = nil) {
        self.title = title
        self.button = button
    }

    enum CodingKeys: String, CodingKey {
        case title, button
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        button = container.decodeLossyIfPresent(TitledAction.self, forKey: .button, context: ContractContext.of(decoder))
    }
}

/// A title and what happens when it is chosen: heading buttons and menu entries.
///
/// ```json
/// {"title": "Add to favourites", "action": {"type": "command", "url": "/v1/commands/favourite"}}
/// ```
public struct TitledAction: Codable, Sendable, Equatable {
    public var title: String
    public var action: Action

    public init(title: String, action: Action) {
        self.title = title
        self.action = action
    }
}
