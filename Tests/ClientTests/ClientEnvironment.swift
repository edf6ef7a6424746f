import Foundation

/// The environment the built `sdui` runs in: the client's files in `data`
/// (never the user's own), a 256-colour terminal, and `changes` on top.
enum ClientEnvironment {
    static func make(_ data: URL, _ changes: [String: String] = [:]) -> [String: String] {
        let base = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "SDUI_DATA_DIR": data.path,
                    "SDUI_TOKEN_FILE": data.appendingPathComponent("token.json").path]
        return base.merging(changes) { _, changed in changed }
    }
}
