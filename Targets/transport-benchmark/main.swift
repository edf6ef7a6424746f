// Times sequential GETs through CurlHTTPClient, for Scripts/benchmark-transport.sh.
// Usage: transport-benchmark --url URL [--count N]
// Prints one line: `ours: N requests, B bytes each, T ms total, M ms/request`.
import CurlTransport
import SDUI

/// Reads `--url` and `--count` from the command line; nil after printing usage.
func options() -> (url: String, count: Int)? {
    var url: String?
    var count = 200
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
        switch argument {
        case "--url": url = arguments.next()
        case "--count":
            guard let text = arguments.next(), let value = Int(text), value > 0 else { return nil }
            count = value
        default: return nil
        }
    }
    guard let url else { return nil }
    return (url, count)
}

guard let (url, count) = options() else {
    print("usage: transport-benchmark --url URL [--count N]")
    exitWith(2)
}

let client = CurlHTTPClient()
let request = OutgoingRequest(url: url, headers: [("Accept", "application/json")])
do {
    // One warm-up request: opens the connection, as a running client would have.
    let first = try await client.send(request)
    try first.requireSuccess()
    let clock = ContinuousClock()
    var bytes = 0
    let elapsed = try await clock.measure {
        for _ in 0..<count {
            let response = try await client.send(request)
            try response.requireSuccess()
            bytes = response.body.count
        }
    }
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    let perRequest = milliseconds / Double(count)
    print("ours: \(count) requests, \(bytes) bytes each, \(rounded(milliseconds)) ms total, \(rounded(perRequest, places: 3)) ms/request")
} catch {
    print("transport-benchmark: \(error)")
    exitWith(1)
}
