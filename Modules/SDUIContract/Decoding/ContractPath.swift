import JSON

/// Formats a coding path the way server developers write JSON paths:
/// `sections[2].components[5].action`.
///
/// Diagnostics are read by people fixing server output, so they name the
/// place in the document, not Swift's `CodingKey` dump.
public enum ContractPath {
    /// The longest path used as an element's id as it is; see `elementID`.
    public static let maximumIDLength = 128

    public static func format(_ codingPath: [any CodingKey]) -> String {
        var result = ""
        result.reserveCapacity(codingPath.count * 12)
        for key in codingPath {
            let name = key.stringValue
            if let index = key.intValue, name.hasPrefix("Index ") || name == String(index) {
                result.append("[")
                result.append(String(index))
                result.append("]")
            } else {
                if !result.isEmpty { result.append(".") }
                result.append(name)
            }
        }
        return result.isEmpty ? "$" : result
    }

    /// The id of an element the server gave none: its path, which is stable
    /// across refreshes. A path longer than `maximumIDLength` (an element
    /// nested very deep) becomes its last part and a hash of the whole, so
    /// that ids stay short: every element of a deep document would
    /// otherwise carry a copy of a path as long as the document is deep.
    public static func elementID(_ codingPath: [any CodingKey]) -> String {
        shortened(format(codingPath))
    }

    /// The id of the element `decoder` stands at (see `elementID(_:)`),
    /// written straight from our decoders' path links when it can be.
    public static func elementID(at decoder: any Decoder) -> String {
        guard let text = JSONDecodingPath.text(of: decoder) else { return elementID(decoder.codingPath) }
        return shortened(text.isEmpty ? "$" : text)
    }

    private static func shortened(_ path: String) -> String {
        guard path.utf8.count > maximumIDLength else { return path }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325   // FNV-1a, 64 bits
        for byte in path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let tail = String(decoding: path.utf8.suffix(48), as: UTF8.self)
        let digits = String(hash, radix: 16)
        return "…" + tail + "#" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
