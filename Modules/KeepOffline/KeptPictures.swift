import SDUI

/// The pictures a kept screen draws, so they are kept with it: every image
/// reference of its header and components (images, banners, headers,
/// artwork rows, carousel items, explore tiles), with its low-resolution
/// variant, each once, in reading order.
enum KeptPictures {
    static func references(in screen: Screen) -> [ImageReference] {
        var found: [ImageReference] = []
        if let image = screen.header?.image { found.append(image) }
        for component in screen.allComponents {
            if let image = component.content(as: ImageComponent.self) {
                found.append(ImageReference(url: image.url, lowResolutionURL: image.lowResolutionURL, asset: image.asset))
            } else if let banner = component.content(as: ImageBannerComponent.self) {
                found.append(banner.image)
            } else if let carousel = component.content(as: CarouselComponent.self) {
                found += carousel.items.compactMap(\.image)
            } else if let image = component.content(as: HeaderComponent.self)?.image ?? component.content(as: ArtworkRowComponent.self)?.image
                        ?? component.content(as: ExploreTileComponent.self)?.image {
                found.append(image)
            }
        }
        return found
    }

    /// The URLs to keep of `references`, those `includes` accepts (a client skips icons and
    /// pictures it draws itself). A picture by name (`asset:NAME`) is never fetched, so never kept.
    static func urls(of references: [ImageReference], includes: (ImageReference) -> Bool) -> [String] {
        var seen = Set<String>()
        var urls: [String] = []
        for reference in references where includes(reference) {
            for url in [reference.url, reference.lowResolutionURL].compactMap({ $0 })
            where NamedPicture.name(in: url) == nil && seen.insert(url).inserted {
                urls.append(url)
            }
        }
        return urls
    }
}
