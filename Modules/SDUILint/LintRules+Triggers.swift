import JSON
import SDUIContract

extension LintRules {
    /// A trigger whose actions can fire it again, by itself or through other
    /// triggers (§8.4): clients stop such a chain after
    /// `TriggerEngine.maximumRounds` rounds with a diagnostic, so the author
    /// should hear it at publish time, not from every client's log. One
    /// trigger "reaches" another when an `updateState` among its actions
    /// (inside a `sequence` too) writes a key the other's `keys` or `when`
    /// reads. A trigger with only `when` cannot fire itself again alone (it
    /// fires on the edge, and its own write cannot make the edge again), so
    /// its own write counts only through another trigger.
    static let triggerRefires = LintRule(
        id: "trigger-refires", defaultSeverity: .warning,
        summary: "A trigger whose actions can fire it again, alone or through other triggers."
    ) { document in
        guard let list = document.expanded["triggers"]?.arrayValue else { return [] }
        let triggers = list.enumerated().compactMap { index, value in TriggerGraphNode(value, index: index) }
        var hits: [LintRule.Hit] = []
        // One finding per loop, at its first trigger: the others are named in it.
        var reported: Set<String> = []
        for node in triggers where !reported.contains(node.id) {
            let loop = node.loop(among: triggers)
            guard !loop.isEmpty else { continue }
            reported.formUnion(loop)
            let written = node.writes.intersection(triggers.filter { loop.contains($0.id) }.reduce(into: Set<String>()) { $0.formUnion($1.reads) })
            let through = loop == [node.id] ? "itself" : "itself through " + loop.filter { $0 != node.id }.map { "'\($0)'" }.joined(separator: ", ")
            hits.append(.init(path: "triggers[\(node.index)]",
                              message: "'\(node.id)' writes \(written.sorted().map { "'\($0)'" }.joined(separator: ", ")), which fires \(through) again; clients stop such a chain after \(TriggerEngine.maximumRounds) rounds",
                              fix: "write keys the triggers do not read, or guard it with a when that its own write makes false"))
        }
        return hits
    }
}

/// One trigger as the lint rule sees it: what it reads and what it writes.
private struct TriggerGraphNode {
    let id: String
    let index: Int
    /// Keys whose change fires it (`keys`, and the names its `when` reads).
    let reads: Set<String>
    /// Keys its `updateState` actions write.
    let writes: Set<String>
    /// Whether `keys` fire it: only such a trigger can fire itself alone.
    let firesOnChange: Bool

    init?(_ value: JSONValue, index: Int) {
        guard let id = value["id"]?.stringValue, let actions = value["actions"]?.arrayValue else { return nil }
        self.id = id
        self.index = index
        let keys = value["keys"]?.arrayValue?.compactMap(\.stringValue)
        var reads = Set(keys ?? [])
        if let when = value["when"]?.stringValue, let parsed = try? InterpolatedText.parse(when) { reads.formUnion(parsed.names) }
        self.reads = reads
        firesOnChange = keys != nil
        var writes: Set<String> = []
        func collect(_ action: JSONValue) {
            switch action["type"]?.stringValue {
            case "updateState": if let key = action["key"]?.stringValue { writes.insert(key) }
            case "sequence": action["actions"]?.arrayValue?.forEach(collect)
            default: break
            }
        }
        actions.forEach(collect)
        self.writes = writes
    }

    /// Whether this trigger's writes can fire `other`.
    func reaches(_ other: TriggerGraphNode) -> Bool {
        if other.id == id && !firesOnChange { return false }
        return !writes.isDisjoint(with: other.reads)
    }

    /// The ids of the triggers on a loop back to this one, in the order
    /// written (empty when its actions cannot fire it again).
    func loop(among all: [TriggerGraphNode]) -> [String] {
        func reachable(from start: TriggerGraphNode) -> Set<String> {
            var seen: Set<String> = []
            var queue = [start]
            while let next = queue.popLast() {
                for other in all where next.reaches(other) && seen.insert(other.id).inserted { queue.append(other) }
            }
            return seen
        }
        let forward = reachable(from: self)
        guard forward.contains(id) else { return [] }
        return all.filter { forward.contains($0.id) && reachable(from: $0).contains(id) }.map(\.id)
    }
}
