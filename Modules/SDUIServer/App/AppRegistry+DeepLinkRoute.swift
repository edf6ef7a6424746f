import SDUIContract

extension AppRegistry {
    /// Links declared in the app's links module: each link of `route` (and its
    /// `sdui://` twin) opens the screen path `screen` returns; nil refuses the link.
    /// The declaration is the one a client's allow-list is made from.
    public mutating func deepLink(_ route: DeepLinkRoute, screen: @escaping DeepLinkRule.Resolve) throws(AppRegistrationError) {
        guard route.path.hasPrefix("/"), route.path.count > 1 else {
            throw AppRegistrationError(slot: "deep link", key: "\(route.host)\(route.path)", existingOwner: installing,
                                       newOwner: installing, problem: "the path '\(route.path)' must start with '/' and name a page")
        }
        try deepLink(host: route.host, path: String(route.path.dropFirst()), screen: screen)
    }
}
