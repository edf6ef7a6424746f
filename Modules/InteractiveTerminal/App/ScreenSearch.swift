import TerminalUI
/// Finds text on the screen for `/`: the next body line after `line` that
/// contains the query (ignoring case), wrapping around to the top.
///
/// Searches characters itself rather than through the string-processing
/// library, which the size-budgeted clip would otherwise have to link.
enum ScreenSearch {
    static func nextMatch(_ query: String, in lines: [RenderedLine], after line: Int) -> Int? {
        let needle = Array(query.lowercased())
        guard !needle.isEmpty, !lines.isEmpty else { return nil }
        let start = max(-1, min(line, lines.count - 1))
        for offset in 1...lines.count {
            let index = (start + offset) % lines.count
            if contains(Array(lines[index].plainText.lowercased()), needle) { return index }
        }
        return nil
    }

    static func contains(_ haystack: [Character], _ needle: [Character]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
