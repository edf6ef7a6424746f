import JSON

/// A command's body and caller, with typed access to its members.
///
/// Bodies follow `CommandAction.body(with:)`: the action's payload members
/// at the top level, plus `state` holding the listed state keys. A missing
/// or mistyped member is the caller's bug and answers 400; what the *user*
/// got wrong (a bad parcel code) is a `CommandResult.error` instead.
public struct CommandRequest: Sendable {
    public let name: String
    public let body: JSONObject
    public let screen: ScreenRequest

    public init(name: String, body: JSONObject, screen: ScreenRequest) {
        self.name = name
        self.body = body
        self.screen = screen
    }

    public var api: String { screen.api }

    public func string(_ key: String) throws(APIError) -> String {
        guard let value = body[key]?.stringValue else {
            throw APIError.badRequest("invalid_body", "The command '\(name)' needs a string member '\(key)'.")
        }
        return value
    }

    /// A boolean member that may be left out (nil then); any other type answers 400.
    public func optionalBool(_ key: String) throws(APIError) -> Bool? {
        switch body[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        default: throw APIError.badRequest("invalid_body", "The command '\(name)' takes a boolean member '\(key)'.")
        }
    }

    /// A member of `state`; nil when absent or null.
    public func state(_ key: String) -> JSONValue? {
        guard let value = body["state"]?[key], !value.isNull else { return nil }
        return value
    }
}
