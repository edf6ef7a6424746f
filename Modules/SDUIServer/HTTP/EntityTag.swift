import Crypto

/// A strong `ETag`: the SHA-256 of exactly the bytes a client receives.
///
/// Hashing the filtered, deterministically encoded body (not the screen
/// before filtering) means a v1 client and a v2 client get different tags
/// for the same screen, and two server instances agree on every tag
/// without sharing any state.
package struct EntityTag: Sendable, Equatable {
    /// With quotes, as sent: `"9f86d0…"`.
    package let quoted: String

    package init(of bytes: [UInt8]) {
        quoted = "\"" + Hex.encode(SHA256.hash(data: bytes)) + "\""
    }

    private init(quoted: String) {
        self.quoted = quoted
    }

    /// The tag of the same bytes in a content coding (`"…-gzip"`): each
    /// representation has a tag of its own.
    package func coded(_ coding: String) -> EntityTag {
        EntityTag(quoted: String(quoted.dropLast()) + "-" + coding + "\"")
    }

    /// True when an `If-None-Match` header names this tag (or is `*`).
    ///
    /// `If-None-Match` uses weak comparison (RFC 9110 §13.1.2), so a `W/`
    /// prefix on the client's copy still matches.
    package func matches(ifNoneMatch header: String?) -> Bool {
        guard let header else { return false }
        if header == quoted { return true }   // what a client sends back, most of the time
        for candidate in header.split(separator: ",") {
            var tag = candidate.drop { $0 == " " || $0 == "\t" }
            while tag.last == " " || tag.last == "\t" { tag = tag.dropLast() }
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            if tag == quoted { return true }
        }
        return false
    }
}
