/// The browser preview's own settings, apart from the server's: the
/// content folder it reads again on every request (so an author's save
/// shows on reload) and how it draws each component type.
public struct PreviewConfiguration: Sendable {
    /// The folder holding `screens/`: the server's content folder.
    public var contentDirectory: String
    /// One renderer per component type: the core's (`HTMLRenderers.core`)
    /// and whatever feature types the installation draws; a type without one
    /// is shown as a marked placeholder.
    public var renderers: HTMLRenderers

    public init(contentDirectory: String, renderers: HTMLRenderers = .core) {
        self.contentDirectory = contentDirectory
        self.renderers = renderers
    }
}
