import SDUI

/// The terminal renderers of the core's component types, registered through
/// the core's `FeatureRegistry` like any feature's.
///
/// ```swift
/// var registry = FeatureRegistry()
/// try TerminalRenderers.registerCore(into: &registry)
/// try registry.register(terminalRenderer: BarcodeInputRenderer(), owner: "ScanBarcode")
/// ```
public enum TerminalRenderers {
    /// Owner named in registration conflicts.
    public static let owner = "TerminalUI"

    /// One renderer per core component type.
    public static let core: [(TypeName, any ComponentRenderer)] = [
        (TextComponent.typeName, TextRenderer()),
        (HeaderComponent.typeName, HeaderRenderer()),
        (DetailRowComponent.typeName, DetailRowRenderer()),
        (ArtworkRowComponent.typeName, ArtworkRowRenderer()),
        (CarouselComponent.typeName, CarouselRenderer()),
        (GridComponent.typeName, GridRenderer()),
        (ListComponent.typeName, ListRenderer()),
        (ImageBannerComponent.typeName, ImageBannerRenderer()),
        (ExploreTileComponent.typeName, ExploreTileRenderer()),
        (ImageComponent.typeName, ImageRenderer()),
        (ButtonComponent.typeName, ButtonRenderer()),
        (TextFieldComponent.typeName, TextFieldRenderer()),
        (ToggleComponent.typeName, ToggleRenderer()),
        (PickerComponent.typeName, PickerRenderer()),
        (BadgeComponent.typeName, BadgeRenderer()),
        (SpacerComponent.typeName, SpacerRenderer()),
        (DividerComponent.typeName, DividerRenderer()),
        (ColumnComponent.typeName, ColumnRenderer()),
        (RowComponent.typeName, RowRenderer()),
        (CardComponent.typeName, CardRenderer()),
        (ScrollComponent.typeName, ScrollRenderer()),
        (LazyListComponent.typeName, LazyListRenderer()),
        (TrackComponent.typeName, TrackRenderer()),
    ]

    /// Registers every core renderer with owner "TerminalUI"; throws if one is already registered.
    public static func registerCore(into registry: inout FeatureRegistry) throws(RegistrationError) {
        for (type, renderer) in core {
            try registry.register(renderer: TerminalRendererEntry(renderer), for: type, owner: owner)
        }
    }
}
