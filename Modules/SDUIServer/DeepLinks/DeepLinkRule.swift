import SDUIContract

/// One kind of link the server opens: a host, a path pattern, and how to
/// turn the link into a screen path (made from the screen's route); nil from
/// `screen` refuses the link.
public struct DeepLinkRule: Sendable {
    public typealias Resolve = @Sendable (_ captures: [String: String], _ query: [String: String]) -> ScreenPath?

    public let host: String
    public let pattern: PathPattern
    let screen: Resolve

    init(host: String, path: String, screen: @escaping Resolve) {
        self.host = host
        pattern = PathPattern(path)
        self.screen = screen
    }

    /// 1 to 64 ASCII letters, digits or `-`: what a link may put into a screen path.
    public static func isPlainName(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        }
    }
}
