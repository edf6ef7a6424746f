import JSON

/// The change a `command` expects, so a client can show it before the server
/// answers ("Add to favourites" fills the heart at once) and put it back if
/// the command fails. Only clients that declare `f:optimistic@1` apply it;
/// a server leaves it out for the others, which wait for the answer.
///
/// The values are ordinary screen fields, so `@{…}` in them is evaluated
/// when the button is pressed, with the state as it was then:
///
/// ```json
/// {"type": "command", "url": "/v2/commands/favourite", "payload": {"favourite": "@{!favourite}"},
///  "optimistic": {"state": {"favourite": "@{!favourite}"}, "failureMessage": "Could not add this to your favourites"}}
/// ```
public struct OptimisticUpdate: Codable, Sendable, Equatable {
    /// State values to set at once; the server's answer (a patch's state, a
    /// refreshed screen) still says what is true once it arrives.
    public var state: JSONObject
    /// Said, followed by the reason, when the command fails and the change
    /// is put back (in the user's language: the server writes it).
    public var failureMessage: String?

    public init(state: JSONObject, failureMessage: String? = nil) {
        self.state = state
        self.failureMessage = failureMessage
    }
}
