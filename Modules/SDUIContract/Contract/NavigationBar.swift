/// The bar above a screen: a menu of secondary actions and an optional share button.
///
/// ```json
/// {"secondaryButtons": [{"title": "Add to favourites", "action": {"type": "command", "url": "/v1/commands/favourite"}}],
///  "share": {"title": "Baroque Essentials", "url": "https://music.example/p/baroque"}}
/// ```
public struct NavigationBar: Codable, Sendable, Equatable {
    @LossyArray public var secondaryButtons: [TitledAction]
    public var share: ShareAction?

    public init(secondaryButtons: [TitledAction] = [], share: ShareAction? = nil) {
        _secondaryButtons = LossyArray(wrappedValue: secondaryButtons)
        self.share = share
    }
}

/// What analytics records for a screen view.
///
/// ```json
/// {"screenName": "composer", "properties": {"composer": "bernstein"}}
/// ```
public struct AnalyticsMetadata: Codable, Sendable, Equatable {
    public var screenName: String
    public var properties: [String: String]?

    public init(screenName: String, properties: [String: String]? = nil) {
        self.screenName = screenName
        self.properties = properties
    }
}
