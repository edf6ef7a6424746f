import SDUI

/// The favourite heart answered on the device (Primephonic's design): the
/// heart fills the moment it is tapped, the server's command confirms it,
/// and a refused command puts it back with the reason.
///
/// The server stays in charge of what a favourite is; this feature only
/// claims the element it sends under `componentID` (see `FavouriteHeart`
/// for the shape it expects). A client without it shows the same heart,
/// which then changes when the server's refreshed screen arrives.
///
/// ```swift
/// try registry.install(FavouritesFeature())
/// ```
public struct FavouritesFeature: Feature {
    public let name = "Favourites"
    /// The id of the server's heart element.
    public let componentID: String

    public init(componentID: String = FavouriteHeart.defaultComponentID) {
        self.componentID = componentID
    }

    public func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try registry.register(override: FavouriteHeart(), for: .component(id: componentID), owner: name)
    }
}
