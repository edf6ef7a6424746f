/// RFC 9110 `token`: what methods and header names are made of.
///
/// Checked before a request reaches libcurl, which would otherwise write a
/// name with a space or a line break into the request as it is.
enum HTTPToken {
    static func isValid(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
                || "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
