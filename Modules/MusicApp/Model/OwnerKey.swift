import SDUIServer

/// Who owns favourites and playlists: a logged-in user, or the shared guest.
///
/// The music demo works without logging in, so guests share one set of
/// favourites (it is a demo); a logged-in user gets their own.
public enum OwnerKey {
    public static let guest = "guest"

    public static func of(_ user: AuthenticatedUser?) -> String {
        user.map { "user:\($0.id)" } ?? guest
    }
}
