/// One kind of link the server opens: a host, a path pattern and how to
/// turn the link into a screen path; nil from `screen` refuses the link.
struct DeepLinkRule: Sendable {
    let host: String
    /// Path segments; `{name}` captures one.
    let pattern: [Substring]
    let screen: @Sendable (_ captures: [String: String], _ query: [String: String]) -> String?

    init(host: String, path: String,
         screen: @escaping @Sendable (_ captures: [String: String], _ query: [String: String]) -> String?) {
        self.host = host
        pattern = path.split(separator: "/")
        self.screen = screen
    }

    func captures(_ segments: [String]) -> [String: String]? {
        guard segments.count == pattern.count else { return nil }
        var captures: [String: String] = [:]
        for (element, segment) in zip(pattern, segments) {
            if element.first == "{", element.last == "}" {
                captures[String(element.dropFirst().dropLast())] = segment
            } else if element != segment {
                return nil
            }
        }
        return captures
    }
}
