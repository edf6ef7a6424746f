/// The apps' own link scheme, `sdui://`.
///
/// A desktop hands a clicked link to the program registered for its scheme,
/// and `https` belongs to the browser: taking it over would open every web
/// link in the app. So the clients are registered for `sdui`
/// (Scripts/install.sh writes the clip's desktop file), and
/// `sdui://parcels.example/track/3S1` stands for
/// `https://parcels.example/track/3S1`: the same deep link, which then meets
/// the same allow-list and the same resolution on the server as a typed or
/// scanned one. A widget's footer links into the app this way.
public enum AppLink {
    public static let scheme = "sdui"

    /// The web link an `sdui://` link stands for; every other link unchanged
    /// (an allow-list judges it, and names it when it refuses).
    public static func webLink(for link: String) -> String {
        let prefix = scheme + "://"
        guard link.utf8.count > prefix.utf8.count,
              String(link.prefix(prefix.count)).lowercased() == prefix else { return link }
        return "https://" + link.dropFirst(prefix.count)
    }
}
