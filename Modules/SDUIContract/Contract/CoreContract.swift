/// The component and action types the core itself knows, registered in one
/// table, so the factory, the registry's reserved names and the capability
/// manifest cannot disagree.
public enum CoreContract {
    /// Owner named in registration errors for core types.
    public static let owner = "SDUI core"

    /// The core's component payload types, in the order the contract
    /// document lists them; tools (`sdui schema`) describe each from its decoder.
    public static let componentContentTypes: [any ComponentContent.Type] = [
        TextComponent.self, HeaderComponent.self, DetailRowComponent.self, ArtworkRowComponent.self,
        CarouselComponent.self, GridComponent.self, ListComponent.self, ImageBannerComponent.self,
        ExploreTileComponent.self, ImageComponent.self, ButtonComponent.self, TextFieldComponent.self,
        ToggleComponent.self, PickerComponent.self, BadgeComponent.self, SpacerComponent.self,
        DividerComponent.self, ColumnComponent.self, RowComponent.self, CardComponent.self,
        ScrollComponent.self, LazyListComponent.self, TrackComponent.self,
    ]

    /// Decoders of the core's component types, by type name.
    static let componentTypes: [TypeName: @Sendable (any Decoder) throws -> any ComponentContent] = {
        var table: [TypeName: @Sendable (any Decoder) throws -> any ComponentContent] = [:]
        func add<Content: ComponentContent>(_ content: Content.Type) {
            table[Content.typeName] = { decoder in try Content(from: decoder) }
        }
        for content in componentContentTypes { add(content) }
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
