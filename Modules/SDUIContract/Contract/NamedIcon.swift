/// The icons every client has built in, named by `asset` (PostNL's widget
/// icons, the tutorial's SF Symbols): a server may name one beside an image's
/// URL, and a client that has it draws it without a download. A name a client
/// does not know falls back to the URL, so the set can grow without a new version.
public enum NamedIcon: String, CaseIterable, Sendable {
    case van, box, letter, home, person, heart, star, play, music, search, check, warning, info, location, clock

    /// The icon an `asset` names, in any case (PostNL's server sends `"Van"`),
    /// or nil for a name this client does not have.
    public init?(asset: String?) {
        guard let asset else { return nil }
        if let icon = NamedIcon(rawValue: asset) {
            self = icon
            return
        }
        // The names are lower-case ASCII letters: a byte matches its letter in either case.
        guard let icon = NamedIcon.allCases.first(where: { icon in
            icon.rawValue.utf8.count == asset.utf8.count && zip(icon.rawValue.utf8, asset.utf8).allSatisfy { $0 == $1 | 0x20 }
        }) else { return nil }
        self = icon
    }
}
