import SDUI

/// Where renderers get pictures drawn for the terminal (the full client's
/// `PictureStore`): drawing never waits for the network, so a renderer asks,
/// draws its placeholder while the picture is on its way, and the next frame
/// shows it.
public protocol PictureSource: Sendable {
    /// The picture at `url` drawn `columns` wide and at most `maximumRows` high, keeping its
    /// aspect; `.pending` starts its download when it was not asked for before. An
    /// `asset:NAME` URL (`NamedPicture`) is a picture registered by name: never downloaded.
    func lines(for url: String, columns: Int, maximumRows: Int) -> PictureLookup
}

/// What a `PictureSource` has for a URL right now.
public enum PictureLookup: Sendable, Equatable {
    case drawn([RenderedLine])
    /// On its way: draw the placeholder, and do not keep the layout (the picture replaces it).
    case pending
    /// It could not be had (the reason went to the status line): the placeholder for good.
    case failed
}

extension PictureSource {
    /// The picture at `url`, or while it is on its way (or could not be had)
    /// its low-resolution variant (Primephonic's prefetched headers): usually
    /// the same URL the row that led here showed, so it is drawn at once and
    /// the full picture replaces it in the same box. `pending` says the full
    /// picture may still come, so the lines must not be kept.
    public func lines(for url: String, lowResolutionURL: String?, columns: Int,
                      maximumRows: Int) -> (lines: [RenderedLine]?, pending: Bool) {
        let full = lines(for: url, columns: columns, maximumRows: maximumRows)
        if case .drawn(let drawn) = full { return (drawn, false) }
        let pending = full == .pending
        guard let lowResolutionURL, lowResolutionURL != url else { return (nil, pending) }
        switch lines(for: lowResolutionURL, columns: columns, maximumRows: maximumRows) {
        case .drawn(let drawn): return (drawn, pending)
        case .pending: return (nil, true)
        case .failed: return (nil, pending)
        }
    }

    /// `image`'s picture as above, or nothing (and nothing pending) when its `asset`
    /// names an icon this client has: the icon is drawn instead, without a download.
    /// An `asset` that names a registered picture draws that picture (`TerminalAssets.pictureURLs`).
    func lines(for image: ImageReference, assets: TerminalAssets, columns: Int,
               maximumRows: Int) -> (lines: [RenderedLine]?, pending: Bool) {
        guard let urls = assets.pictureURLs(for: image) else { return (nil, false) }
        return lines(for: urls.url, lowResolutionURL: urls.lowResolutionURL, columns: columns, maximumRows: maximumRows)
    }
}
