/// What a contract type's decoder accepts, as learned by `ShapeExplorer`:
/// the vocabulary between probing a decoder and writing a JSON Schema.
indirect enum TypeShape: Equatable, Sendable {
    case string
    case boolean
    case integer
    case number
    /// A string out of a fixed list (a `TolerantEnum`'s cases).
    case enumeration([String])
    /// A string matching a regular expression (a colour `#RRGGBB`).
    case pattern(String)
    case array(TypeShape)
    /// An object with known members, in the order the decoder asked for them.
    case object([Member])
    /// An object whose keys are free and whose values all have one shape.
    case dictionary(TypeShape)
    /// Any JSON value (`JSONValue`: state, payloads, properties).
    case any
    /// A named definition (`component`, `action`), written once under `$defs`.
    case reference(String)
    /// Any of several shapes: a member the decoder tries as one type, then another.
    case anyOf([TypeShape])
    /// Objects whose members depend on the value of one string member (`type`).
    case tagged(key: String, branches: [Branch])

    struct Member: Equatable, Sendable {
        var key: String
        var shape: TypeShape
        var required: Bool
        /// The decoder takes `null` as "absent".
        var nullable = false
    }

    struct Branch: Equatable, Sendable {
        var value: String
        var shape: TypeShape
    }

    /// Shapes joined so that a list of alternatives stays flat and without repeats.
    static func union(_ shapes: [TypeShape]) -> TypeShape {
        var flat: [TypeShape] = []
        for shape in shapes {
            let parts: [TypeShape]
            if case .anyOf(let inner) = shape { parts = inner } else { parts = [shape] }
            for part in parts where !flat.contains(part) { flat.append(part) }
        }
        return flat.count == 1 ? flat[0] : .anyOf(flat)
    }
}
