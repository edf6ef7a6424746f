import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import MusicContract
import SDUI
@testable import SDUIServer
import SDUITesting
import Testing

/// The complete works of a composer, paged through the real router on the
/// demo's SQLite database: keyset cursors that are signed, stable while rows
/// are added, revalidated like screens, and inlined for clients without pages.
@Suite("Pages of long lists")
struct PageRouteTests {
    static let capability = HTTPField.Name("SDUI-Capabilities")!
    /// Everything the client speaks, pages included.
    static let paging: HTTPFields = [capability: ScreenFactory().capabilities.headerValue]
    /// The same client from before pages.
    static let older: HTTPFields = [capability: ScreenFactory().capabilities.headerValue.replacingOccurrences(of: ",f:pages@1", with: "")]

    /// The works list of a screen or page answer: its rows' titles and its next link.
    static func worksList(_ document: JSONValue) throws -> (titles: [String], next: (path: String, cursor: String)?) {
        let list = try #require(document["sections"]?[0]?["components"]?[0])
        return (rows(list["children"]), link(list["nextPage"]))
    }

    static func rows(_ value: JSONValue?) -> [String] {
        (value?.arrayValue ?? []).compactMap { $0["title"]?.stringValue }
    }

    static func link(_ value: JSONValue?) -> (path: String, cursor: String)? {
        guard let path = value?["path"]?.stringValue, let cursor = value?["cursor"]?.stringValue else { return nil }
        return (path, cursor)
    }

    static func pageURI(_ link: (path: String, cursor: String)) throws -> String {
        try APIRoute.page(PageLink(path: ScreenPath(validating: link.path), cursor: link.cursor)).path(version: 2)
    }

    /// Every title of the list, following the links from the first screen to the last page.
    static func scrollToTheEnd(_ client: any TestClientProtocol, composer: String) async throws -> [String] {
        let first = try await client.get(.screen(MusicRoutes.completeWorks.path(composer)), headers: paging)
        #expect(first.status == .ok)
        let (titles, next) = try worksList(try first.json())
        #expect(titles.count == PageRequest.rowsPerPage)
        return titles + (try await followLinks(client, from: next, rows: rows))
    }

    /// The rows (as `rows` reads them) of every page from `next` to the last.
    static func followLinks(_ client: any TestClientProtocol, from next: (path: String, cursor: String)?,
                            rows: (JSONValue?) -> [String]) async throws -> [String] {
        var (all, next, pages) = ([String](), next, 0)
        while let link = next, pages < 1_000 {
            let page = try await client.get(pageURI(link), headers: paging)
            #expect(page.status == .ok, "\(page.text)")
            let document = try page.json()
            all += rows(document["components"])
            next = Self.link(document["nextPage"])
            pages += 1
        }
        return all
    }

    @Test("scrolling to the end gives every row once, in catalogue order, 50 to a page")
    func everyRowOnce() async throws {
        let titles = try await TestServer.run(try TestServer.demo()) { client in try await Self.scrollToTheEnd(client, composer: "bach") }
        #expect(titles.count == 1128)
        #expect(Set(titles).count == 1128)
        #expect(titles.first == "Cantata BWV 1")
        #expect(titles[50] == "Cantata BWV 51")
        #expect(titles.last == "Canon BWV 1128")
    }

