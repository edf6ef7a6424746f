/// The HTTP methods the API uses, so routes compare a case, never a string.
public enum APIMethod: Sendable, Hashable {
    case get, post

    /// As HTTP writes it.
    public var name: String {
        switch self {
        case .get: "GET"
        case .post: "POST"
        }
    }
}
