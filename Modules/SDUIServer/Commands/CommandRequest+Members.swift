import JSON
import SDUIContract

extension CommandRequest {
    /// The members a command reads, from its body or, beside a body that is
    /// not an object, from the `SDUI-Command-Members` header (contract §5).
    ///
    /// Answers 400 when the header is sent with an object body (which holds
    /// its members itself), sent more than once, not a JSON object, or when
    /// `state` is there but not an object: a client that does that is broken,
    /// and saying so beats guessing which members it meant.
    static func members(of body: JSONValue, headers: [String], command name: String) throws(APIError) -> JSONObject {
        let members: JSONObject
        switch (body, headers.count) {
        case (.object(let object), 0):
            members = object
        case (.object, _):
            throw APIError.badRequest("invalid_body", "The command '\(name)' has an object body, which holds its members itself; "
                                      + "\(APIHeader.commandMembers) goes only beside a payload that is not an object.")
        case (_, 0):
            members = JSONObject()
        case (_, 1):
            do throws(CommandBodyError) {
                members = try CommandBody.members(fromHeader: headers[0])
            } catch {
                throw APIError.badRequest("invalid_header", "The command '\(name)': \(error).")
            }
        default:
            throw APIError.badRequest("invalid_header", "The command '\(name)' got \(APIHeader.commandMembers) \(headers.count) times; send it once.")
        }
        if let state = members["state"] {  // absent is fine; null is not an object either
            guard case .object = state else {
                throw APIError.badRequest("invalid_body", "The command '\(name)' takes 'state' as a JSON object, not \(state.typeName).")
            }
        }
        return members
    }
}
