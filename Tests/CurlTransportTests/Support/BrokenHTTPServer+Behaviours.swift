/// The behaviours, by path. Each answers one request and says whether the
/// connection stays open for the next one.
extension BrokenHTTPServer {
    static let jsonBody = #"{"ok":true,"items":[1,2,3]}"#
    static let errorJSON = #"{"error":{"code":"internal_error","message":"the database is on fire"}}"#
    static let errorPage = "<html><body><h1>502 Bad Gateway</h1></body></html>"
    static let garbage = "ok: true; items = [1, 2, 3]"

    /// A screen with one text component; `id` is also its title.
    static func screenJSON(_ id: String) -> String {
        #"{"id":"\#(id)","title":"\#(id)","sections":[{"id":"main","components":[{"type":"text","id":"intro","paragraphs":"Hello"}]}]}"#
    }

    func respond(to request: ReceivedRequest, on connection: SocketConnection) -> Bool {
        switch request.path {
        case "/json":
            return reply(connection, status: "200 OK", type: "application/json", body: Self.jsonBody)
        case "/gather-json":
            // /gather-json?<count>: answers once that many requests wait here together.
            gather(Int(request.query ?? "") ?? 1)
            return reply(connection, status: "200 OK", type: "application/json", body: Self.jsonBody)
        case "/error":
            return reply(connection, status: "500 Internal Server Error", type: "text/plain", body: "boom: the database is on fire")
        case "/error-json":
            // The reference server's error shape.
            return reply(connection, status: "500 Internal Server Error", type: "application/json; charset=utf-8",
                         body: Self.errorJSON)
        case "/error-html":
            // What a proxy in front of the server sends when the server is down.
            return reply(connection, status: "500 Internal Server Error", type: "text/html", body: Self.errorPage)
        case "/screen":
            // /screen?<id>: a good screen document with that id and title, as the reference server sends it.
            return reply(connection, status: "200 OK", type: "application/json; charset=utf-8",
                         body: Self.screenJSON(request.query.map(String.init) ?? "screen"))
        case "/screen-as-html":
            // A perfectly good screen, labelled as a web page.
            return reply(connection, status: "200 OK", type: "text/html; charset=utf-8", body: Self.screenJSON("screen"))
        case "/typed-screen":
            // /typed-screen?<content type>: a good screen under that type, as written.
            return reply(connection, status: "200 OK", type: request.query.map(String.init) ?? "", body: Self.screenJSON("typed"))
        case "/untyped-screen":
            let body = Self.screenJSON("untyped")
            return connection.write("HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        case "/not-http":
            // Not an HTTP answer at all: bytes of another protocol, or noise.
            _ = connection.write("SSH-2.0-OpenSSH_9.2 garbage \u{1}\u{2}\u{3}\r\nmore noise\r\n")
            return false
        case "/giant-header":
            // One header field of 1 MB: over libcurl's own limit for a field.
            let value = String(repeating: "a", count: 1_000_000)
            _ = connection.write("HTTP/1.1 200 OK\r\nX-Giant: \(value)\r\nContent-Length: 2\r\n\r\n{}")
            return false
        case "/many-headers":
            // 4,000 fields of 100 bytes: each small, together 400 KB.
            let field = "X-Filler: " + String(repeating: "b", count: 88) + "\r\n"
            _ = connection.write("HTTP/1.1 200 OK\r\n" + String(repeating: field, count: 4_000) + "Content-Length: 2\r\n\r\n{}")
            return false
        case "/garbage-json":
            return reply(connection, status: "200 OK", type: "application/json", body: Self.garbage)
        case "/done":
            return reply(connection, status: "200 OK", type: "application/json", body: #"{"type":"done","message":"Saved"}"#)
        case "/wrong-type":
            return reply(connection, status: "200 OK", type: "text/html", body: "<html>not json</html>")
        case "/truncated":
            // Promises 1000 bytes, sends 10, hangs up.
            _ = connection.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"items\":[")
            return false
        case "/huge":
            // Declares 4 MB and sends it until the client gives up.
            _ = connection.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 4000000\r\n\r\n")
            let chunk = [UInt8](repeating: 0x20, count: 40_000)
            for _ in 0..<100 {
                if !connection.write(chunk) { break }
            }
            return false
        case "/huge-chunked":
            // No length up front: only counting the bytes can stop it.
            _ = connection.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = Array("9c40\r\n".utf8) + [UInt8](repeating: 0x20, count: 40_000) + Array("\r\n".utf8)
            for _ in 0..<100 {
                if !connection.write(chunk) { return false }
            }
            _ = connection.write("0\r\n\r\n")
            return false
        case "/slow-body":
            // Headers and a little body at once, then nothing for a minute (or
            // until the client hangs up or the test stops the server): far
            // longer than any limit a test sets, so only that limit ends it.
            _ = connection.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"items\":[")
            connection.waitForPeer(upTo: 60_000)
            return false
        case "/slow-headers":
            connection.waitForPeer(upTo: 60_000)
            return false
        case "/close":
            // Reads the request, answers nothing, hangs up.
            return false
        case "/redirect":
            // /redirect?<status>&<location>: answers that status with that Location.
            let query = request.query ?? ""
            let parts = query.split(separator: "&", maxSplits: 1)
            let status = parts.first.map(String.init) ?? "302"
            let location = parts.count > 1 ? String(parts[1]) : "/json"
            return redirect(connection, status: status, location: location)
        case "/redirect-same":
            return redirect(connection, status: "302", location: "/json")
        case "/nested/redirect-relative":
            return redirect(connection, status: "301", location: "../json?from=relative")
        case "/loop":
            return redirect(connection, status: "302", location: "/loop")
        case "/no-location":
            return reply(connection, status: "302 Found", type: "text/plain", body: "moved, somewhere")
        case "/echo":
            let type = request.header("Content-Type") ?? "application/octet-stream"
            let head = "HTTP/1.1 200 OK\r\nContent-Type: \(type)\r\nX-Echo-Method: \(request.method)\r\n"
                + "Content-Length: \(request.body.count)\r\n\r\n"
            return connection.write(Array(head.utf8) + request.body)
        default:
            return reply(connection, status: "404 Not Found", type: "text/plain", body: "no behaviour at \(request.path)")
        }
    }

    private func reply(_ connection: SocketConnection, status: String, type: String, body: String) -> Bool {
        connection.write("HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
    }

    private func redirect(_ connection: SocketConnection, status: String, location: String) -> Bool {
        connection.write("HTTP/1.1 \(status) Redirect\r\nLocation: \(location)\r\nContent-Length: 0\r\n\r\n")
    }
}
