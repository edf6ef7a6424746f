import SDUIServerPreview

/// The browser preview as the demo installs it (`sdui-server --preview`):
/// the core's renderers and one for each feature type the demo's apps send,
/// so the apps themselves link no HTML.
enum DemoPreview {
    static func module(contentDirectory: String) -> BrowserPreview {
        var renderers = HTMLRenderers.core
        BarcodeInputPreview.register(into: &renderers)
        MiniPlayerPreview.register(into: &renderers)
        TrackPreview.register(into: &renderers)
        return BrowserPreview(configuration: PreviewConfiguration(contentDirectory: contentDirectory, renderers: renderers))
    }
}
