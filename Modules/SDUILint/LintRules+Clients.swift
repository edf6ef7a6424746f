import JSON

extension LintRules {
    /// A type an old client cannot take, with nothing for it to show instead.
    static let oldClientNoFallback = LintRule(
        id: "old-client-no-fallback", defaultSeverity: .warning,
        summary: "An element needs a newer API version than the oldest clients speak, and has no fallback or downgrade."
    ) { document in
        let oldest = document.configuration.oldestClientVersion
        return (document.components + document.actions).compactMap { element in
            guard element.type.since > oldest, element.object["fallback"] == nil, element.type.downgrade == nil else { return nil }
            return LintRule.Hit(path: element.path,
                                message: "\(element.type.name) needs API v\(element.type.since); clients on v\(oldest) lose it",
                                fix: "add a \"fallback\" an older client can show")
        }
    }

    /// A long list laid out whole and sent whole.
    static let listNotPaged = LintRule(
        id: "list-not-paged", defaultSeverity: .warning,
        summary: "A list holds more rows than the limit and is neither lazy nor paged."
    ) { document in
        let limit = document.configuration.maximumRows
        var hits: [LintRule.Hit] = []
        let fix = "use a lazyList, or send the first rows with a nextPage (contract §8.3)"
        for element in document.components where element.type.name.rawValue != "lazyList" {
            for key in element.type.members.components.sorted() {
                if case .array(let rows)? = element.object[key], rows.count > limit {
                    hits.append(.init(path: "\(element.path).\(key)", message: "\(rows.count) rows, over the limit of \(limit)", fix: fix))
                }
            }
        }
        for (index, section) in (document.expanded["sections"]?.arrayValue ?? []).enumerated() {
            if case .array(let rows)? = section["components"], rows.count > limit, section["nextPage"] == nil {
                hits.append(.init(path: "sections[\(index)].components", message: "\(rows.count) rows, over the limit of \(limit)", fix: fix))
            }
        }
        return hits
    }

    /// An answer too big for a phone on a slow network.
    static let answerSize = LintRule(
        id: "answer-size", defaultSeverity: .warning,
        summary: "The answer is larger than the limit, uncompressed."
    ) { document in
        guard document.byteCount > document.configuration.maximumAnswerBytes else { return [] }
        return [.init(path: "$", message: "\(document.byteCount) bytes, over the limit of \(document.configuration.maximumAnswerBytes)",
                      fix: "page long lists (nextPage), move repeated shapes into templates, or split the screen")]
    }
}
