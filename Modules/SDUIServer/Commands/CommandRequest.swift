import JSON
import SDUIContract

/// A command's body as sent and its caller, beside the typed input its
/// route declares (`CommandRoute<Input>`): handlers read the input, and
/// the raw body only where the payload is not an object.
///
/// The body is the action's payload as the client sent it (`CommandBody`):
/// for an object payload (or none), its members plus `state` holding the
/// listed state keys and a request-input answer under its key; for any other
/// payload (a string, a number, an array), that value, with the client's
/// members in the `SDUI-Command-Members` header. `members` is what the
/// route's input is decoded from either way. A missing or mistyped member is
/// the caller's bug and answers 400 naming it; what the *user* got wrong (a
/// bad parcel code) is a `CommandResult.error` instead.
public struct CommandRequest: Sendable {
    public let name: String
    /// The POST body as sent: the payload, whatever JSON it is.
    public let body: JSONValue
    /// The body's members when it is an object; otherwise those the client
    /// sent beside it in the header (empty when none).
    public let members: JSONObject
    public let screen: ScreenRequest

    public init(name: String, body: JSONValue, members: JSONObject, screen: ScreenRequest) {
        self.name = name
        self.body = body
        self.members = members
        self.screen = screen
    }

    /// An object body: its members are the members.
    public init(name: String, body: JSONObject, screen: ScreenRequest) {
        self.init(name: name, body: .object(body), members: body, screen: screen)
    }

    public var api: String { screen.api }
}
