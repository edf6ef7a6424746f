/// A request as the test server read it off the socket.
struct ReceivedRequest: Sendable {
    var method: String
    /// The request target: path and query, as sent.
    var target: String
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    var path: Substring {
        target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }

    var query: Substring? {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 ? parts[1] : nil
    }

    func header(_ name: String) -> String? {
        headers.last { $0.name.lowercased() == name.lowercased() }?.value
    }
}
