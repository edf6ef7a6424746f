import SDUI
import TerminalUI

/// The pictures a screen draws in the terminal (`image`, `imageBanner`, and the
/// pictures of headers, artwork rows, carousel items and explore tiles), each once, in reading order: what
/// `sdui render` fetches before drawing. An image whose `asset` names an icon
/// the client has is drawn as that icon, so its picture is not fetched; one
/// whose `asset` names a registered picture is that picture (`asset:NAME`,
/// which the store decodes from the client's own bytes, never fetching it).
enum PictureURLs {
    static func `in`(_ screen: Screen, assets: TerminalAssets) -> [String] {
        var seen = Set<String>()
        var urls: [String] = []
        func add(_ url: String, asset: String?) {
            let image = ImageReference(url: url, asset: asset)
            if let url = assets.pictureURLs(for: image)?.url, seen.insert(url).inserted { urls.append(url) }
        }
        if let image = screen.header?.image { add(image.url, asset: image.asset) }
        for component in screen.allComponents {
            if let image = component.content(as: ImageComponent.self) {
                add(image.url, asset: image.asset)
            } else if let banner = component.content(as: ImageBannerComponent.self) {
                add(banner.image.url, asset: banner.image.asset)
            } else if let carousel = component.content(as: CarouselComponent.self) {
                for image in carousel.items.compactMap(\.image) { add(image.url, asset: image.asset) }
            } else if let image = component.content(as: HeaderComponent.self)?.image ?? component.content(as: ArtworkRowComponent.self)?.image
                        ?? component.content(as: ExploreTileComponent.self)?.image {
                add(image.url, asset: image.asset)
            }
        }
        return urls
    }
}
