import CurlTransport
import Foundation
import JSON
import SDUI
import SDUIServerPostgres
import SDUITesting
import Testing

/// Two `sdui-server` processes on one PostgreSQL database: a page cursor
/// made by one is accepted by the other (the signing key is the database's),
/// and both answer a page with the same bytes and `ETag`, so a client
/// behind a load balancer revalidates with a 304 wherever it lands.
@Suite("Pages across instances", .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
struct PagesAcrossInstancesTests {
    let http = CurlHTTPClient()

    func get(_ url: String, etag: String? = nil) async throws -> HTTPResponse {
        var headers = [(name: String, value: String)]()
        headers.append((name: "SDUI-Capabilities", value: ScreenFactory().capabilities.headerValue))
        if let etag { headers.append((name: "If-None-Match", value: etag)) }
        return try await http.send(OutgoingRequest(method: "GET", url: url, headers: headers))
    }

    @Test("a cursor from instance A opens the page on B, with the same ETag; B's 304 holds for A's copy")
    func cursorsTravel() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let (a, b) = try await InstancesTests.startTwo(on: settings)
            defer { for server in [a, b] { server.signal(SIGKILL) } }

            let screen = try JSONParser().parse(try await get(a.baseURL + "/v2/screens/composers/bach/works").body)
            let link = try #require(screen["sections"]?[0]?["components"]?[0]?["nextPage"])
            let path = try #require(link["path"]?.stringValue), cursor = try #require(link["cursor"]?.stringValue)
            let pageURL = "/v2/pages/\(path)?cursor=\(APIRoute.percentEncoded(cursor))"

            let fromA = try await get(a.baseURL + pageURL)
            let fromB = try await get(b.baseURL + pageURL)
            #expect(fromA.status == 200)
            #expect(fromB.status == 200, "\(String(decoding: fromB.body, as: UTF8.self))")
            #expect(fromA.body == fromB.body)
            let etag = try #require(fromA.header("ETag"))
            #expect(fromB.header("ETag") == etag)
            #expect(try await get(b.baseURL + pageURL, etag: etag).status == 304)

            // Every page to the end through B, starting from A's first screen.
            var next: JSONValue? = link
            var rows = 50
            while let current = next, let path = current["path"]?.stringValue, let cursor = current["cursor"]?.stringValue {
                let page = try JSONParser().parse(try await get(b.baseURL + "/v2/pages/\(path)?cursor=\(APIRoute.percentEncoded(cursor))").body)
                rows += page["components"]?.arrayValue?.count ?? 0
                next = page["nextPage"]
            }
            #expect(rows == 1128)
        }
    }
}
