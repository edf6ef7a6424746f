import SDUI

/// The terminal renderers of the core's component types: what
/// `TerminalRegistry.core` starts with (a test checks it has one for every
/// core descriptor).
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
    ]
}
