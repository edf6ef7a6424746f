/// A picture the client has by name, written in an image's `url` (or
/// `lowResolutionURL`) as `asset:NAME`: Medium's `"image": "event-banner-1"`,
/// a picture shipped in the app rather than served. A scheme of its own
/// tells a name apart from a URL without guessing (`event-banner-1` alone is
/// also a path relative to the server), and a client never sends a request
/// for it: it draws the picture a feature or app registered under that
/// name, or its placeholder and alt text.
///
/// Names follow `asset`'s rules (`NamedIcon`): printable ASCII without
/// spaces, matched in any ASCII case, one namespace with the icons.
public enum NamedPicture {
    /// The scheme, matched in any case as URL schemes are.
    public static let scheme = "asset"

    /// `asset:NAME` for `name`: what a server (or `sdui convert`) writes in an image's `url`.
    public static func url(for name: String) -> String {
        scheme + ":" + name
    }

    /// The name in `url` when it is `asset:NAME` (scheme in any case), nil for any other
    /// reference. The name may be empty or malformed: no client has such a picture, so it
    /// gets the placeholder, but it is still never fetched.
    public static func name(in url: String) -> String? {
        var bytes = url.utf8.makeIterator()
        // The scheme's letters in either case (a byte matches its lower-case letter once 0x20 is set).
        for letter in scheme.utf8 {
            guard let byte = bytes.next(), byte | 0x20 == letter else { return nil }
        }
        guard bytes.next() == UInt8(ascii: ":") else { return nil }
        return String(decoding: url.utf8.dropFirst(scheme.utf8.count + 1), as: UTF8.self)
    }

    /// Whether `name` could name a picture: non-empty printable ASCII without spaces, as an `asset`.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }
}

extension ImageReference {
    /// The picture's name when `url` is `asset:NAME` (`NamedPicture`), else nil.
    public var pictureName: String? { NamedPicture.name(in: url) }
}
