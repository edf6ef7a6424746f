/// The HTTP methods the API uses, so routes compare a case, never a string.
public enum APIMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET", post = "POST"
}
