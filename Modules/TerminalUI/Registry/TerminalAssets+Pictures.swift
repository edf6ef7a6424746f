import SDUI

extension TerminalAssets {
    /// A picture registered by name: PNG bytes shipped in the client (Medium's
    /// `event-banner-1`), decoded where pictures are drawn (the full client's
    /// `PictureStore`, once), never here: the clip links this module and no PNG decoder.
    public struct PictureEntry: Sendable, Equatable {
        public let name: String
        public let png: [UInt8]
        public let owner: String
    }

    /// A PNG file's first eight bytes, checked at registration so a wrong file fails at start-up.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The name in an `asset:NAME` URL (`NamedPicture`), nil for a URL to fetch.
    public static func pictureName(in url: String) -> String? {
        NamedPicture.name(in: url)
    }

    /// One spelling for each picture: `asset:NAME` with the name in lower case (names match
    /// in any ASCII case), so a picture asked for in two spellings is decoded once; any other
    /// URL as it is.
    public static func canonicalPictureURL(_ url: String) -> String {
        guard let name = NamedPicture.name(in: url) else { return url }
        return NamedPicture.url(for: key(name))
    }

    /// The picture registered as `name` (in any case), nil when none is.
    public func picture(named name: String) -> PictureEntry? {
        pictures[Self.key(name)]
    }

    /// What to draw for `image`: nothing when its `asset` names an icon (the icon is drawn,
    /// without a download), `asset:NAME` when its `asset` names a registered picture (drawn
    /// from the client's own bytes, whatever `url` says), else its URLs as sent.
    public func pictureURLs(for image: ImageReference) -> (url: String, lowResolutionURL: String?)? {
        guard glyph(for: image.asset) == nil else { return nil }
        if let asset = image.asset, picture(named: asset) != nil { return (NamedPicture.url(for: asset), nil) }
        return (image.url, image.lowResolutionURL)
    }

    /// Adds a picture under `name`; an invalid name, bytes that are not a PNG file, or a name
    /// taken by an icon (the core's or a look's) or another picture, in any case, throws.
    mutating func register(picture name: String, png: [UInt8], owner: String) throws(RegistrationError) {
        let type = TypeName(name)
        guard NamedPicture.isValidName(name) else {
            throw RegistrationError(slot: .picture, type: type, newOwner: owner,
                                    problem: "a picture's name is printable ASCII without spaces, as servers send it")
        }
        guard png.starts(with: Self.pngSignature) else {
            throw RegistrationError(slot: .picture, type: type, newOwner: owner,
                                    problem: "its \(png.count) bytes are not a PNG file")
        }
        try ensureFree(name, slot: .picture, owner: owner)
        pictures[Self.key(name)] = PictureEntry(name: name, png: png, owner: owner)
    }
}
