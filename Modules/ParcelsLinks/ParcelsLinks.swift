import SDUIContract

/// The links the parcels app opens, declared once: the server resolves them
/// (`ParcelsApp`) and the clip's allow-list is made from them.
///
/// A module of its own, beside `ParcelsContract`, so that the clip links these
/// few values and not the command inputs' decoders, which its size budget has no room for.
public enum ParcelsLinks {
    /// Scan & Go at a location (`?location=AMS-01`), or the location picker without one.
    public static let scanAndGo = DeepLinkRoute(host: "parcels.example", path: "/scan-and-go", queryParameters: ["location"])
    /// Every parcel: where the widget's "+2 parcels on the way" leads.
    public static let parcels = DeepLinkRoute(host: "parcels.example", path: "/track")
    /// One parcel by its code, as printed on the label and in the tracking e-mail.
    public static let parcel = DeepLinkRoute(host: "parcels.example", path: "/track/{code}")
}
