import CurlTransport
import KeepOffline
import SDUI
import SDUISession
import SDUIScreenCache
import SDUIStore
import SDUITesting
import TerminalImages
import TerminalUI
import Testing

/// Keep for offline against the real server: the album menu offers it to a
/// client with the feature (and not to one without), the album is kept with
/// its cover, and with the server stopped a new client's offline page lists
/// it first, marked, opens the kept copy and draws its cover from the kept
/// bytes; "Remove from offline" unpins it; a keep past the limits is refused
/// with the reason.
@Suite("Session against the server: kept for offline", .timeLimit(.minutes(10)))
struct KeepOfflineAgainstServerTests {
    static let album: ScreenPath = "albums/brandenburg-1982"

    /// A client as `sdui` builds it, with the KeepOffline feature over its SQLite cache.
    struct KeepingClient {
        let endpoint: ServerEndpoint
        let wire: RecordingHTTPClient
        let cache: SQLiteScreenCache
        let shelf: OfflineShelf
        let api: APIClient
        let presenter = RecordingPresenter()
        let session: Session

        init(baseURL: String, cachePath: String, limits: KeepLimits = .standard) throws {
            endpoint = try ServerEndpoint(baseURL: baseURL, apiVersion: 2)
            wire = RecordingHTTPClient(CurlHTTPClient(configuration: .init(connectTimeout: 5, totalTimeout: 20,
                                                                           userAgent: "keep-offline-tests/1.0")))
            cache = try SQLiteScreenCache(path: cachePath)
            shelf = OfflineShelf(store: cache, limits: limits)
            var registry = FeatureRegistry()
            try registry.install(KeepOfflineFeature(shelf: shelf))
            api = APIClient(http: wire, endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                            decorators: [InstallIDDecorator(.random())], userAgent: "keep-offline-tests/1.0", cache: cache)
            shelf.attach(api)
            session = Session(api: api, registry: registry, presenter: presenter)
        }

        func menuEntry(_ title: String) async throws -> Action {
            let entries = await session.top?.screen?.navigationBar?.secondaryButtons ?? []
            guard let entry = entries.first(where: { $0.title == title }) else {
                throw ServerFailure("no menu entry '\(title)'; the menu has \(entries.map(\.title))")
            }
            return entry.action
        }

        /// A picture as the terminal fetches it (`PictureFetcher`): from the server, else,
        /// when it cannot be reached, the kept bytes.
        func pictureStore() -> PictureStore {
            let (api, shelf) = (api, shelf)
            return PictureStore(colors: .trueColor) { reference in
                let url = try await api.endpoint.resolve(reference).description
                switch await Self.send(OutgoingRequest(method: "GET", url: url), through: api) {
                case .success(let response):
                    return response.body
                case .failure(let error):
                    guard error.isConnectivityFailure, let kept = await shelf.keptPicture(url) else { throw error }
                    return kept
                }
            }
        }

        static func send(_ request: OutgoingRequest, through api: APIClient) async -> Result<HTTPResponse, LoadError> {
            do throws(LoadError) {
                return .success(try await api.send(request))
            } catch {
                return .failure(error)
            }
        }
    }

    @Test("kept online, the album is listed first and opened with its cover when the server is stopped; remove unpins it")
    func keepOpenOfflineAndRemove() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("keep-offline")
        let path = directory.file("screens.sqlite")
        let cover: [UInt8]
        do {
            // A client without the feature is not offered it: the menu entries go with their actions.
            let plain = try LiveClient(baseURL: base, cachePath: directory.file("plain.sqlite"))
            await plain.session.start(at: Self.album)
            #expect(await plain.session.top?.screen?.title == "Brandenburg Concertos")
            #expect(await plain.menuTitles.isEmpty)

            let client = try KeepingClient(baseURL: base, cachePath: path)
            await client.session.start(at: "music")
            await client.session.start(at: Self.album)
            let outcome = await client.session.perform(try await client.menuEntry("Keep for offline"))
            guard case .completedWithMessage(let message) = outcome else {
                Issue.record("not kept: \(outcome)")
                return
            }
            #expect(message.hasPrefix("Kept “Brandenburg Concertos” for offline with 2 pictures (1 of 20 screens, "))
            #expect(message.hasSuffix(" KB of 32.0 MB)"))
            #expect(client.presenter.messages.last == message, "the status line says it")
            let albumURL = client.endpoint.screenURL(Self.album)
            #expect(await client.cache.keptURLs() == [albumURL])
            let pictures = try await client.cache.keptPictureURLs(of: albumURL)
            #expect(pictures == [base + "/images/album-brandenburg-small.jpg", base + "/images/album-brandenburg.jpg"])
            cover = try #require(await client.cache.keptPicture(base + "/images/album-brandenburg.jpg")).body
            #expect(cover.count > 1_000)

            // Shown again with the same body: nothing to refresh. A new body (revalidated online): the
            // pictures are fetched again, each revalidated with its kept ETag.
            #expect(await client.shelf.refresh(path: Self.album.description) == false)
            let copy = try #require(await client.cache.document(for: albumURL))
            await client.cache.store(CachedDocument(url: albumURL, etag: "\"changed\"", body: copy.body))
            let before = client.wire.exchanges(endingWith: "/images/album-brandenburg.jpg").count
            // (The refresh the session starts in the background when a screen is shown may have done it first.)
            await client.shelf.refresh(path: Self.album.description)
            #expect(client.wire.exchanges(endingWith: "/images/album-brandenburg.jpg").count >= before + 1)
            #expect(await client.shelf.refresh(path: Self.album.description) == false, "synced with the new body")
            #expect(await client.cache.keptPicture(base + "/images/album-brandenburg.jpg")?.body == cover)

            await client.api.prefetchOfflinePage()
            try client.cache.store.close()
        }
        await server.stop()

