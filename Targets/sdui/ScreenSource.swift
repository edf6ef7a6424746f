import Foundation
import SDUI
import SDUISession
import TerminalUI

/// Where `render` and `validate` read a screen from: a URL on a server, or a file.
enum ScreenSource {
    case url(String)
    case file(String)

    init(_ argument: String) {
        let lowered = argument.lowercased()
        self = lowered.hasPrefix("http://") || lowered.hasPrefix("https://") ? .url(argument) : .file(argument)
    }

    /// The decoded screen, or a message that says what went wrong where.
    /// - Returns: the screen, the features it was decoded with, whether it is an offline copy,
    ///   and the client that fetched it (nil for a file).
    func load(options: FeatureOptions, tls: TLSOptions) async throws -> (decoded: Decoded<Screen>, terminal: TerminalRegistry, offline: Bool, client: Client?) {
        switch self {
        case .url(let url):
            let endpoint = try Self.endpoint(for: url)
            let client = try Client(endpoint: endpoint, options: options, tls: tls)
            do throws(LoadError) {
                let load = try await client.api.screen(url: url, revalidate: false)
                return (load.decoded, client.terminal, load.isOffline, client)
            } catch {
                throw CommandFailure("\(error)")
            }
        case .file(let path):
            let registries = try Features.registries(options: options, http: nil, endpoint: nil)
            let bytes = try Self.read(path)
            do throws(ContractError) {
                return (try ScreenFactory(delegate: registries.features).makeScreen(from: bytes), registries.terminal, false, nil)
            } catch {
                throw CommandFailure("\(path): \(error)")
            }
        }
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("\(path): cannot read this file")
        }
        return Array(data)
    }

    /// The server and API version of a screen URL such as `http://127.0.0.1:8080/v2/screens/home`.
    static func endpoint(for url: String) throws -> ServerEndpoint {
        let parsed: WebURL
        do throws(WebURL.ParseError) {
            parsed = try WebURL(parsing: url)
        } catch {
            throw CommandFailure(error.description)
        }
        let segments = parsed.path.split(separator: "/")
        var version = ContractVersion.newest
        if let first = segments.first, first.hasPrefix("v"), let number = Int(first.dropFirst()) { version = number }
        let root = parsed.root
        do throws(LoadError) {
            return try ServerEndpoint(baseURL: root, apiVersion: version)
        } catch {
            throw CommandFailure("\(url): \(error)")
        }
    }
}

/// A failure a command reports in one line and exits non-zero for.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
