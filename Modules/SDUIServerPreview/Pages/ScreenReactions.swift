import JSON
import SDUIContract
import SDUIServer

/// What a screen does by itself (its triggers, timers and components'
/// impressions, contract §8.4–8.6), as its author wrote them, for the
/// browser preview. They are read from the document before it is prepared
/// for the chosen client: a client that does not declare them is sent none
/// (the server's downgrade), and the author should still see what they are
/// and that this client goes without them. Expressions stay as written
/// (`@{all}`), because no single state would say what they do.
struct ScreenReactions: Sendable {
    var triggers: [Trigger] = []
    var timers: [ScreenTimer] = []
    /// The components with visibility or disappear actions, in the order they are drawn.
    var tracked: [Component] = []
    /// Whether the chosen client is sent each kind (it declares what it needs to run them).
    var sendsTriggers = false
    var sendsTimers = false
    var sendsImpressions = false

    var isEmpty: Bool { triggers.isEmpty && timers.isEmpty && tracked.isEmpty }

    /// Reads them from `document` with its templates expanded (what they
    /// expand to may carry impressions) and nothing resolved. A document
    /// that cannot be decoded has none to show: its problems are the
    /// diagnostics' part.
    static func read(_ document: JSONValue, delegate: any ScreenFactoryDelegate, profile: ClientProfile) -> ScreenReactions {
        var reactions = ScreenReactions(sendsTriggers: profile.runsTriggers, sendsTimers: profile.runsTimers,
                                        sendsImpressions: profile.tracksImpressions)
        let expanded = TemplateExpansion.expand(document).value
        var decoder = JSONModelDecoder()
        decoder.userInfo = ContractContext(delegate: delegate).userInfo
        guard case .object(let object) = expanded, case .array = object["sections"],
              let screen = try? decoder.decode(Screen.self, from: expanded) else { return reactions }
        reactions.triggers = screen.triggers ?? []
        reactions.timers = screen.timers ?? []
        reactions.tracked = screen.allComponents.filter(\.isTracked)
        return reactions
    }
}
