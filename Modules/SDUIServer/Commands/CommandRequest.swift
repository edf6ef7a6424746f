import JSON
import SDUIContract

/// A command's body and caller, with typed access to its members.
///
/// The body is the action's payload as the client sent it (`CommandBody`):
/// for an object payload (or none), its members plus `state` holding the
/// listed state keys and a request-input answer under its key; for any other
/// payload (a string, a number, an array), that value, with the client's
/// members in the `SDUI-Command-Members` header. `members` is the one place
/// to read them either way. A missing or mistyped member is the caller's bug
/// and answers 400; what the *user* got wrong (a bad parcel code) is a
/// `CommandResult.error` instead.
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

    public func string(_ key: String) throws(APIError) -> String {
        guard let value = members[key]?.stringValue else {
            throw APIError.badRequest("invalid_body", "The command '\(name)' needs a string member '\(key)'.")
        }
        return value
    }

    /// A boolean member that may be left out (nil then); any other type answers 400.
    public func optionalBool(_ key: String) throws(APIError) -> Bool? {
        switch members[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        default: throw APIError.badRequest("invalid_body", "The command '\(name)' takes a boolean member '\(key)'.")
        }
    }

    /// A member of `state`; nil when absent or null.
    public func state(_ key: String) -> JSONValue? {
        guard let value = members["state"]?[key], !value.isNull else { return nil }
        return value
    }
}
