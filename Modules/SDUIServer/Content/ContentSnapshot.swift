import SDUIContract

/// The content one request is answered from: the validated screens, the
/// translations (the apps' with the content's), and which release they came
/// from. A request reads it once, so it never mixes two releases.
public final class ContentSnapshot: Sendable {
    public let library: ContentLibrary
    public let translations: Translations
    /// Nil while the content folder is served.
    public let release: Int?
    /// What installed modules read from their files (`ContentFileKind`), by file name.
    private let moduleValues: [String: any Sendable]
    /// The release's `theme.json`: the theme of every screen, over the apps' own.
    public let theme: ScreenTheme?
    /// The files as read or published, for debug answers' lines and columns.
    let files: ContentFiles
    /// Part of every rendering's reuse stamp: "" for the folder, `release=12`
    /// under release 12, so a rendering made from one release is never sent
    /// under another (the bytes, and so the ETag, of a screen the new release
    /// did not change stay the same).
    let stamp: String

    init(library: ContentLibrary, translations: Translations, release: Int?, moduleValues: [String: any Sendable] = [:], theme: ScreenTheme? = nil,
         files: ContentFiles = ContentFiles()) {
        self.files = files
        self.library = library
        self.translations = translations
        self.release = release
        self.moduleValues = moduleValues
        self.theme = theme
        stamp = release.map { "release=\($0)" } ?? ""
    }

    /// What the module reading `file` made of this content's copy of it;
    /// nil when the content has no such file or the module kept nothing of it.
    /// Read per request, so a module's content changes with the release it came in.
    public func value<Value: Sendable>(of file: ContentFile<Value>) -> Value? {
        moduleValues[file.name] as? Value
    }
}
