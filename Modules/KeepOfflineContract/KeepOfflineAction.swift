import SDUIContract

/// Keeps a screen for offline use on this device, with its pictures, until
/// the person removes it: the offline page then lists it first, and opening
/// it without a network shows the kept copy (Primephonic's "download").
///
/// `path` names the screen to keep (usually the one that offers the action);
/// the client keeps the copy it has (or loads one) and the pictures it draws.
///
/// ```json
/// {"type": "keepOffline", "path": "albums/brandenburg"}
/// ```
public struct KeepOfflineAction: ActionContent {
    public static let typeName: TypeName = "keepOffline"

    /// The screen's path, such as `albums/brandenburg`.
    public var path: String

    public init(path: String) {
        self.path = path
    }
}
