/// The JSON path of where a walk through a document is, kept as pieces and
/// written out only when a diagnostic needs it.
///
/// Writing `sections[2].components[5]` for every element visited costs time
/// and memory in proportion to the depth at every step; a walk over a deep,
/// wide document would spend most of its time on paths nobody reads.
struct PathTrail {
    private enum Piece {
        case key(String)
        case index(Int)
    }

    private var pieces: [Piece] = []

    init() {}

    /// A trail that starts at `path` (already written out).
    init(at path: String) {
        if !path.isEmpty { pieces.append(.key(path)) }
    }

    mutating func enter(_ key: String) { pieces.append(.key(key)) }
    mutating func enter(_ index: Int) { pieces.append(.index(index)) }
    mutating func leave() { pieces.removeLast() }

    /// `sections[2].components[5]`, or `""` at the top.
    var written: String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .key(let key):
                if !result.isEmpty { result += "." }
                result += key
            case .index(let index):
                result += "[\(index)]"
            }
        }
        return result
    }
}
