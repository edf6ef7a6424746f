import JSON
import SDUI

/// The optimistic answer to a favourite heart: a `command` whose payload
/// says the wanted value under `favourite` (a boolean, usually the
/// expression `@{!favourite}`), drawn from the screen's `favourite` state key.
///
/// ```json
/// {"type": "button", "id": "favourite", "title": "@{favourite ? '♥ In your favourites' : '♡ Add to favourites'}",
///  "action": {"type": "command", "url": "/v2/commands/favourite",
///             "payload": {"playlist": "baroque", "favourite": "@{!favourite}"}}}
/// ```
///
/// Anything else under the claimed id (another action type, no boolean)
/// is left to the server alone. A command that declares its own expected
/// change (`optimistic`, contract §5) is left to the session, which shows
/// that change: the server's words then win over the feature's.
public struct FavouriteHeart: LocalOverride {
    public static let defaultComponentID = "favourite"
    /// The state key the heart is drawn from and the payload member it sends.
    public static let key = "favourite"

    public init() {}

    public func optimisticChange(for action: Action, componentID: String?, state: ScreenState) -> OptimisticChange? {
        guard case .command(let command) = action, command.optimistic == nil,
              case .bool(let wanted)? = command.payload?[Self.key] else { return nil }
        var change = JSONObject()
        change[Self.key] = .bool(wanted)
        return OptimisticChange(
            state: change,
            failureMessage: wanted ? "Could not add this to your favourites" : "Could not remove this from your favourites")
    }
}
