/// Hands a text and a link to the platform's share facility. Also used as the
/// navigation bar's share button.
///
/// ```json
/// {"type": "share", "title": "Listen to Baroque Essentials", "url": "https://music.example/p/baroque"}
/// ```
public struct ShareAction: Codable, Sendable, Equatable {
    public var title: String
    public var url: String

    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}
