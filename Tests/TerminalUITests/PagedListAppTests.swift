import SDUI
import SDUITesting
import Synchronization
import Testing
@testable import InteractiveTerminal
@testable import TerminalUI

/// A 10,000-row list that arrives 50 rows at a time: the app loads each
/// page as the list's end comes near, says when one is loading or failed,
/// and retries on Enter; plain mode loads a page when its row is chosen.
@Suite("Paged lists in the app")
struct PagedListAppTests {
    static let total = 10_000
    /// Pages of 2,500: each page appended lays the list out again (End lays out every row), and that
    /// work runs on the cooperative pool the other suites share, so fewer pages keep the suite light.
    static let perPage = 2_500

    static func rows(_ range: ClosedRange<Int>) -> String {
        range.map { #"{"type": "detailRow", "id": "r\#($0)", "title": "Row \#($0)"}"# }.joined(separator: ",")
    }

    static func link(after last: Int) -> String {
        last >= total ? "" : #", "nextPage": {"path": "works", "cursor": "\#(last)"}"#
    }

    static func pageURL(after last: Int) -> String { "\(InMemoryHTTPClient.base)/v1/pages/works?cursor=\(last)" }

    /// The screen with the first page, and a route for every page after it; `failOnce` pages fail the first time they are asked for.
    static func serve(_ harness: AppHarness, failOnce: Set<Int> = []) {
        harness.serve("works", #"{"id": "works", "title": "Works", "sections": [{"id": "main", "components": [{"type": "lazyList", "id": "list", "children": ["#
            + rows(1...perPage) + "]" + link(after: perPage) + "}]}]}")
        let failed = Mutex<Set<Int>>([])
        for last in stride(from: perPage, to: total, by: perPage) {
            let body = #"{"components": ["# + rows((last + 1)...(last + perPage)) + "]" + link(after: last + perPage) + "}"
            harness.http.route(pageURL(after: last)) { request throws(TransportError) in
                if failOnce.contains(last), failed.withLock({ $0.insert(last).inserted }) {
                    return HTTPResponse(status: 503, headers: [("Content-Type", "application/json")],
                                        body: Array(#"{"error": {"code": "busy", "message": "Try again."}}"#.utf8), url: request.url)
                }
                return HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Array(body.utf8), url: request.url)
            }
        }
    }

    static func pageRequests(_ harness: AppHarness) -> [String] {
        harness.http.requests.map(\.url).filter { $0.contains("/v1/pages/") }
    }

    @Test("End, again and again, reaches the 10,000th row: each page is asked for once, and the last has no row under it")
    func scrollToTheEnd() async throws {
        let harness = try AppHarness()
        Self.serve(harness)
        let outcome = await harness.run(from: "works", keys: Array(repeating: .end, count: 30))
        let requests = Self.pageRequests(harness)
        #expect(requests.count == Self.total / Self.perPage - 1)
        #expect(Set(requests).count == requests.count)
        let list = try #require(await harness.session.top?.screen?.nextPage(ofList: "list") == nil ? harness.session.top?.screen : nil)
        let rows = try #require(list.sections.first?.components.first?.content(as: LazyListComponent.self)).children
        #expect(rows.count == Self.total)
        #expect(outcome.lastFrame.contains { $0.contains("Row 10000") }, "\(outcome.lastFrame)")
        #expect(!outcome.lastFrame.contains { $0.contains("More rows follow") })
    }

    @Test("the row under the list says that more follow; a failed page says why, keeps the rows, and Enter tries again")
    func failureAndRetry() async throws {
        let harness = try AppHarness()
        Self.serve(harness, failOnce: [2 * Self.perPage])
        // End reaches page two; End again page three, which fails.
        let failedRun = await harness.run(from: "works", keys: [.end, .end])
        #expect(failedRun.lastFrame.contains { $0.contains("! Could not load more rows") }, "\(failedRun.lastFrame)")
        #expect(failedRun.lastFrame.joined().contains("Try again."), "the server's reason, wrapped under the row")
        var screen = try #require(await harness.session.top?.screen)
        #expect(screen.sections[0].components[0].content(as: LazyListComponent.self)?.children.count == 2 * Self.perPage)
        #expect(Self.pageRequests(harness) == [Self.pageURL(after: Self.perPage), Self.pageURL(after: 2 * Self.perPage)])

        // End focuses the failed row; Enter asks for the page again.
        let retried = await harness.run(from: "works", keys: [.end, .enter])
        screen = try #require(await harness.session.top?.screen)
        let rows = screen.sections[0].components[0].content(as: LazyListComponent.self)?.children ?? []
        #expect(rows.count >= 3 * Self.perPage)
        #expect(rows.map(\.id).prefix(3 * Self.perPage) == ArraySlice((1...(3 * Self.perPage)).map { "r\($0)" }))
        #expect(!retried.lastFrame.contains { $0.contains("Could not load more rows") })
    }

    @Test("plain mode: the row under the list is an item; choosing it loads the next page, only the new rows are read, and the last choice reaches the 10,000th row")
    func plainMode() async throws {
        let harness = try AppHarness()
        Self.serve(harness)
        let printed = await harness.runPlain(from: "works", lines: Array(repeating: "1", count: Self.total / Self.perPage - 1))
        #expect(printed.contains("1. More rows follow, button"))
        #expect(printed.contains("Row \(Self.perPage + 1)"))
        #expect(printed.contains("Row 10000"))
        #expect(printed.filter { $0 == "Row 1" }.count == 1, "rows already read are not read again")
        #expect(printed.filter { $0 == "Row 5000" }.count == 1)
        #expect(Self.pageRequests(harness).count == Self.total / Self.perPage - 1)
        let rows = await harness.session.top?.screen?.sections.first?.components.first?.content(as: LazyListComponent.self)
        #expect(rows?.children.count == Self.total)
        #expect(rows?.nextPage == nil, "the last page ended the list")
    }

    @Test("a list inside a card (not directly in a section) names its next page too: End loads every page into it, and the card keeps it")
    func nestedList() async throws {
        let harness = try AppHarness()
        let rows = { (range: ClosedRange<Int>) in
            range.map { #"{"type": "detailRow", "id": "n\#($0)", "title": "Nested \#($0)"}"# }.joined(separator: ",")
        }
        harness.serve("nested", #"{"id": "nested", "title": "Nested", "sections": [{"id": "main", "components": [{"type": "card", "id": "box", "children": [{"type": "list", "id": "inner", "components": ["#
            + rows(1...3) + #"], "nextPage": {"path": "nested", "cursor": "3"}}]}]}]}"#)
        for (last, link) in [(3, #", "nextPage": {"path": "nested", "cursor": "6"}"#), (6, "")] {
            let body = #"{"components": ["# + rows((last + 1)...(last + 3)) + "]" + link + "}"
            harness.http.route("\(InMemoryHTTPClient.base)/v1/pages/nested?cursor=\(last)") { request throws(TransportError) in
                HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Array(body.utf8), url: request.url)
            }
        }
        let outcome = await harness.run(from: "nested", keys: Array(repeating: .end, count: 6))
        #expect(Self.pageRequests(harness).count == 2)
        let screen = try #require(await harness.session.top?.screen)
        #expect(screen.pagedListIDs.isEmpty, "the last page ended the list")
        let card = try #require(screen.sections.first?.components.first?.content(as: CardComponent.self))
        let list = try #require(card.children.first?.content(as: ListComponent.self))
        #expect(list.components.map(\.id) == (1...9).map { "n\($0)" })
        #expect(outcome.lastFrame.contains { $0.contains("Nested 9") }, "\(outcome.lastFrame)")
    }
}
