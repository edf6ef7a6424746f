import JSON

/// What an element of a newer type becomes for a client that lacks it:
/// part of the type's descriptor, applied by a server, built with the
/// contract's own types so the result is valid.
///
/// The element is decoded with the server's `ScreenFactory` (so feature
/// actions inside it stay typed), turned into other components, and encoded
/// again; the server's capability filter then filters the result like any
/// other element, so an action the client lacks is still removed from the
/// replacement.
public struct Downgrade: Sendable {
    /// Shown in logs and in docs/server.md's table of downgrades.
    public let name: String
    /// The replacement as JSON, from the element's id, its JSON and the server's factory.
    let rewrite: @Sendable (_ id: String, _ element: JSONValue, _ factory: ScreenFactory) throws -> JSONValue

    /// A component's downgrade: the component it becomes.
    public init(name: String,
                rewrite: @escaping @Sendable (_ id: String, _ element: JSONValue, _ factory: ScreenFactory) throws -> Component) {
        self.name = name
        self.rewrite = { id, element, factory in try JSONModelEncoder().encodeToValue(rewrite(id, element, factory)) }
    }

    /// An action's downgrade: the action it becomes (actions have no id).
    public init(name: String, action: @escaping @Sendable (_ element: JSONValue, _ factory: ScreenFactory) throws -> Action) {
        self.name = name
        self.rewrite = { _, element, factory in try JSONModelEncoder().encodeToValue(action(element, factory)) }
    }

    /// The replacement element as JSON.
    package func apply(to element: JSONObject, factory: ScreenFactory) throws -> JSONValue {
        let id = element["id"]?.stringValue ?? "downgraded"
        return try rewrite(id, .object(element), factory)
    }
}

extension Downgrade {
    /// A carousel becomes a list headed by its title, one detail row per item.
    public static let carouselToList = Downgrade(name: "carousel → list of detailRows") { id, element, factory in
        let carousel = try factory.decode(CarouselComponent.self, from: element).value
        let rows = carousel.items.enumerated().map { index, item in
            Component(id: "\(id).\(index)", content: DetailRowComponent(
                title: item.title, subtitle: item.subtitle, primaryAction: item.action))
        }
        return Component(id: id, content: ListComponent(header: carousel.title, components: rows))
    }

    public static let exploreTileToDetailRow = Downgrade(name: "exploreTile → detailRow") { id, element, factory in
        let tile = try factory.decode(ExploreTileComponent.self, from: element).value
        return Component(id: id, content: DetailRowComponent(title: tile.title, subtitle: tile.subtitle, primaryAction: tile.action))
    }

    public static let imageBannerToArtworkRow = Downgrade(name: "imageBanner → artworkRow") { id, element, factory in
        let banner = try factory.decode(ImageBannerComponent.self, from: element).value
        let title = banner.title ?? banner.image.accessibilityLabel ?? ""
        return Component(id: id, content: ArtworkRowComponent(image: banner.image, title: title, action: banner.action))
    }

    /// A badge becomes its word as a headline text, so an old client still says "Delivered".
    public static let badgeToText = Downgrade(name: "badge → text") { id, element, factory in
        let badge = try factory.decode(BadgeComponent.self, from: element).value
        return Component(id: id, content: TextComponent(style: .headline, paragraphs: [badge.text]))
    }
}

extension Downgrade {
    /// A toast becomes an alert with its message as the title, so a client
    /// without `a:showToast@1` still says it (and asks for a key press).
    public static let showToastToShowAlert = Downgrade(name: "showToast → showAlert") { element, factory in
        let toast = try factory.decode(ShowToastAction.self, from: element).value
        return .showAlert(ShowAlertAction(title: toast.message))
    }
}
