// Times the transport and the API client, for Scripts/benchmark-transport.sh
// and Scripts/benchmark-screen-load.sh.
// Usage:
//   transport-benchmark --url URL [--count N]
//       sequential GETs through CurlHTTPClient; prints one line:
//       `ours: N requests, B bytes each, T ms total, M ms/request`
//   transport-benchmark --server BASE --path PATH [--api-version V] [--count N]
//       request → decoded Screen through APIClient; prints per-request samples
//       (see ScreenLoadBenchmark)
import CurlTransport
import SDUI
import SDUISession

enum Mode {
    case transport(url: String, count: Int)
    case screen(server: String, path: String, apiVersion: Int, count: Int)
}

/// Reads the command line; nil after a wrong one.
func options() -> Mode? {
    var url: String?
    var server: String?
    var path: String?
    var apiVersion = ContractVersion.newest
    var count = 200
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
        switch argument {
        case "--url": url = arguments.next()
        case "--server": server = arguments.next()
        case "--path": path = arguments.next()
        case "--api-version":
            guard let text = arguments.next(), let value = Int(text), value > 0 else { return nil }
            apiVersion = value
        case "--count":
            guard let text = arguments.next(), let value = Int(text), value > 0 else { return nil }
            count = value
        default: return nil
        }
    }
    if let url, server == nil, path == nil { return .transport(url: url, count: count) }
    if let server, let path, url == nil { return .screen(server: server, path: path, apiVersion: apiVersion, count: count) }
    return nil
}

/// The original series: raw GETs on one client, one average.
func runTransport(url: String, count: Int) async {
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
}

switch options() {
case .transport(let url, let count)?:
    await runTransport(url: url, count: count)
case .screen(let server, let path, let apiVersion, let count)?:
    do throws(LoadError) {
        let endpoint = try ServerEndpoint(baseURL: server, apiVersion: apiVersion)
        let screen: ScreenPath
        do throws(ScreenPath.Invalid) {
            screen = try ScreenPath(validating: path)
        } catch {
            throw LoadError.invalidDestination(path, reason: error.reason)
        }
        try await ScreenLoadBenchmark(endpoint: endpoint, path: screen, count: count).run()
    } catch {
        print("transport-benchmark: \(error)")
        exitWith(1)
    }
case nil:
    print("usage: transport-benchmark --url URL [--count N]")
    print("       transport-benchmark --server BASE --path PATH [--api-version V] [--count N]")
    exitWith(2)
}
