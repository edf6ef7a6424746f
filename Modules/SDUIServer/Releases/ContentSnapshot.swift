import SDUIContract

/// The content one request is answered from: the validated screens, the
/// translations (the apps' with the content's), and which release they came
/// from. A request reads it once, so it never mixes two releases.
public final class ContentSnapshot: Sendable {
    public let library: ContentLibrary
    public let translations: Translations
    /// Nil while the content folder is served.
    public let release: Int?
    /// The experiments running, by each screen path they run on (a flow's under each of its screens).
    public let experiments: [String: Experiment]
    /// The release's `theme.json`: the theme of every screen, over the apps' own.
    public let theme: ScreenTheme?
    /// The files as read or published, for debug answers' lines and columns.
    let files: ContentFiles
    /// Part of every rendering's reuse stamp: "" for the folder, `release=12`
    /// under release 12, so a rendering made from one release is never sent
    /// under another (the bytes, and so the ETag, of a screen the new release
    /// did not change stay the same).
    let stamp: String

    init(library: ContentLibrary, translations: Translations, release: Int?, experiments: [Experiment] = [], theme: ScreenTheme? = nil,
         files: ContentFiles = ContentFiles()) {
        self.files = files
        self.library = library
        self.translations = translations
        self.release = release
        self.experiments = Dictionary(experiments.flatMap { experiment in experiment.screens.map { ($0, experiment) } }) { first, _ in first }
        self.theme = theme
        stamp = release.map { "release=\($0)" } ?? ""
    }
}
