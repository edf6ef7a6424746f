/// The clip's own link scheme, `sdui://`.
///
/// A desktop hands a clicked link to the program registered for its scheme,
/// and `https` belongs to the browser: taking it over would open every web
/// link in the clip. So the clip is registered for `sdui` (Scripts/install.sh
/// writes its desktop file), and `sdui://parcels.example/track/3S1` stands
/// for `https://parcels.example/track/3S1`, which then meets the same
/// allow-list as a typed or scanned link.
enum ClipLink {
    static let scheme = "sdui"

    /// The web link an `sdui://` link stands for; every other link unchanged
    /// (the allow-list judges it, and names it when it refuses).
    static func webLink(for link: String) -> String {
        let prefix = scheme + "://"
        guard link.utf8.count > prefix.utf8.count,
              String(link.prefix(prefix.count)).lowercased() == prefix else { return link }
        return "https://" + link.dropFirst(prefix.count)
    }
}
