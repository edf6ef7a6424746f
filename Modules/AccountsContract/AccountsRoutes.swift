import LoginContract
import SDUIContract

/// The accounts app's screens, declared once: the server's `AccountsApp`
/// registers the profile's builder against them and checks at start-up that
/// the content serves the others, and every link to them is made from them.
public enum AccountsRoutes {
    /// The signed-in user's profile (401 for guests).
    public static let profile = ScreenRoute<Void>("profile")
    /// The first screen every client opens: a content file.
    public static let home = ScreenRoute<Void>("home")
    /// The login form: a content file, at the route the login feature declares.
    public static let login = LoginRoutes.form
}
