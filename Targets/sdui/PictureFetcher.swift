import Foundation
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
/// a fraction of its pixels' size and decodes quickly again.
final class PictureFetcher: Sendable {
    let api: APIClient
    let cache: (any ScreenCache)?

    static let maximumPictures = 300
    /// Pictures are the largest documents a client keeps: bounded by bytes too, so 300 large photos cannot fill a disk.
    static let maximumBytes = 32 << 20

    init(api: APIClient, cache: (any ScreenCache)?) {
        self.api = api
        self.cache = cache
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
        let response = try await api.send(request)
        if response.status == 304, let stored { return stored.body }
        guard (200..<300).contains(response.status) else {
            throw LoadError.server(url: url, status: response.status, message: "the picture was not sent")
        }
        await cache?.store(CachedDocument(url: url, etag: response.header("ETag"), body: response.body))
        return response.body
    }
}
