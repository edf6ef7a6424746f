/// Opens a URL outside the app. Clients only open `https` (or `http` on
/// loopback) and refuse anything else with a message.
///
/// ```json
/// {"type": "openURL", "url": "https://parcels.example/help"}
/// ```
public struct OpenURLAction: Codable, Sendable, Equatable {
    public var url: String

    public init(url: String) { self.url = url }
}
