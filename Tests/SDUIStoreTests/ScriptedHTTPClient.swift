import SDUI
import Synchronization

/// An HTTP client whose answers the test switches, to take "the network" away.
final class ScriptedHTTPClient: HTTPClient {
    private let answers = Mutex<[String: Result<HTTPResponse, TransportError>]>([:])

    func answer(_ url: String, status: Int = 200, json: String, etag: String? = nil) {
        var headers: [(name: String, value: String)] = [("Content-Type", "application/json")]
        if let etag { headers.append(("ETag", etag)) }
        answers.withLock { $0[url] = .success(HTTPResponse(status: status, headers: headers, body: Array(json.utf8), url: url)) }
    }

    func fail(_ url: String) {
        answers.withLock { $0[url] = .failure(.cannotConnect(url: url, detail: "connection refused")) }
    }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        let answer = answers.withLock { $0[request.url] } ?? .failure(.cannotConnect(url: request.url, detail: "no route"))
        return try answer.get()
    }
}
