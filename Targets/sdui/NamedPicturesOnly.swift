import TerminalImages
import TerminalUI

/// The pictures `sdui render FILE` draws: only those the client has by name
/// (`asset:NAME`), as a file has no server to fetch the others from. Every
/// other URL keeps its placeholder, as a file's always did, and nothing is
/// fetched.
struct NamedPicturesOnly: PictureSource {
    let store: PictureStore

    func lines(for url: String, columns: Int, maximumRows: Int) -> PictureLookup {
        guard TerminalAssets.pictureName(in: url) != nil else { return .failed }
        return store.lines(for: url, columns: columns, maximumRows: maximumRows)
    }

    /// The store for the file's named pictures (`urls`, `asset:NAME` only), failures said through `report`.
    static func store(for urls: [String], colors: HalfBlocks.Colors, assets: TerminalAssets,
                      report: @escaping @Sendable (String) async -> Void) -> PictureStore {
        PictureStore(colors: colors, maximumPictures: max(1, urls.count), assets: assets, report: report) { url in
            throw NoServerForPictures(url: url)
        }
    }
}

/// A picture by URL in a screen read from a file: there is no server to fetch it from
/// (`NamedPicturesOnly` never asks, so this is never said; it keeps the fetch honest).
struct NoServerForPictures: Error, CustomStringConvertible {
    let url: String
    var description: String { "\(url): a screen read from a file has no server to fetch pictures from" }
}
