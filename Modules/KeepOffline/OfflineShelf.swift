import SDUI
import SDUISession
import Synchronization

/// Keeps screens for offline use on request: the screen's copy pinned in
/// the client's cache (`KeptScreenStore`) with the bytes of its pictures,
/// under `limits`; and gives those pictures back when the network is gone.
///
/// The shelf loads what it keeps through the session's `APIClient` (its
/// headers, its login, its cache), which is made after the feature registry
/// it serves, so it is handed over with `attach(_:)` once it exists.
///
/// ```swift
/// let shelf = OfflineShelf(store: cache as? any KeptScreenStore)
/// try registry.install(KeepOfflineFeature(shelf: shelf))
/// let api = APIClient(…, factory: ScreenFactory(delegate: registry), cache: cache)
/// shelf.attach(api)
/// ```
public final class OfflineShelf: Sendable {
    public let limits: KeepLimits
    let store: (any KeptScreenStore)?
    private let state = Mutex(State())

    struct State {
        var api: APIClient?
        /// Which pictures to keep (a terminal skips the icons it draws itself).
        var includes: @Sendable (ImageReference) -> Bool = { _ in true }
        /// Each kept URL's body `ETag` when its pictures were last fetched, in this process:
        /// a screen seen again with the same body needs no picture refresh.
        var synced: [String: String?] = [:]
    }

    /// What a keep did, for the person's status line.
    public struct Kept: Sendable, Equatable {
        public let title: String
        public let pictures: Int
        /// Pictures that could not be downloaded (they show their placeholder offline).
        public let missingPictures: Int
        public let usage: KeptUsage
    }

    /// - Parameter store: the client's cache, when it can keep screens; nil refuses every keep, saying why.
    public init(store: (any KeptScreenStore)?, limits: KeepLimits = .standard) {
        self.store = store
        self.limits = limits
    }

    /// Hands over the API client screens and pictures are loaded through, and which
    /// of a screen's pictures to keep (all unless told: a terminal skips its own icons).
    public func attach(_ api: APIClient, includes: @escaping @Sendable (ImageReference) -> Bool = { _ in true }) {
        state.withLock { state in
            state.api = api
            state.includes = includes
        }
    }

    private var api: APIClient? { state.withLock { $0.api } }

    /// Keeps the screen at `path` with its pictures: loaded through the API client
    /// (a 304 when the copy is current; the stored copy when offline), then pinned.
    public func keep(path text: String) async throws(KeepError) -> Kept {
        let (api, store, path) = try parts(text)
        let load: ScreenLoad
        do throws(LoadError) {
            load = try await api.screen(at: path)
        } catch {
            throw .notStored(url: "\(await api.endpoint.screenURL(path)) (\(error))")
        }
        guard [ScreenLoad.Source.network, .notModified, .offlineCopy].contains(load.source) else { throw .notStored(url: load.url) }
        let screen = load.decoded.value
        let pictures = await fetchPictures(of: screen, api: api, store: store, keptFor: load.url)
        let usage = try await store.keep(load.url, pictures: pictures.kept, limits: limits)
        state.withLock { $0.synced[load.url] = load.etag }
        return Kept(title: Self.title(of: screen, path: path), pictures: pictures.kept.count,
                    missingPictures: pictures.missing, usage: usage)
    }

    /// Stops keeping the screen at `path`; the title of what was released, nil when it was not kept.
    public func remove(path text: String) async throws(KeepError) -> (title: String, wasKept: Bool) {
        let (api, store, path) = try parts(text)
        let url = await api.endpoint.screenURL(path)
        let wasKept = try await store.release(url)
        state.withLock { $0.synced[url] = nil }
        var title = path.description
        if let copy = await store.document(for: url), let screen = try? await api.factory.makeScreen(from: copy.body).value {
            title = Self.title(of: screen, path: path)
        }
        return (title, wasKept)
    }

    /// Whether the screen at `path` is kept.
    public func isKept(path text: String) async -> Bool {
        guard let (api, store, path) = try? parts(text) else { return false }
        let url = await api.endpoint.screenURL(path)
        return await store.keptURLs().contains(url)
    }

    /// After a kept screen was shown: when its body changed since its pictures were
    /// fetched (it was revalidated online), its pictures are fetched again (a 304 each
    /// when unchanged) and kept in place of the old ones. A picture that cannot be had
    /// now keeps its old bytes; a refresh past the limits keeps the old pictures.
    /// - Returns: whether the pictures were refreshed.
    @discardableResult
    public func refresh(path text: String) async -> Bool {
        guard let (api, store, path) = try? parts(text) else { return false }
        let url = await api.endpoint.screenURL(path)
        guard await store.keptURLs().contains(url), let copy = await store.document(for: url) else { return false }
        let known = state.withLock { $0.synced[url] }
        if let known, known == copy.etag { return false }
        guard let screen = try? await api.factory.makeScreen(from: copy.body).value else { return false }
        let pictures = await fetchPictures(of: screen, api: api, store: store, keptFor: url)
        // Only while it is still kept: a removal meanwhile wins.
        guard (try? await store.refreshPictures(of: url, with: pictures.kept, limits: limits)) == true else { return false }
        state.withLock { $0.synced[url] = copy.etag }
        return true
    }

    /// A kept picture's bytes (by its URL as sent or resolved), for drawing it without a network.
    public func keptPicture(_ reference: String) async -> [UInt8]? {
        guard let store else { return nil }
        if let found = await store.keptPicture(reference) { return found.body }
        guard let api, let url = try? await api.endpoint.resolve(reference).description else { return nil }
        return await store.keptPicture(url)?.body
    }

    // MARK: Helpers

    private func parts(_ text: String) throws(KeepError) -> (APIClient, any KeptScreenStore, ScreenPath) {
        guard let store else { throw .unavailable(reason: "its screen cache is not a file (it could not be opened)") }
        guard let api else { throw .unavailable(reason: "it is not connected to a server") }
        let path: ScreenPath
        do throws(ScreenPath.Invalid) {
            path = try ScreenPath(validating: text)
        } catch {
            throw .notStored(url: "'\(text)' (not a screen path: \(error))")
        }
        return (api, store, path)
    }

    /// The screen's pictures: fetched (revalidated with the kept copy's `ETag`), or the
    /// kept copy when the network fails; the rest counted as missing.
    private func fetchPictures(of screen: Screen, api: APIClient, store: any KeptScreenStore, keptFor screenURL: String) async
        -> (kept: [CachedDocument], missing: Int) {
        var kept: [CachedDocument] = []
        var missing = 0
        let endpoint = await api.endpoint
        let includes = state.withLock { $0.includes }
        for reference in KeptPictures.urls(of: KeptPictures.references(in: screen), includes: includes) {
            guard let url = try? endpoint.resolve(reference).description else {
                missing += 1
                continue
            }
            let old = await store.keptPicture(url)
            var request = OutgoingRequest(method: "GET", url: url)
            if let etag = old?.etag { request.setHeader("If-None-Match", etag) }
            if let response = try? await api.send(request) {
                if response.status == 304, let old {
                    kept.append(old)
                    continue
                }
                if (200..<300).contains(response.status), !response.body.isEmpty {
                    kept.append(CachedDocument(url: url, etag: response.header("ETag"), body: response.body))
                    continue
                }
            }
            if let old { kept.append(old) } else { missing += 1 }
        }
        return (kept, missing)
    }

    static func title(of screen: Screen, path: ScreenPath) -> String {
        screen.title ?? screen.header?.title ?? path.description
    }
}
