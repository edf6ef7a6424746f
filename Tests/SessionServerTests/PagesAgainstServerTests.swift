import SDUI
import SDUISession
import SDUITesting
import Testing

/// A long list paged over real HTTP (libcurl, the demo server): the session
/// appends each page, keeps its rows through a failure and a revalidation,
/// and stops at the last page.
@Suite("Session against the server: pages", .timeLimit(.minutes(10)))
struct PagesAgainstServerTests {
    /// The works list on the top screen: its rows and link.
    static func worksList(_ client: LiveClient) async throws -> LazyListComponent {
        try #require(try await client.component("works-list").content(as: LazyListComponent.self))
    }

    static func onCompleteWorks(_ base: String, directory: TemporaryDirectory) async throws -> LiveClient {
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"))
        await client.session.start(at: "composers/bach/works")
        #expect(try await worksList(client).children.count == 50)
        return client
    }

    @Test("every page of 1,128 rows is appended in order, each redrawing only the list, and the link ends with the last")
    func scrollThroughEveryPage() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let client = try await Self.onCompleteWorks(base, directory: try TemporaryDirectory("pages"))
        var pages = 0
        while try await Self.worksList(client).nextPage != nil, pages < 100 {
            let drawn = client.presenter.diffs.count
            #expect(await client.session.loadNextPage(ofList: "works-list") == .completed)
            // Loading, then loaded: two redraws of the list alone, the second with the page's rows inserted.
            let diffs = Array(client.presenter.diffs.dropFirst(drawn))
            #expect(diffs.count == 2)
            #expect(diffs.allSatisfy { $0.updated == ["works-list"] && $0.removed.isEmpty && !$0.chromeChanged })
            #expect(diffs.first?.inserted == [])
            #expect(diffs.last?.inserted.count == min(50, 1128 - 50 * (pages + 1)))
            pages += 1
        }
        let list = try await Self.worksList(client)
        #expect(pages == 22)
        #expect(list.children.count == 1128)
        #expect(Set(list.children.map(\.id)).count == 1128)
        #expect(list.children.last?.id == "work-bach-1128")
        // After the last page there is nothing to load.
        #expect(await client.session.loadNextPage(ofList: "works-list") == .cancelled)
        #expect(client.wire.exchanges(endingWith: "").filter { $0.request.url.contains("/v2/pages/") }.count == 22)
        await server.stop()
    }

    @Test("a page that fails keeps every row and says why; asking again after the server is back continues where it stopped")
    func aPageThatFailsOnce() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let client = try await Self.onCompleteWorks(base, directory: try TemporaryDirectory("pages"))
        #expect(await client.session.loadNextPage(ofList: "works-list") == .completed)
        await server.stop()

        let outcome = await client.session.loadNextPage(ofList: "works-list")
        guard case .failed(let reason) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        var list = try await Self.worksList(client)
        #expect(list.children.count == 100, "the rows stay")
        #expect(list.nextPage?.status == .failed(reason))

        try await server.start()
        #expect(await client.session.loadNextPage(ofList: "works-list") == .completed)
        list = try await Self.worksList(client)
        #expect(list.children.count == 150)
        #expect(list.children[100].id == "work-bach-101")
        #expect(list.nextPage?.status == .waiting)
        await server.stop()
    }

    @Test("revalidating the screen (304) keeps the pages loaded into it")
    func revalidationKeepsPages() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let client = try await Self.onCompleteWorks(base, directory: try TemporaryDirectory("pages"))
        #expect(await client.session.loadPages(limit: 2) == 2)
        #expect(try await Self.worksList(client).children.count == 150)
        #expect(await client.session.refresh() == .completed)
        #expect(await client.session.top?.load?.source == .notModified)
        #expect(try await Self.worksList(client).children.count == 150)
        // A third page on request, after the first two.
        #expect(await client.session.loadPages(limit: 3) == 1)
        #expect(try await Self.worksList(client).children.count == 200)
        await server.stop()
    }
}
