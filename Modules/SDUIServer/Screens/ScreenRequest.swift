import JSON
import SDUIContract

/// What a screen builder (and a command, and the widget) may know about the
/// request it answers. Apps reach their data through their own stores.
public struct ScreenRequest: Sendable {
    public let version: APIVersion
    /// Who is asking. Reading it (or `user`, or `installID`) marks the rendering
    /// as this user's own (or, for a guest, its install's), so a reused screen
    /// is never sent to someone else.
    public var credential: BearerCredential {
        userReads?.note()
        return authentication
    }
    /// The credential as the framework reads it, without marking the rendering.
    let authentication: BearerCredential
    /// Where reads of `credential` are noted while a reusable screen is built.
    private var userReads: UserReads?
    /// The language the answer is in (`Accept-Language`, negotiated): `en` or one the server has translations for.
    public let language: String
    /// The server's translations, for `text(_:_:)`.
    public private(set) var translations: Translations
    /// The client's install id (`SDUI-Install-ID`): which variants of
    /// screens modules show it (`ScreenVariation`: an experiment's), which
    /// rollout reaches it, and whose state a guest keeps (a guest's
    /// favourites are its install's). Nil for a client that sends none (it
    /// gets every screen as it is, and owns nothing). Reading it marks the rendering as the asker's own,
    /// as reading `user` does: a guest's is then kept for its install only.
    public var installID: String? {
        userReads?.note()
        return install
    }
    /// The install id as the framework reads it, without marking the rendering.
    package internal(set) var install: String?
    /// The content this request is answered from, read once; nil outside a server (tests of builders).
    package var content: ContentSnapshot?
    /// Signs the cursors of `nextPage(_:after:)`; nil outside a server (tests of builders).
    var pageCursors: PageCursor?
    /// A page request's position, read from its checked cursor.
    var pageAfter: [String]?

    public init(version: APIVersion, credential: BearerCredential, language: String = Translations.source,
                translations: Translations = Translations()) {
        self.version = version
        authentication = credential
        self.language = language
        self.translations = translations
    }

    /// A string built with values, in the request's language: `english` is the pattern
    /// the tables are keyed by, with `{name}` where a value goes
    /// (`request.text("{count} on the way to you", ["count": "2"])`). Fixed strings need
    /// no call: every answer's text fields are translated on the way out.
    public func text(_ english: String, _ values: [String: String] = [:]) -> String {
        translations.text(english, values, in: language)
    }

    public var user: AuthenticatedUser? { credential.user }

    /// This request answered from `content` (a stream's next rendering after a
    /// release arrived); the language stays the one negotiated.
    package func answered(from content: ContentSnapshot) -> ScreenRequest {
        var copy = self
        copy.content = content
        copy.translations = content.translations
        return copy
    }

    /// This request with its reads of the user noted in `reads`.
    func noting(_ reads: UserReads) -> ScreenRequest {
        var copy = self
        copy.userReads = reads
        return copy
    }

    /// The API prefix for URLs inside the screen (`/v2`), so commands and
    /// metadata URLs stay on the version the client speaks.
    public var api: String { version.pathPrefix }

    /// The link to the rows of page route `path` after `position` (the last
    /// sent row's sort key, in the app's own words): put it in a list's
    /// `nextPage`. The cursor is signed, so the page builder can trust it.
    public func nextPage(_ path: ScreenPath, after position: [String]) async throws -> PageLink {
        guard let pageCursors else {
            throw APIError(.internalServerError, code: "pages_unavailable", message: "This request cannot make page links (it has no server).")
        }
        return PageLink(path: path, cursor: try await pageCursors.make(path: path, after: position, now: ServerClock.now()))
    }

    /// A command of an app, on the version the client speaks.
    public func command<Input>(_ route: CommandRoute<Input>, payload: JSONValue? = nil, stateKeys: [String]? = nil) -> CommandAction {
        CommandAction(route, version: version.number, payload: payload, stateKeys: stateKeys)
    }
}
