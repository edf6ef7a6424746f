import SDUIContract
import SDUIServer

/// What the home-screen widget shows for the caller: the next parcel on its
/// way (shipment), nothing on the way (empty), or an error when the token
/// is no longer valid, so the widget can ask the user to open the app.
enum WidgetContent {
    static func build(_ request: ScreenRequest, store: any ParcelStore) async throws -> Widget {
        let user: AuthenticatedUser
        let name = "Parcels"
        switch request.credential {
        case .absent: return .empty(message: "Log in to follow your parcels here", name: name)
        case .invalid: return .error(message: "Open the app to log in again", name: name)
        case .valid(let valid, _, _): user = valid
        }
        let onTheWay = try await store.parcelsOnTheWay(to: user.id)
        guard let next = onTheWay.first else { return .empty(message: "No parcels on the way", name: name) }
        let more = onTheWay.count - 1
        return .card(WidgetCard(
            icon: WidgetIcon(asset: "van"),
            image: ImageReference(url: "/images/parcel-label.png", accessibilityLabel: request.text("A parcel label with its barcode")),
            title: next.counterpart,
            description: [next.status, next.expected].compactMap { $0 }.joined(separator: "\n"),
            footer: more > 0 ? WidgetFooter(title: request.text(more == 1 ? "+{count} parcel on the way" : "+{count} parcels on the way", ["count": String(more)]),
                                            url: "sdui://parcels.example/track?source=widget") : nil,
            url: "https://parcels.example/track/\(next.code)"), name: name)
    }
}
