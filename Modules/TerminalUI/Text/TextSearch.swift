/// Whether a text holds another, ignoring case, compared character by
/// character: the string-processing library's `contains` would make the
/// size-budgeted clip link the regex engine.
public enum TextSearch {
    public static func contains(_ text: String, _ query: String) -> Bool {
        contains(Array(text.lowercased()), Array(query.lowercased()))
    }

    /// The same on characters already lowercased, for callers that search many texts for one query.
    public static func contains(_ haystack: [Character], _ needle: [Character]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
