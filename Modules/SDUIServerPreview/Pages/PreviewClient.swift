import SDUIContract
import SDUIServer

/// The client a preview page shows a screen for: an API version and a
/// capability set, and a light or dark background, chosen in the page's
/// selector and carried in every link (`?version=1&client=core&theme=dark`),
/// so an author walks the app as that client would.
struct PreviewClient: Sendable, Equatable {
    enum Capabilities: String, Sendable, CaseIterable {
        /// No header: everything the version supports.
        case all
        /// The core's types only: what a client without features receives.
        case core
    }

    var version: Int
    var capabilities: Capabilities
    /// The background the screen is drawn on (`theme=light|dark`): which palette of its theme shows.
    var appearance: Appearance = .light

    static let versions = Array(APIVersion.supported)

    /// Reads `version` and `client` from a query; anything missing or unknown
    /// is the newest version with every capability.
    init(query: [String: String]) {
        let newest = Self.versions.max() ?? 1
        if let text = query["version"], let number = CanonicalDecimal.parse(text), Self.versions.contains(number) {
            version = number
        } else {
            version = newest
        }
        capabilities = query["client"].flatMap(Capabilities.init(rawValue:)) ?? .all
        appearance = query["theme"].flatMap(Appearance.init(rawValue:)) ?? .light
    }

    init(version: Int, capabilities: Capabilities, appearance: Appearance = .light) {
        self.version = version
        self.capabilities = capabilities
        self.appearance = appearance
    }

    /// The `SDUI-Capabilities` header this client sends; nil for all.
    var manifestHeader: String? {
        switch capabilities {
        case .all: return nil
        case .core: return CapabilityManifest(CoreContract.capabilities).headerValue
        }
    }

    var query: String { "version=\(version)&client=\(capabilities.rawValue)&theme=\(appearance.rawValue)" }

    var label: String {
        "v\(version), " + (capabilities == .all ? "every type" : "core types only") + ", \(appearance.rawValue)"
    }

    /// The matrix of a screen path: every client's view at once.
    static func matrixLink(to path: String) -> String {
        "/preview/matrix/" + path.split(separator: "/").map { HTMLText.percentEncoded(String($0)) }.joined(separator: "/")
    }

    /// The preview page of a screen path for this client.
    func link(to path: String) -> String {
        "/preview/screens/" + path.split(separator: "/").map { HTMLText.percentEncoded(String($0)) }.joined(separator: "/") + "?" + query
    }
}
