import SDUIContract

/// The capability manifest as the render cache keys it: its one canonical
/// spelling (`CapabilityManifest.headerValue`), whatever the client sent.
///
/// The header reads the same manifest from many spellings (any order,
/// spaces, a type listed twice), as HTTP lists allow; keyed by the raw text,
/// each spelling would be a rendering and an entry of its own, and a client
/// cycling through spellings would fill the cache until it starts over for
/// everyone. The common case, a client sending the canonical spelling (as
/// every client of this repository does), is recognised without building a
/// string, so a cached screen's lookup allocates nothing more.
enum CapabilityKey {
    /// `header` when it already is `manifest`'s canonical spelling, else that spelling.
    static func canonical(_ header: String?, manifest: CapabilityManifest?) -> String? {
        guard let header, let manifest else { return header }
        return spells(manifest, header) ? header : manifest.headerValue
    }

    /// Whether `header` is byte for byte `manifest.headerValue`.
    static func spells(_ manifest: CapabilityManifest, _ header: String) -> Bool {
        let utf8 = header.utf8
        var index = utf8.startIndex
        func take(_ byte: UInt8) -> Bool {
            guard index != utf8.endIndex, utf8[index] == byte else { return false }
            index = utf8.index(after: index)
            return true
        }
        for (position, capability) in manifest.capabilities.enumerated() {
            if position > 0, !take(UInt8(ascii: ",")) { return false }
            let letter: UInt8 = switch capability.kind {
            case .component: UInt8(ascii: "c")
            case .action: UInt8(ascii: "a")
            case .feature: UInt8(ascii: "f")
            }
            guard take(letter), take(UInt8(ascii: ":")) else { return false }
            for byte in capability.type.rawValue.utf8 where !take(byte) { return false }
            guard take(UInt8(ascii: "@")) else { return false }
            // The version's digits, at most nine (as the header's grammar), so the value cannot overflow.
            var value = 0, digits = 0, leadingZero = false
            while index != utf8.endIndex, utf8[index] >= UInt8(ascii: "0"), utf8[index] <= UInt8(ascii: "9") {
                guard digits < 9 else { return false }
                if digits == 0, utf8[index] == UInt8(ascii: "0") { leadingZero = true }
                value = value * 10 + Int(utf8[index] - UInt8(ascii: "0"))
                digits += 1
                index = utf8.index(after: index)
            }
            guard digits > 0, !(leadingZero && digits > 1), value == capability.version else { return false }
        }
        return index == utf8.endIndex
    }
}