        // A new client on the same file, the server gone.
        let offline = try KeepingClient(baseURL: base, cachePath: path)
        await offline.session.start(at: "parcels")
        let page = try #require(await offline.session.top)
        #expect(page.load?.source == .offlinePage)
        let section = try #require(page.screen?.sections.first { $0.id == KeptScreens.sectionID })
        let rows = section.components.compactMap { $0.content as? DetailRowComponent }
        #expect(rows.map(\.title) == ["Brandenburg Concertos", "Music"], "kept first, then the recent ones")
        #expect(rows.first?.subtitle?.hasPrefix(KeptScreens.keptMark) == true)
        #expect(rows.dropFirst().allSatisfy { $0.subtitle?.hasPrefix(KeptScreens.keptMark) != true })

        // Opening it shows the kept copy, and its cover is drawn from the kept bytes.
        await offline.session.perform(try #require(rows.first?.primaryAction))
        let opened = try #require(await offline.session.top)
        #expect(opened.path == Self.album.description)
        #expect(opened.load?.source == .offlineCopy)
        #expect(opened.screen?.title == "Brandenburg Concertos")
        let header = try #require(opened.screen?.header?.image)
        let pictures = offline.pictureStore()
        await pictures.load(header.url)
        guard case .drawn(let lines) = pictures.lines(for: header.url, columns: 20, maximumRows: 10) else {
            Issue.record("the kept cover was not drawn: \(pictures.counts)")
            return
        }
        #expect(!lines.isEmpty)
        #expect(pictures.counts.failures == 0)

        // "Remove from offline" works offline too: the album is then only a recent screen.
        let removed = await offline.session.perform(try await offline.menuEntry("Remove from offline"))
        #expect(removed == .completedWithMessage("“Brandenburg Concertos” is no longer kept for offline"))
        #expect(await offline.cache.keptURLs().isEmpty)
        #expect(await offline.cache.keptPicture(base + "/images/album-brandenburg.jpg") == nil)
        let again = await offline.session.perform(try await offline.menuEntry("Remove from offline"))
        #expect(again == .completedWithMessage("“Brandenburg Concertos” was not kept for offline"))
        await offline.session.start(at: "parcels")
        let relisted = try #require(await offline.session.top?.screen?.sections.first { $0.id == KeptScreens.sectionID })
        let titles = relisted.components.compactMap { ($0.content as? DetailRowComponent) }
        #expect(titles.allSatisfy { $0.subtitle?.hasPrefix(KeptScreens.keptMark) != true })
        #expect(titles.map(\.title).contains("Brandenburg Concertos"), "still a recent screen")
    }

    @Test("a client whose cache is in memory, or a path that is not one, is refused with the reason")
    func unusableRequests() async throws {
        let memory = OfflineShelf(store: nil)
        let unavailable = await #expect(throws: KeepError.self) { try await memory.keep(path: Self.album.description) }
        #expect(unavailable == .unavailable(reason: "its screen cache is not a file (it could not be opened)"))
        #expect(unavailable?.description.hasPrefix("this client cannot keep screens for offline") == true)

        let directory = try TemporaryDirectory("keep-offline")
        let client = try KeepingClient(baseURL: "http://127.0.0.1:9", cachePath: directory.file("screens.sqlite"))
        let notAPath = await #expect(throws: KeepError.self) { try await client.shelf.keep(path: "../secrets") }
        #expect(notAPath?.description.contains("not a screen path") == true, "\(String(describing: notAPath))")
        let removed = await #expect(throws: KeepError.self) { try await client.shelf.remove(path: "https://elsewhere.example/a") }
        #expect(removed?.description.contains("not a screen path") == true)
        #expect(await client.cache.keptURLs().isEmpty)
        #expect(client.wire.exchanges.isEmpty, "nothing was asked of any server")
    }

    @Test("a keep past the limit fails with the reason, and the screen is not kept")
    func limitRefused() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("keep-offline")
        let client = try KeepingClient(baseURL: base, cachePath: directory.file("screens.sqlite"),
                                       limits: KeepLimits(maximumScreens: 1, maximumBytes: 32 << 20))
        await client.session.start(at: Self.album)
        #expect(await client.session.perform(try await client.menuEntry("Keep for offline")).succeeded)
        await client.session.start(at: "albums/goldberg-1981")
        let refused = await client.session.perform(try await client.menuEntry("Keep for offline"))
        #expect(refused == .failed("Not kept for offline: 1 screen is kept for offline already, the most there may be; "
                                   + "remove one first (open it and choose “Remove from offline”)"))
        #expect(await client.cache.keptURLs() == [client.endpoint.screenURL(Self.album)])

        // Too many bytes: the album with its cover does not fit in 10 KB.
        let small = try KeepingClient(baseURL: base, cachePath: directory.file("small.sqlite"),
                                      limits: KeepLimits(maximumScreens: 20, maximumBytes: 10_000))
        await small.session.start(at: Self.album)
        let tooLarge = await small.session.perform(try await small.menuEntry("Keep for offline"))
        guard case .failed(let message) = tooLarge else {
            Issue.record("kept past the byte limit: \(tooLarge)")
            return
        }
        #expect(message.hasPrefix("Not kept for offline: it needs "))
        #expect(message.contains("of the 10 KB they may use"))
        #expect(await small.cache.keptURLs().isEmpty)
        await server.stop()
    }
}
