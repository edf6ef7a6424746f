import SDUIContract

/// A member of an action type that only clients declaring a contract
/// feature take, and what every other client gets instead. Written once
/// here; `CapabilityFilter` applies the list, so a new gated member is one
/// line, not another special case in the filter.
struct FeatureGatedMember: Sendable {
    /// What a client without the feature gets.
    enum Without: Sendable {
        /// The action without the member: it still does its work, the member was a refinement.
        case memberLeftOut
        /// The action's fallback (or nothing): the client would misread what the action does.
        case fallback
    }

    let actionType: TypeName
    let member: String
    let feature: Capability
    let without: Without

    /// Every gated member of the core's actions (at most 64: `missing(for:)` keeps one bit each).
    static let all: [FeatureGatedMember] = [
        FeatureGatedMember(actionType: "command", member: "optimistic", feature: CoreContract.optimistic, without: .memberLeftOut),
        FeatureGatedMember(actionType: "command", member: "answer", feature: CoreContract.plainAnswers, without: .fallback),
    ]

    /// Which of `all` `client` does not take, one bit each by position: read
    /// once per filter (the manifest is searched), and with no allocation,
    /// as a filter is made for every request.
    static func missing(for client: ClientProfile) -> UInt64 {
        var missing: UInt64 = 0
        for (index, gate) in all.enumerated() where !(client.manifest?.supports(.feature, gate.feature.type) ?? false) {
            missing |= 1 << UInt64(index)
        }
        return missing
    }
}
