import SDUI

/// The icons and pictures a terminal client draws by name, for an image's or
/// a widget item's `asset` and an image's `asset:NAME` URL: the core's
/// `NamedIcon`s, and the ones features' looks or the app register (PostNL's
/// "assets externally injected", Medium's `event-banner-1`), so a feature
/// brings its own without a change to the core.
///
/// Names match in any ASCII case, as the built-in ones do (`"Van"`), and
/// icons and pictures share one namespace, so a name means one thing. A name
/// a client does not have falls back to the picture's URL or a placeholder.
public struct TerminalAssets: Sendable {
    /// A registered icon: one column wide, so it lines up wherever icons go.
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let glyph: String
        public let owner: String
    }

    /// By name in lower case.
    public private(set) var registered: [String: Entry] = [:]
    /// Pictures by name in lower case (`register(picture:png:owner:)`).
    public internal(set) var pictures: [String: PictureEntry] = [:]

    /// Only the built-in icons.
    public init() {}

    /// The glyph for `asset`: a built-in icon's, else a registered one's; nil for a name this client does not have.
    public func glyph(for asset: String?) -> String? {
        guard let asset else { return nil }
        if let icon = NamedIcon(asset: asset) { return icon.glyph }
        return registered[Self.key(asset)]?.glyph
    }

    /// Adds `name`; a name taken (by the core's icons or another look, in any
    /// case), an empty one, or a glyph that is not one column wide throws.
    mutating func register(_ name: String, glyph: String, owner: String) throws(RegistrationError) {
        let type = TypeName(name)
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw RegistrationError(slot: .asset, type: type, newOwner: owner,
                                    problem: "an asset's name is printable ASCII without spaces, as servers send it")
        }
        guard glyph.count == 1, DisplayWidth.of(glyph) == 1 else {
            throw RegistrationError(slot: .asset, type: type, newOwner: owner,
                                    problem: "its glyph '\(glyph)' is \(DisplayWidth.of(glyph)) columns wide; an icon is one")
        }
        try ensureFree(name, slot: .asset, owner: owner)
        registered[Self.key(name)] = Entry(name: name, glyph: glyph, owner: owner)
    }

    /// Icons and pictures share one set of names, in any case: one taken by
    /// the core's icons, a look's icon or a picture is an error naming its owner.
    func ensureFree(_ name: String, slot: RegistrationError.Slot, owner: String) throws(RegistrationError) {
        let type = TypeName(name)
        if NamedIcon(asset: name) != nil {
            throw RegistrationError(slot: slot, type: type, existingOwner: CoreContract.owner, newOwner: owner)
        }
        let key = Self.key(name)
        if let taken = registered[key]?.owner ?? pictures[key]?.owner {
            throw RegistrationError(slot: slot, type: type, existingOwner: taken, newOwner: owner)
        }
    }

    /// `name` with ASCII capitals made small (the names are ASCII; no Unicode tables needed).
    static func key(_ name: String) -> String {
        String(decoding: name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
