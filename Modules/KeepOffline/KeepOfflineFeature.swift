import SDUI

/// Keep for offline (Primephonic's downloads): the `keepOffline` and
/// `removeOffline` actions a server offers on a screen (the demo's album
/// menu), run against an `OfflineShelf` over the client's cache. Kept
/// screens are pinned apart from the cache's eviction, with their pictures,
/// under `KeepLimits`; the offline page lists them first; their pictures
/// are fetched again when the screen comes back with a new body.
///
/// A client without this feature (the clip) does not declare the actions,
/// so the server never offers them to it.
///
/// ```swift
/// try registry.install(KeepOfflineFeature(shelf: shelf))
/// ```
public struct KeepOfflineFeature: Feature {
    public let name = "KeepOffline"
    public let shelf: OfflineShelf

    public init(shelf: OfflineShelf) {
        self.shelf = shelf
    }

    public func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try KeepOfflineWireTypes.all.register(into: &registry)
        try registry.register(handler: KeepOfflineHandler(shelf: shelf), owner: name)
        try registry.register(handler: RemoveOfflineHandler(shelf: shelf), owner: name)
        registry.add(observer: KeptScreenRefresher(shelf: shelf))
    }
}
