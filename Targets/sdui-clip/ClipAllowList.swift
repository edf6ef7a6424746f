import SDUI

/// The links this clip opens. Built into the binary: a tag or QR code can
/// only start the flows listed here, and the server may still refuse.
enum ClipAllowList {
    static let links = DeepLinkAllowList(rules: [
        .init(host: "parcels.example", path: "/scan-and-go", queryParameters: ["location"]),
        .init(host: "parcels.example", path: "/track/{code}"),
    ])
}
