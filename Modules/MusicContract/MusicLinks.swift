import SDUIContract

/// The links the music app opens, declared once for the server that resolves
/// them and any client that keeps an allow-list.
public enum MusicLinks {
    /// A composer's page (`https://music.example/composers/bach`).
    public static let composer = DeepLinkRoute(host: "music.example", path: "/composers/{id}")
    /// A shared playlist (`https://music.example/p/late-night`).
    public static let playlist = DeepLinkRoute(host: "music.example", path: "/p/{id}")
}
