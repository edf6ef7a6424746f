import HTTPTypes
import HummingbirdTesting
import JSON
import ParcelsContract
import SDUI
@testable import SDUIServer
import SDUITesting
import Testing

/// A parcel's history in pages (the demo's `3SWORLD000777`, 2,400 scans):
/// newest first, each event once, and a scan that arrives while the client
/// pages shifts nothing it has not loaded yet.
@Suite("Parcel history in pages")
struct ParcelJourneyPageTests {
    static let code = "3SWORLD000777"
    static let parcel: APIRoute = .screen(ParcelsRoutes.parcel.path(code))

    /// The journey of a screen: its rows' ids and its next link (a lazy
    /// list when paged, else a scrolling column).
    static func journey(_ screen: JSONValue) throws -> (ids: [String], next: (path: String, cursor: String)?) {
        let sections = try #require(screen["sections"]?.arrayValue)
        let section = try #require(sections.first { $0["id"]?.stringValue == "journey" })
        let list = try #require(section["components"]?[0])
        if list["type"]?.stringValue == "scroll" {
            return (ids(list["children"]?[0]?["children"]), nil)
        }
        #expect(list["type"]?.stringValue == "lazyList")
        return (ids(list["children"]), PageRouteTests.link(list["nextPage"]))
    }

    static func ids(_ value: JSONValue?) -> [String] {
        (value?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
    }

    /// Every row id from the first screen to the last page.
    static func scrollToTheEnd(_ client: any TestClientProtocol) async throws -> [String] {
        let first = try await client.get(parcel, headers: PageRouteTests.paging)
        #expect(first.status == .ok)
        let (shown, next) = try journey(try first.json())
        return shown + (try await PageRouteTests.followLinks(client, from: next, rows: ids))
    }

    /// The event number in a row id (`event-2417` → 2417).
    static func number(_ id: String) -> Int? { Int(id.dropFirst("event-".count)) }

    @Test("the first screen holds the newest 50 scans and a link; following the links gives all 2,400 once, newest first")
    func everyEventOnceNewestFirst() async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            let first = try Self.journey(try await client.get(Self.parcel, headers: PageRouteTests.paging).json())
            #expect(first.ids.count == PageRequest.rowsPerPage)
            #expect(first.next?.path == "parcels/\(Self.code)/journey")
            let all = try await Self.scrollToTheEnd(client)
            #expect(all.count == 2_400)
            #expect(Set(all).count == 2_400)
            let numbers = all.compactMap(Self.number)
            #expect(numbers.count == 2_400)
            #expect(numbers == numbers.sorted(by: >), "newest first")
        }
    }

    @Test("a short journey has no link, and a new scan during paging shifts no page")
    func newScanShiftsNothing() async throws {
        let environment = try TestServer.demo()
        let database = try #require(environment.storage as? any SQLDatabase)
        try await TestServer.run(environment) { client in
            let short = try Self.journey(try await client.get(.screen("parcels/3SABC1234567"), headers: PageRouteTests.paging).json())
            #expect(short.ids.count == 3)
            #expect(short.next == nil)

            let first = try Self.journey(try await client.get(Self.parcel, headers: PageRouteTests.paging).json())
            let link = try #require(first.next)
            try await database.execute("INSERT INTO parcelEvent (parcelCode, time, description) VALUES (?, ?, ?)",
                                       [.text(Self.code), .text("Day 401 08:00"), .text("Back home")])
            let second = Self.ids(try await client.get(PageRouteTests.pageURI(link), headers: PageRouteTests.paging).json()["components"])
            // The page after the first one starts right below the first screen's last row.
            #expect(Self.number(try #require(second.first)) == Self.number(try #require(first.ids.last)).map { $0 - 1 })
            #expect(Set(second).isDisjoint(with: first.ids))
            // The screen, asked again, now starts with the new scan.
            let again = try Self.journey(try await client.get(Self.parcel, headers: PageRouteTests.paging).json())
            #expect(Self.number(try #require(again.ids.first)) ?? 0 > Self.number(try #require(first.ids.first)) ?? 0)
        }
    }

    @Test("a client without pages gets 500 scans more inlined and a See more row")
    func olderClientsGetSeeMore() async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            let screen = try await client.get(Self.parcel, headers: PageRouteTests.older).json()
            let sections = try #require(screen["sections"]?.arrayValue)
            let section = try #require(sections.first { $0["id"]?.stringValue == "journey" })
            let list = try #require(section["components"]?[0])
            let children = list["children"]?.arrayValue ?? []
            #expect(children.count == 551)
            #expect(Self.ids(list["children"]).filter { $0.hasPrefix("event-") }.count == 550)
            #expect(children.last?["title"]?.stringValue == "See more")
            #expect(list["nextPage"] == nil)
        }
    }
}
