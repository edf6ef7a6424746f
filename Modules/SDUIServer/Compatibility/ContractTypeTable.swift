import SDUIContract

/// The one table of which component and action types each API version
/// supports, and what an element becomes for a client that cannot take it.
///
/// | type | kind | since | for older clients |
/// | --- | --- | --- | --- |
/// | `carousel` | component | v2 | `list` of `detailRow`s |
/// | `exploreTile` | component | v2 | `detailRow` |
/// | `imageBanner` | component | v2 | `artworkRow` |
/// | `track` | component | v2 | `detailRow` (duration as disclosure text) |
/// | every other core type, and every type of the installed apps' feature contracts | both | v1 | dropped, unless the element has a `fallback` |
///
/// `CapabilityFilter` reads only this table; nothing else in the server
/// switches over type names to decide what a client may receive. Built
/// once at start-up from the core's rules and the contracts the installed
/// apps registered, so a server sends exactly the feature types its apps use.
public struct ContractTypeTable: Sendable {
    public static let coreRules: [ContractTypeRule] = [
        // Core components.
        .component(TextComponent.self, since: .v1),
        .component(HeaderComponent.self, since: .v1),
        .component(DetailRowComponent.self, since: .v1),
        .component(ArtworkRowComponent.self, since: .v1),
        .component(ListComponent.self, since: .v1),
        .component(GridComponent.self, since: .v1),
        .component(ImageComponent.self, since: .v1),
        .component(ButtonComponent.self, since: .v1),
        .component(TextFieldComponent.self, since: .v1),
        .component(ToggleComponent.self, since: .v1),
        .component(SpacerComponent.self, since: .v1),
        .component(DividerComponent.self, since: .v1),
        .component(ColumnComponent.self, since: .v1),
        .component(RowComponent.self, since: .v1),
        .component(CardComponent.self, since: .v1),
        .component(ScrollComponent.self, since: .v1),
        .component(LazyListComponent.self, since: .v1),
        .component(CarouselComponent.self, since: .v2, downgrade: .carouselToList),
        .component(ExploreTileComponent.self, since: .v2, downgrade: .exploreTileToDetailRow),
        .component(ImageBannerComponent.self, since: .v2, downgrade: .imageBannerToArtworkRow),
        .component(TrackComponent.self, since: .v2, downgrade: .trackToDetailRow),
        .component(PickerComponent.self, since: .v2),
        .component(BadgeComponent.self, since: .v2),
        // Core actions.
        .coreAction("navigate", since: .v1),
        .coreAction("command", since: .v1),
        .coreAction("updateState", since: .v1),
        .coreAction("showAlert", since: .v1),
        .coreAction("openURL", since: .v1),
        .coreAction("share", since: .v1),
        .coreAction("sequence", since: .v1),
        .coreAction("back", since: .v1),
        .coreAction("refresh", since: .v1),
    ]

    /// Members without which an element of the core means nothing (see `ContractShape`).
    static let coreRequiredMembers: [TypeName: Set<String>] = [
        ButtonComponent.typeName: ["action"],
        "sequence": ["actions"],
        ContractShape.titledActionOwner: ["action"],
    ]

    public let rules: [ContractTypeRule]
    /// Members an element cannot do without, by type; losing one drops the element (or uses its fallback).
    public let requiredMembers: [TypeName: Set<String>]
    private let byKey: [Key: ContractTypeRule]

    /// The core's types and the types of `features`, each feature type in every version since v1
    /// (no feature type has a server-side downgrade).
    public init(features: [ContractTypes]) {
        rules = Self.coreRules + features.flatMap(Self.featureRules)
        var table: [Key: ContractTypeRule] = [:]
        for rule in rules { table[Key(kind: rule.kind, type: rule.type)] = rule }
        byKey = table
        requiredMembers = features.reduce(into: Self.coreRequiredMembers) { table, types in
            table.merge(types.requiredMembers) { $0.union($1) }
        }
    }

    static func featureRules(_ types: ContractTypes) -> [ContractTypeRule] {
        types.components.map { ContractTypeRule.component($0, since: .v1) }
            + types.actions.map { ContractTypeRule.action($0, since: .v1) }
    }

    struct Key: Hashable {
        let kind: Capability.Kind
        let type: TypeName
    }

    public func rule(_ kind: Capability.Kind, _ type: TypeName) -> ContractTypeRule? {
        byKey[Key(kind: kind, type: type)]
    }

    /// Everything a version supports, as the manifest a client of that version
    /// that declared everything would send.
    public func capabilities(of version: APIVersion) -> CapabilityManifest {
        CapabilityManifest(rules.filter { $0.since <= version }.map {
            Capability(kind: $0.kind, type: $0.type, version: $0.capabilityVersion)
        })
    }

    /// Whether an element of type `owner` cannot do without its member `key`.
    func isRequired(_ key: String, in owner: TypeName?) -> Bool {
        guard let owner else { return false }
        return requiredMembers[owner]?.contains(key) ?? false
    }
}
