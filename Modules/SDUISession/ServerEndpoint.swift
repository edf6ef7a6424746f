import SDUI

/// Where a client's server lives and which API version it speaks.
///
/// Every URL the client builds comes from here, so the path layout
/// (`/v1/screens/home`) is written once.
public struct ServerEndpoint: Sendable, Equatable {
    public let base: WebURL
    public let apiVersion: Int
    /// `<root>/v{n}/`: what a relative reference in a document is resolved against.
    public let apiRoot: WebURL
    /// `apiRoot` as text, the prefix of every URL this endpoint builds.
    private let prefix: String

    /// - Parameter baseURL: such as `http://127.0.0.1:8080`; must be `https` or loopback `http`.
    public init(baseURL: String, apiVersion: Int = ContractVersion.newest) throws(LoadError) {
        let parsed: WebURL
        do throws(WebURL.ParseError) {
            parsed = try WebURL(parsing: baseURL)
        } catch {
            throw .invalidURL(baseURL, reason: error.reason)
        }
        guard parsed.isSafeToContact else {
            throw .transport(.insecureURL(baseURL))
        }
        base = parsed
        self.apiVersion = apiVersion
        prefix = "\(parsed.root)/v\(apiVersion)/"
        do throws(WebURL.ParseError) {
            apiRoot = try WebURL(parsing: prefix)
        } catch {
            throw .invalidURL(prefix, reason: error.reason)
        }
    }

    /// The screen at a path such as `parcels/3S123`; leading slashes are ignored.
    public func screenURL(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        return "\(prefix)screens/\(trimmed)"
    }

    public var widgetURL: String { "\(prefix)widget" }
    public var offlinePageURL: String { screenURL("offline") }

    /// The server's resolution of a deep link.
    public func deepLinkURL(_ link: String) -> String {
        "\(prefix)deeplinks?url=\(Self.percentEncodeQueryValue(link))"
    }

    /// Resolves a URL from a document against the server: an absolute URL or
    /// an absolute path (`/v1/commands/pay`) as it is, and a relative one
    /// (`commands/pay`) against the API root of the version this client speaks
    /// (`/v2/commands/pay`), so one content file serves every version.
    public func resolve(_ reference: String) throws(LoadError) -> WebURL {
        do throws(WebURL.ParseError) {
            return try apiRoot.resolving(reference)
        } catch {
            throw .invalidURL(reference, reason: error.reason)
        }
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters.
    public static func percentEncodeQueryValue(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
