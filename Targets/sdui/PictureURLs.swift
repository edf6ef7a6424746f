import SDUI

/// The pictures a screen draws in the terminal (`image` and `imageBanner`),
/// each once, in reading order: what `sdui render` fetches before drawing.
enum PictureURLs {
    static func `in`(_ screen: Screen) -> [String] {
        var seen = Set<String>()
        var urls: [String] = []
        for component in screen.allComponents {
            let url: String? = if let image = component.content(as: ImageComponent.self), image.icon == nil {
                image.url
            } else if let banner = component.content(as: ImageBannerComponent.self), banner.image.icon == nil {
                banner.image.url
            } else {
                nil
            }
            if let url, seen.insert(url).inserted { urls.append(url) }
        }
        return urls
    }
}
