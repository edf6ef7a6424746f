import Foundation
import KeepOffline
import SDUI
import SDUIScreenCache
import SDUISession
import SDUIStore

/// Pictures through the client's own transport, kept on disk with their
/// `ETag` (`pictures.sqlite` beside the screen cache, at most
/// `maximumPictures` files and `maximumBytes`, the least recently stored
/// going first), so a second
/// visit, in this run or the next, costs a bodiless 304.
///
/// The file's bytes are kept, not decoded pixels: a compressed picture is
/// a fraction of its pixels' size and decodes quickly again. When the
/// network is gone, a picture of a screen kept for offline (`kept`) is
/// drawn from its kept bytes.
final class PictureFetcher: Sendable {
    let api: APIClient
    let cache: (any ScreenCache)?
    let kept: OfflineShelf?

    static let maximumPictures = 300
    /// Pictures are the largest documents a client keeps: bounded by bytes too, so 300 large photos cannot fill a disk.
    static let maximumBytes = 32 << 20

    init(api: APIClient, cache: (any ScreenCache)?, kept: OfflineShelf? = nil) {
        self.api = api
        self.cache = cache
        self.kept = kept
    }

    /// The disk cache at `SDUI_DATA_DIR` (or the data folder) `/pictures.sqlite`; a file that
    /// cannot be used is reported and the pictures are fetched every time instead.
    static func openCache(report: @escaping @Sendable (String) -> Void) -> (any ScreenCache)? {
        let path = StoreLocation.dataDirectory() + "/pictures.sqlite"
        return ClientScreenCache.open(path: path, maximumDocuments: maximumPictures, maximumBytes: maximumBytes, report: report).cache
    }

    /// The picture's bytes: the stored copy when the server answers 304 to its tag.
    func fetch(_ reference: String) async throws -> [UInt8] {
        let url = try await api.endpoint.resolve(reference).description
        let stored = await cache?.document(for: url)
        var request = OutgoingRequest(method: "GET", url: url)
        if let etag = stored?.etag { request.setHeader("If-None-Match", etag) }
        let response: HTTPResponse
        switch await send(request) {
        case .success(let answer):
            response = answer
        case .failure(let error):
            if error.isConnectivityFailure, let bytes = await kept?.keptPicture(url) { return bytes }
            throw error
        }
        if response.status == 304, let stored { return stored.body }
        guard (200..<300).contains(response.status) else {
            throw LoadError.server(url: url, status: response.status, message: "the picture was not sent")
        }
        await cache?.store(CachedDocument(url: url, etag: response.header("ETag"), body: response.body))
        return response.body
    }

    /// The answer, or why there is none (a network failure lets a kept copy stand in).
    private func send(_ request: OutgoingRequest) async -> Result<HTTPResponse, LoadError> {
        do throws(LoadError) {
            return .success(try await api.send(request))
        } catch {
            return .failure(error)
        }
    }
}
