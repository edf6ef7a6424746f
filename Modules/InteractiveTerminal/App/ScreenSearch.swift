import TerminalUI
/// Finds text on the screen for `/`: the next body line after `line` that
/// contains the query (ignoring case), wrapping around to the top.
///
/// Matching is `TextSearch`'s, which needs no string-processing library.
enum ScreenSearch {
    static func nextMatch(_ query: String, in lines: [RenderedLine], after line: Int) -> Int? {
        let needle = Array(query.lowercased())
        guard !needle.isEmpty, !lines.isEmpty else { return nil }
        let start = max(-1, min(line, lines.count - 1))
        for offset in 1...lines.count {
            let index = (start + offset) % lines.count
            if TextSearch.contains(Array(lines[index].plainText.lowercased()), needle) { return index }
        }
        return nil
    }
}
