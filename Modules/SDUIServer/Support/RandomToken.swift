import Foundation

/// Unguessable identifiers: 32 bytes from the system's secure generator in
/// base64url (bearer tokens, and the ids of new orders and playlists).
public enum RandomToken {
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
