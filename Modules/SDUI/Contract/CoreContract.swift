/// The component and action types the core itself knows, registered in one
/// table, so the factory, the registry's reserved names and the capability
/// manifest cannot disagree.
public enum CoreContract {
    /// Owner named in registration errors for core types.
    public static let owner = "SDUI core"

    /// Decoders of the core's component types, by type name.
    static let componentTypes: [TypeName: @Sendable (any Decoder) throws -> any ComponentContent] = {
        var table: [TypeName: @Sendable (any Decoder) throws -> any ComponentContent] = [:]
        func add<Content: ComponentContent>(_ content: Content.Type) {
            table[Content.typeName] = { decoder in try Content(from: decoder) }
        }
        add(TextComponent.self)
        add(HeaderComponent.self)
        add(DetailRowComponent.self)
        add(ArtworkRowComponent.self)
        add(CarouselComponent.self)
        add(GridComponent.self)
        add(ListComponent.self)
        add(ImageBannerComponent.self)
        add(ExploreTileComponent.self)
        add(ImageComponent.self)
        add(ButtonComponent.self)
        add(TextFieldComponent.self)
        add(ToggleComponent.self)
        add(PickerComponent.self)
        add(BadgeComponent.self)
        add(SpacerComponent.self)
        add(DividerComponent.self)
        add(ColumnComponent.self)
        add(RowComponent.self)
        add(CardComponent.self)
        add(ScrollComponent.self)
        add(LazyListComponent.self)
        add(TrackComponent.self)
        return table
    }()

    /// The core's action types; each is a case of `Action`.
    public static let actionTypes: Set<TypeName> = [
        "navigate", "command", "updateState", "showAlert", "openURL", "share", "sequence", "back", "refresh",
    ]

    /// Everything the core can show and run, at version 1, and the contract
    /// features it implements.
    public static var capabilities: [Capability] {
        componentTypes.keys.map { Capability(kind: .component, type: $0, version: 1) }
            + actionTypes.map { Capability(kind: .action, type: $0, version: 1) }
            + features
    }

    /// `expressions`: `@{…}` in fields and `visible` (§8.1 of the contract).
    public static let expressions = Capability(kind: .feature, type: "expressions", version: 1)

    /// `templates`: named bodies expanded before decoding (§8.2 of the contract).
    public static let templates = Capability(kind: .feature, type: "templates", version: 1)

    public static var features: [Capability] { [expressions, templates] }

    /// Names of the core's component types, sorted.
    public static var componentTypeNames: [TypeName] { componentTypes.keys.sorted() }
}
