/// Makes server text safe to write to a terminal.
///
/// Screens come from a server, and a string holding `ESC [ 2 J` or an OSC
/// sequence would otherwise clear the user's terminal, change its title or
/// worse. Every string a renderer draws passes through `sanitize`: control
/// characters are removed, tabs become a space, and line breaks are kept
/// only where the caller splits lines itself.
public enum TerminalText {
    /// The text with C0/C1 controls removed; tabs become spaces; line breaks become spaces.
    public static func sanitize(_ text: String) -> String {
        sanitize(text, keepingNewlines: false)
    }

    /// Like `sanitize(_:)`, but keeps `\n` (and turns `\r\n` and `\r` into `\n`),
    /// for text that is wrapped line by line.
    public static func sanitize(_ text: String, keepingNewlines: Bool) -> String {
        // Fast paths: nothing to do for the usual printable text.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 < 0xC2 }) { return text }
        if !text.unicodeScalars.contains(where: needsWork) { return text }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\t":
                result.append(" ")
            case "\n":
                if previousWasCR { continue }
                result.append(keepingNewlines ? "\n" : " ")
            case "\r":
                result.append(keepingNewlines ? "\n" : " ")
            case "\u{2028}", "\u{2029}":
                result.append(keepingNewlines ? "\n" : " ")
            default:
                if DisplayWidth.isControl(scalar) { continue }
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        DisplayWidth.isControl(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
