import Foundation
import SDUI

/// Serves one screen file at one URL, read afresh on every request, and
/// hands everything else to the server (if there is one). With a server,
/// the file goes through it first (`POST …/preview/screen`, a server started
/// with `--preview`), so the screen is what this client's API version and
/// capabilities receive from that server.
///
/// The session then treats the file like any screen: a save that changed
/// nothing is a 304 (its ETag is a hash of the bytes), a changed one is a
/// new document and only the components that changed are drawn again, and
/// a broken one is the same error a broken server answer is.
struct FilePreviewHTTPClient: HTTPClient {
    let file: URL
    /// The URL the session asks for the previewed screen.
    let screenURL: String
    /// Where navigation and commands go; nil: nothing else answers.
    let server: (any HTTPClient)?
    /// The server's preview route for this API version, when there is a server.
    let previewURL: String?

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        guard request.url == screenURL else {
            guard let server else {
                throw .cannotConnect(url: request.url, detail: "sdui preview shows one file; give a server with --server URL to follow links and run commands")
            }
            return try await server.send(request)
        }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: file))
        } catch {
            let message = #"{"error": {"code": "unreadable_file", "message": "cannot read \#(file.path): \#(error.localizedDescription)"}}"#
            return HTTPResponse(status: 404, headers: [("Content-Type", "application/json")], body: Array(message.utf8), url: request.url)
        }
        if let server, let previewURL {
            return try await throughServer(bytes, request: request, server: server, previewURL: previewURL)
        }
        let etag = "\"\(Self.hash(bytes))\""
        if request.headers.contains(where: { $0.name.lowercased() == "if-none-match" && $0.value == etag }) {
            return HTTPResponse(status: 304, headers: [("ETag", etag)], url: request.url)
        }
        return HTTPResponse(status: 200, headers: [("Content-Type", "application/json"), ("ETag", etag)], body: bytes, url: request.url)
    }

    /// Posts the file with the session's own headers (version, capabilities, token), so the
    /// server prepares it for this client; a server without the route is told how to get one.
    private func throughServer(_ bytes: [UInt8], request: OutgoingRequest, server: any HTTPClient,
                               previewURL: String) async throws(TransportError) -> HTTPResponse {
        var headers = request.headers.filter { !["if-none-match", "content-type"].contains($0.name.lowercased()) }
        headers.append((name: "Content-Type", value: "application/json"))
        var response = try await server.send(OutgoingRequest(method: "POST", url: previewURL, headers: headers, body: bytes))
        if response.status == 404 || response.status == 405 {
            let message = #"{"error": {"code": "no_preview", "message": "this server does not preview screens: start it with --preview (sdui-server --preview)"}}"#
            response = HTTPResponse(status: 404, headers: [("Content-Type", "application/json")], body: Array(message.utf8), url: request.url)
        } else {
            response.url = request.url
        }
        return response
    }

    /// FNV-1a over the bytes: enough to tell two saves apart.
    static func hash(_ bytes: [UInt8]) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        return String(value, radix: 16)
    }
}
