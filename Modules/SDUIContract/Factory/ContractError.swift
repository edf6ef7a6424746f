import JSON

/// Why a whole document (a screen, a command result, a widget) was refused.
///
/// Only a broken top level gets here; broken parts inside a screen become
/// diagnostics instead.
public enum ContractError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not JSON at all; the parse error says where.
    case invalidJSON(JSONParseError)
    /// The document is JSON but not an object.
    case notAnObject(found: String)
    /// A screen without a `sections` array.
    case missingSections(found: String?)
    /// The top level did not match the contract.
    case invalid(DecodingFailure)

    public var description: String {
        switch self {
        case .invalidJSON(let error): return "malformed JSON: \(error)"
        case .notAnObject(let found): return "$: expected an object at the top level, found \(found)"
        case .missingSections(let found):
            if let found { return "$.sections: expected an array of sections, found \(found)" }
            return "$: a screen needs a 'sections' array"
        case .invalid(let failure): return "does not match the contract at \(failure)"
        }
    }
}
