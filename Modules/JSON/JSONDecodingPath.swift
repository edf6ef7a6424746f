/// The path of the value a decoder stands at, written as a JSON path
/// (`sections[2].components[5]`) straight from the decoder's path links.
///
/// `decoder.codingPath` boxes every step as `any CodingKey`; a caller that
/// only wants the text (an element's id, a diagnostic) and asks for it at
/// every element of a deep document would spend most of its time boxing.
public enum JSONDecodingPath {
    /// The path as text, or nil when `decoder` is not one of this module's
    /// (then format `decoder.codingPath`). Integer steps are written `[n]`,
    /// others joined with `.`; `""` at the top.
    public static func text(of decoder: any Decoder) -> String? {
        switch decoder {
        case let tree as JSONModelDecoderImpl: return text(tree.parent, tree.component)
        case let tape as JSONTapeDecoderImpl: return text(tape.position.parent, tape.position.component)
        default: return nil
        }
    }

    static func text(_ node: JSONCodingPathNode?, _ last: JSONCodingPathComponent?) -> String {
        var steps: ContiguousArray<JSONCodingPathComponent> = []
        if let last { steps.append(last) }
        var current = node
        while let link = current {
            if let step = link.component { steps.append(step) }
            current = link.parent
        }
        var result = ""
        result.reserveCapacity(steps.count * 12)
        for step in steps.reversed() {
            switch step {
            case .index(let index):
                append(index, to: &result)
            case .key(let name, let int):
                if let int, name.hasPrefix("Index ") || name == String(int) {
                    append(int, to: &result)
                } else {
                    if !result.isEmpty { result.append(".") }
                    result.append(name)
                }
            }
        }
        return result
    }

    private static func append(_ index: Int, to result: inout String) {
        result.append("[")
        result.append(String(index))
        result.append("]")
    }
}