    @Test("the first screen does not grow with the list: 50 rows and a link whatever the catalogue's length")
    func firstScreenStaysSmall() async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            let bach = try Self.worksList(try await client.get(.screen("composers/bach/works"), headers: Self.paging).json())
            let bernstein = try Self.worksList(try await client.get(.screen("composers/bernstein/works"), headers: Self.paging).json())
            #expect(bach.titles.count == 50)
            #expect(bernstein.titles.count == 50)
            #expect(bach.next != nil)
        }
    }

    @Test("rows added before and after the position shift no page: the next page starts after the last row the client has")
    func stableWhileRowsAreAdded() async throws {
        let environment = try TestServer.demo()
        let database = try #require(environment.storage as? any SQLDatabase)
        try await TestServer.run(environment) { client in
            let first = try Self.worksList(try await client.get(.screen("composers/bach/works"), headers: Self.paging).json())
            let link = try #require(first.next)
            try await database.execute("INSERT INTO catalogueWork (composerID, number, label, title) VALUES (?, ?, ?, ?)",
                                       [.text("bach"), .int(0), .text("BWV 0"), .text("Inserted before")])
            try await database.execute("INSERT INTO catalogueWork (composerID, number, label, title) VALUES (?, ?, ?, ?)",
                                       [.text("bach"), .int(2000), .text("BWV 2000"), .text("Inserted at the end")])
            let page = try await client.get(Self.pageURI(link), headers: Self.paging)
            let titles = Self.rows(try page.json()["components"])
            #expect(titles.first == "Cantata BWV 51")
            #expect(titles.count == 50)
            let all = try await Self.scrollToTheEnd(client, composer: "bach")
            #expect(all.first == "Inserted before")
            #expect(all.last == "Inserted at the end")
            #expect(all.count == 1130)
        }
    }

    @Test("a page is revalidated like a screen: its ETag answers 304, and a change of the data a new body")
    func pagesRevalidate() async throws {
        let environment = try TestServer.demo()
        let database = try #require(environment.storage as? any SQLDatabase)
        try await TestServer.run(environment) { client in
            let link = try #require(try Self.worksList(try await client.get(.screen("composers/mozart/works"),
                                                                            headers: Self.paging).json()).next)
            let page = try await client.get(Self.pageURI(link), headers: Self.paging)
            let etag = try #require(page.headers[.eTag])
            var again = Self.paging
            again[.ifNoneMatch] = etag
            #expect(try await client.get(Self.pageURI(link), headers: again).status == .notModified)
            try await database.execute("UPDATE catalogueWork SET title = ? WHERE composerID = ? AND number = ?",
                                       [.text("Symphony No. 1"), .text("mozart"), .int(60)])
            let changed = try await client.get(Self.pageURI(link), headers: again)
            #expect(changed.status == .ok)
            #expect(changed.text.contains("Symphony No. 1"))
            #expect(changed.headers[.eTag] != etag)
        }
    }

    @Test("a changed, foreign, garbled, missing or expired cursor is a 400 that says which")
    func badCursors() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment) { client in
            let link = try #require(try Self.worksList(try await client.get(.screen("composers/bach/works"),
                                                                            headers: Self.paging).json()).next)
            var changed = Array(link.cursor.utf8)
            changed[2] = changed[2] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
            let cases: [(uri: String, code: String)] = try [
                (Self.pageURI((link.path, String(decoding: changed, as: UTF8.self))), "invalid_page_cursor"),
                (Self.pageURI(("composers/mozart/works", link.cursor)), "invalid_page_cursor"),
                (Self.pageURI((link.path, "not-a-cursor")), "invalid_page_cursor"),
                ("/v2/pages/\(link.path)", "missing_parameter"),
                (Self.pageURI((link.path, String(repeating: "a", count: 600))), "invalid_page_cursor"),
            ]
            for (uri, code) in cases {
                let response = try await client.get(uri, headers: Self.paging)
                #expect(response.status == .badRequest, "\(uri)")
                #expect(try response.errorCode() == code, "\(uri): \(response.text)")
            }
            // Made three days before the day it is asked on (asked again should midnight pass meanwhile).
            let (_, expired) = try await PageCursorSpellingTests.onOneDay { today in
                let old = try await environment.pages.cursors.make(path: ScreenPath(validating: link.path), after: ["50"],
                                                                   now: (today - 3) * 86_400)
                return try await client.get(Self.pageURI((link.path, old)), headers: Self.paging)
            }
            #expect(expired.status == .badRequest)
            #expect(try expired.errorCode() == "page_cursor_expired")
            #expect(expired.text.contains("3 days ago"))
            // A valid cursor on a path no app pages is a 400 too: it was signed for another path.
            #expect(try await client.get(Self.pageURI(("composers/bach", link.cursor)), headers: Self.paging).status == .badRequest)
        }
    }

    @Test("a client without pages gets 500 rows more inlined and a 'See more' screen that continues to the last row")
    func olderClientsGetInlinedRowsAndSeeMore() async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            let screen = try await client.get(.screen("composers/bach/works"), headers: Self.older)
            let first = try Self.worksList(try screen.json())
            var titles = first.titles
            #expect(first.next == nil, "no link reaches a client that cannot follow it")
            #expect(titles.count == 551)
            #expect(titles.last == "See more")
            var all = Array(titles.dropLast())
            var screens = 0
            // Follow the "See more" rows, each a screen of its own.
            var rows = try screen.json()["sections"]?[0]?["components"]?[0]?["children"]?.arrayValue ?? []
            while let more = rows.last, more["title"]?.stringValue == "See more", screens < 10 {
                let destination = try #require(more["primaryAction"]?["destination"]?.stringValue)
                #expect(destination.hasPrefix("more/"))
                let answer = try await client.get(.screen(ScreenPath(validating: destination)), headers: Self.older)
                #expect(answer.status == .ok, "\(answer.text)")
                let document = try answer.json()
                #expect(document["sections"]?[0]?["nextPage"] == nil)
                rows = document["sections"]?[0]?["components"]?.arrayValue ?? []
                titles = Self.rows(.array(rows))
                all += titles.last == "See more" ? titles.dropLast() : titles[...]
                screens += 1
            }
            #expect(screens == 2, "550 on the screen, 550 on the first 'more' screen, 28 on the second")
            #expect(all.count == 1128)
            #expect(Set(all).count == 1128)
            #expect(all.last == "Canon BWV 1128")
        }
    }
}
