import SDUIServer

/// Who owns favourites and playlists: a logged-in user, or a guest — one
/// install of a client (`SDUI-Install-ID`), so no two guests share a heart.
/// A request with neither owns nothing: its screens show no favourites, and
/// its commands that would change them answer 401 (log in, or send an
/// install id). When a guest logs in, its favourites and playlists become
/// the user's (`MusicApp.adoptGuest`).
///
/// The keys are `user:<id>` and `install:<install id>`; `guest`, the one
/// key every guest shared before, is no longer anyone's.
public enum OwnerKey {
    public static func user(_ user: AuthenticatedUser) -> String { "user:\(user.id)" }

    public static func guest(installID: String) -> String { "install:\(installID)" }

    /// Whose favourites `request` sees: its user's, else its install's, else
    /// nobody's (nil). Reading it marks the rendering per user (or install).
    public static func of(_ request: ScreenRequest) -> String? {
        if let user = request.user { return Self.user(user) }
        return request.installID.map(guest(installID:))
    }

    /// Whose favourites a command changes. An expired or revoked token is a
    /// 401 with its reason (the client asks for a login again, not quietly
    /// saving as a guest); neither a login nor an install id is a 401 that
    /// says how to get either.
    static func required(_ request: ScreenRequest) throws(APIError) -> String {
        if case .invalid(let reason) = request.credential { throw APIError.unauthorized(reason) }
        guard let owner = of(request) else {
            throw APIError.unauthorized(
                "Log in to keep favourites and playlists, or send an SDUI-Install-ID header to keep them as a guest on this install.")
        }
        return owner
    }
}
