import SDUIContract

/// Stops keeping a screen for offline use: its copy and pictures go back to
/// the ordinary cache rules (the most recent screens are still listed on the
/// offline page, as recent ones, until they are evicted).
///
/// ```json
/// {"type": "removeOffline", "path": "albums/brandenburg"}
/// ```
public struct RemoveOfflineAction: ActionContent {
    public static let typeName: TypeName = "removeOffline"

    /// The screen's path, such as `albums/brandenburg`.
    public var path: String

    public init(path: String) {
        self.path = path
    }
}
