import SDUIServer

/// What only the preview's pages need of HTML text: the pictures they may
/// load and the links they make.
extension HTMLText {
    /// An image source the page may load: an http(s) URL, or a path on this
    /// server (`/images/…`, as a client resolves it); anything else (a
    /// `javascript:` or `data:` URL, `//host`) is left out.
    static func imageSource(_ url: String) -> String? {
        let lower = url.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") { return escape(url) }
        // Relative to this server, as clients resolve it against their server's base:
        // a path only (no scheme such as javascript:, no //host).
        guard !url.isEmpty, !url.hasPrefix("//"), !url.contains(":"), !url.contains("\\") else { return nil }
        return escape(url.hasPrefix("/") ? url : "/" + url)
    }

    /// Percent-encodes one path segment or query value (letters, digits and `-._~` stay).
    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            let plain = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
            if plain { bytes.append(byte) } else { bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]] }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
