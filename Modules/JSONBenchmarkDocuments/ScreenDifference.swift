/// Where two decoded screens first differ, for a failure message a person can act on.
///
/// `==` only says that 20 MB of model differ; this names the section and the
/// component and shows both values.
public enum ScreenDifference {
    public static func describe(_ lhs: Screen, _ rhs: Screen, lhsName: String, rhsName: String) -> String? {
        func show<Value: Equatable>(_ path: String, _ left: Value, _ right: Value) -> String? {
            guard left != right else { return nil }
            return """
                first difference at \(path):
                  \(lhsName): \(clipped(left))
                  \(rhsName): \(clipped(right))
                """
        }
        if let difference = show("id", lhs.id, rhs.id) ?? show("title", lhs.title, rhs.title)
            ?? show("header", lhs.header, rhs.header)
            ?? show("initialState", lhs.initialState, rhs.initialState)
            ?? show("sections.count", lhs.sections.count, rhs.sections.count)
        {
            return difference
        }
        for (index, (left, right)) in zip(lhs.sections, rhs.sections).enumerated() where left != right {
            if let difference = show("sections[\(index)].id", left.id, right.id)
                ?? show("sections[\(index)].heading", left.heading, right.heading)
                ?? show("sections[\(index)].components.count", left.components.count, right.components.count)
            {
                return difference
            }
            for (position, pair) in zip(left.components, right.components).enumerated() {
                if let difference = show("sections[\(index)].components[\(position)]", pair.0, pair.1) {
                    return difference
                }
            }
        }
        return nil
    }

    private static func clipped(_ value: some Any) -> String {
        let text = String(reflecting: value)
        return text.count > 600 ? text.prefix(600) + "…" : text
    }
}
