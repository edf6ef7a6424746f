import SDUIContract

extension ScreenPath {
    /// The path a request names after `/screens/`, or the 404 (none) or 400
    /// (not a plain path) that says why it cannot be looked up.
    package static func requested(_ segments: [Substring], noun: String = "screen") throws(APIError) -> ScreenPath {
        guard !segments.isEmpty else {
            throw APIError.notFound(noun == "screen" ? "Name a screen, such as /v1/screens/home." : "Name a \(noun) after /\(noun)s/.")
        }
        do throws(ScreenPath.Invalid) {
            return try ScreenPath(validating: segments)
        } catch {
            throw APIError.badRequest("invalid_path", "The \(noun) path is invalid: \(error.reason).")
        }
    }
}
