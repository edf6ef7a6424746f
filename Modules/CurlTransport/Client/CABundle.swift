import Glibc

/// Which CA file a client trusts for `https`: the command line's, else the
/// first of `variables` that is set, else none (libcurl's default store, the
/// system's). One rule for `sdui` and `sdui-clip`, so `--cacert` and
/// `SDUI_CA_BUNDLE` mean the same in both.
public enum CABundle {
    /// Read in this order when no path is given: ours, then the two the curl
    /// command reads, so a machine set up for curl works unchanged.
    public static let variables = ["SDUI_CA_BUNDLE", "CURL_CA_BUNDLE", "SSL_CERT_FILE"]

    /// A CA file that was named but cannot be read, and where it was named
    /// (`--cacert` or the variable): said before any request, not at the first https one.
    public struct Unreadable: Error, Sendable, Equatable, CustomStringConvertible {
        public let source: String
        public let path: String
        public var description: String { "\(source): cannot read the CA file \(path)" }

        public init(source: String, path: String) {
            self.source = source
            self.path = path
        }
    }

    /// The CA file to trust, or nil for libcurl's default store.
    /// - Parameters:
    ///   - option: `--cacert`'s value, if given (it wins).
    ///   - environment: reads a variable.
    public static func path(option: String?, environment: (String) -> String?) throws(Unreadable) -> String? {
        var chosen: (source: String, path: String)?
        if let option, !option.isEmpty {
            chosen = ("--cacert", option)
        } else if let name = variables.first(where: { !(environment($0) ?? "").isEmpty }), let value = environment(name) {
            chosen = (name, value)
        }
        guard let chosen else { return nil }
        guard access(chosen.path, R_OK) == 0 else { throw Unreadable(source: chosen.source, path: chosen.path) }
        return chosen.path
    }
}
