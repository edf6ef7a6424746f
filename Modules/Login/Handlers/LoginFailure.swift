import LoginContract
import SDUI

/// Why logging in or out did not work, in words for the user. Never holds
/// the password or the token: only what the user typed as their name, URLs
/// and the server's own message.
public enum LoginFailure: Error, Sendable, Equatable, CustomStringConvertible {
    case missingUsername
    case missingPassword
    case invalidURL(String, reason: String)
    /// The action's URL is on another server; credentials are not sent there.
    case foreignOrigin(url: String, server: String)
    /// 401 from the login endpoint; `message` is the server's.
    case wrongCredentials(message: String)
    case server(status: Int, message: String?)
    case transport(TransportError)
    /// The answer was not a `LoginResponse` with a usable token.
    case invalidAnswer(reason: String)
    /// The server refused one input (`error.field` of a 4xx): `stateKey` is
    /// the screen's key for it, where the message is shown.
    case invalidField(stateKey: String, message: String)

    public var description: String {
        switch self {
        case .missingUsername: return "Enter your email address."
        case .missingPassword: return "Enter your password."
        case .invalidURL(let url, let reason): return "The login address '\(url)' is invalid: \(reason)."
        case .foreignOrigin(let url, let server):
            return "Refused to send your login to \(url): it is not this app's server (\(server))."
        case .wrongCredentials(let message): return message
        case .server(let status, let message):
            return "Logging in failed: the server answered HTTP \(status)" + (message.map { ": \($0)" } ?? ".")
        case .transport(let error): return "Logging in failed: \(error)."
        case .invalidAnswer(let reason): return "Logging in failed: the server's answer cannot be used (\(reason))."
        case .invalidField(_, let message): return message
        }
    }
}
