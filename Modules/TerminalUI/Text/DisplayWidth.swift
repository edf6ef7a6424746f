/// How many terminal columns text occupies.
///
/// Layout in a terminal is done in columns, not characters or bytes: "東京"
/// is two characters but four columns, "é" written as `e` + U+0301 is two
/// scalars but one column, and "👩‍💻" is three scalars joined into one
/// two-column glyph. Every alignment in this module (right-aligned
/// disclosure text, boxes, columns) measures with this type.
///
/// Rules, per grapheme cluster (Swift's `Character`):
/// - control characters (C0, C1, DEL) are 0 (they are stripped before drawing anyway);
/// - a cluster made only of zero-width scalars (combining marks, format
///   characters such as ZWJ and ZWSP) is 0;
/// - emoji presentation (by default, or forced with U+FE0F), and East Asian
///   Wide or Fullwidth characters are 2;
/// - a text-presentation selector (U+FE0E) makes an emoji 1;
/// - everything else is 1.
public enum DisplayWidth {
    /// Columns of a whole string.
    ///
    /// `String` and `Substring` have their own entry points so that callers in
    /// other modules reach code specialised for them, not the generic body,
    /// which resolves `StringProtocol`'s associated types at run time on
    /// first use, on the clip's first screen (docs/clip.md).
    public static func of(_ text: String) -> Int { width(of: text) }

    /// Columns of a part of a string; see `of(_: String)`.
    public static func of(_ text: Substring) -> Int { width(of: text) }

    /// Columns of any other string type.
    public static func of<S: StringProtocol>(_ text: S) -> Int { width(of: text) }

    @inline(__always)
    private static func width<S: StringProtocol>(of text: S) -> Int {
        // Fast path: printable ASCII is one column per byte, no grapheme breaking needed.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        // Second path: scalar by scalar, as long as no scalar can change its neighbours' width.
        var total = 0
        for scalar in text.unicodeScalars {
            guard let width = contextFreeWidth(scalar) else { return clusterWidth(text) }
            total += width
        }
        return total
    }

    private static func clusterWidth<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The width of a scalar that does not join with others, or nil when it
    /// may (marks, joiners, selectors, skin tones, flag halves, Hangul jamo).
    private static func contextFreeWidth(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x257F:
            return 1
        case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0x200D, 0xFE00...0xFE0F, 0x1100...0x11FF:
            return nil
        default:
            if isControl(scalar) { return 0 }
            if isZeroWidth(scalar) { return nil }
            return of(scalar)
        }
    }

    /// Columns of one grapheme cluster.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // Fast path: printable ASCII is the common case.
        if first.value >= 0x20, first.value < 0x7F, scalars.count == 1 { return 1 }
        if isControl(first) { return 0 }

        var base: Unicode.Scalar?
        var forcesEmoji = false
        var forcesText = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F: forcesEmoji = true
            case 0xFE0E: forcesText = true
            default:
                if base == nil, !isZeroWidth(scalar) { base = scalar }
            }
        }
        guard let base else { return 0 }
        if forcesText { return isWideNonEmoji(base) ? 2 : 1 }
        if base.properties.isEmojiPresentation { return 2 }
        if forcesEmoji, base.properties.isEmoji { return 2 }
        // A ZWJ sequence of emoji is one glyph, drawn wide.
        if scalars.count > 1, base.properties.isEmoji, scalars.contains(where: { $0.value == 0x200D }) { return 2 }
        return EastAsianWidth.isWide(base) ? 2 : 1
    }

    /// Columns of one scalar on its own (no cluster context).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        if isControl(scalar) || isZeroWidth(scalar) { return 0 }
        if scalar.properties.isEmojiPresentation || EastAsianWidth.isWide(scalar) { return 2 }
        return 1
    }

    /// C0 and C1 controls and DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    /// Combining marks, format characters (ZWJ, ZWNJ, ZWSP, BOM …) and
    /// variation selectors draw nothing on their own.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0xFEFF, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
            return true
        case 0x1160...0x11FF:  // Hangul medial vowels and final consonants join the syllable.
            return true
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    private static func isWideNonEmoji(_ scalar: Unicode.Scalar) -> Bool {
        EastAsianWidth.isWide(scalar) && !scalar.properties.isEmoji
    }
}
