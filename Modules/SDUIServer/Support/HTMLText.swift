/// Text and attribute values made safe for HTML: everything a screen says
/// goes through here, so a title of `<script>` is shown as those characters
/// and never runs (`BrowserPreviewTests` sends hostile strings through the
/// preview's pages; the web client's shell escapes its asset names here too).
package enum HTMLText {
    /// Escapes `& < > " '`; enough for text content and double- or single-quoted attributes.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters other than tab and newline have no business in a page.
                if scalar.value < 0x20, scalar != "\t", scalar != "\n" { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
