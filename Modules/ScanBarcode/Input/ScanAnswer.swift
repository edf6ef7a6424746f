import Glibc
import ScanBarcodeContract

/// One line of scan input, understood: an image file, a code, or neither.
///
/// Rules, in order:
/// - Surrounding white space and control characters go (a scanner ends with
///   Enter, sometimes Tab).
/// - A dropped path may come quoted (`'…'`, `"…"`), with backslash-escaped
///   spaces, as a `file://` URL, or starting with `~/`: it is unwrapped.
///   If a regular file exists there, it is an **image file**.
/// - Otherwise, if it looks like a path (starts with `/`, `./`, `../`, `~/`,
///   `file://`, or ends with `.png`, `.pgm`, `.ppm`, `.pnm`), it is a
///   **missing file**, reported as such rather than sent as a code.
/// - Otherwise it is a **code**. A scanner configured to send AIM symbology
///   identifiers prefixes `]E0`, `]C0`, `]A0`, `]Q1` …; the prefix is removed
///   and kept as a hint of which symbology was read.
public enum ScanAnswer: Sendable, Equatable {
    case empty
    case imageFile(path: String)
    case missingFile(path: String)
    /// `hint`: the symbologies the scanner's AIM identifier names, if it sent one.
    case code(String, hint: Set<Symbology>?)

    /// Classifies `text`, looking at the file system for image files.
    public init(_ text: String) {
        self.init(text, fileExists: ImageFileReader.isRegularFile)
    }

    /// Classifies `text` with a custom notion of which files exist (tests, sandboxes).
    public init(_ text: String, fileExists: (String) -> Bool) {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else {
            self = .empty
            return
        }
        let path = Self.unwrappedPath(trimmed)
        if fileExists(path) {
            self = .imageFile(path: path)
        } else if Self.looksLikePath(trimmed) {
            self = .missingFile(path: path)
        } else {
            let (code, hint) = Self.splitAIMIdentifier(trimmed)
            self = .code(code, hint: hint)
        }
    }

    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    static func looksLikePath(_ text: String) -> Bool {
        let unquoted = unquoted(text)
        for prefix in ["/", "./", "../", "~/", "file://"] where unquoted.hasPrefix(prefix) { return true }
        let lowered = unquoted.lowercased()
        return [".png", ".pgm", ".ppm", ".pnm"].contains { lowered.hasSuffix($0) }
    }

    /// The path a terminal typed for a dropped file.
    static func unwrappedPath(_ text: String) -> String {
        var path = unquoted(text)
        if path.hasPrefix("file://") {
            path = percentDecoded(String(path.dropFirst("file://".count)))
            // file://localhost/… names the same file.
            if path.hasPrefix("localhost/") { path.removeFirst("localhost".count) }
        } else if path.contains("\\") {
            path = unescaped(path)
        }
        if path.hasPrefix("~/"), let home = getenv("HOME") {
            path = String(cString: home) + path.dropFirst()
        }
        return path
    }

    private static func unquoted(_ text: String) -> String {
        for quote in ["'", "\""] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// `My\ Label.png` → `My Label.png`.
    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `%20` → space; malformed escapes are kept as written.
    private static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.startIndex + 1]) {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `]C0ABC` → (`ABC`, [code128]). Only well-formed identifiers followed by a code count.
    static func splitAIMIdentifier(_ text: String) -> (String, Set<Symbology>?) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > 3, scalars[0] == "]", scalars[1].isASCII, scalars[1].properties.isAlphabetic,
              scalars[2].isASCII, scalars[2].properties.isASCIIHexDigit || scalars[2].properties.isAlphabetic
        else { return (text, nil) }
        let hint: Set<Symbology>?
        switch scalars[1] {
        case "E": hint = [.ean13, .upcA, .ean8]
        case "C": hint = [.code128]
        case "A": hint = [.code39]
        case "Q": hint = [.qr]
        default: hint = []  // Another symbology (DataMatrix, PDF417 …): none this module accepts.
        }
        var rest = String.UnicodeScalarView()
        rest.append(contentsOf: scalars[3...])
        return (String(rest), hint)
    }
}
