/// Where renderers get pictures drawn for the terminal (the full client's
/// `PictureStore`): drawing never waits for the network, so a renderer asks,
/// draws its placeholder while the picture is on its way, and the next frame
/// shows it.
public protocol PictureSource: Sendable {
    /// The picture at `url` drawn `columns` wide and at most `maximumRows` high, keeping its
    /// aspect; `.pending` starts its download when it was not asked for before.
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
