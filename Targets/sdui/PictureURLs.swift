import SDUI
import TerminalUI

/// The pictures a screen draws in the terminal (`image`, `imageBanner`, and the
/// thumbnails of headers and artwork rows), each once, in reading order: what
/// `sdui render` fetches before drawing. An image whose `asset` names an icon
/// the client has is drawn as that icon, so its picture is not fetched.
enum PictureURLs {
    static func `in`(_ screen: Screen, assets: TerminalAssets) -> [String] {
        var seen = Set<String>()
        var urls: [String] = []
        func add(_ url: String, asset: String?) {
            if assets.glyph(for: asset) == nil, seen.insert(url).inserted { urls.append(url) }
        }
        if let image = screen.header?.image { add(image.url, asset: image.asset) }
        for component in screen.allComponents {
            if let image = component.content(as: ImageComponent.self) {
                add(image.url, asset: image.asset)
            } else if let banner = component.content(as: ImageBannerComponent.self) {
                add(banner.image.url, asset: banner.image.asset)
            } else if let image = component.content(as: HeaderComponent.self)?.image ?? component.content(as: ArtworkRowComponent.self)?.image {
                add(image.url, asset: image.asset)
            }
        }
        return urls
    }
}
