import SDUI

/// A screen built in Swift for each request, matched by a path pattern
/// such as `parcels/{code}`.
///
/// Built with the contract's types, so whatever it returns is a valid tree.
struct DynamicScreen: Sendable {
    let pattern: [Substring]
    /// Answer 401 to guests (and to invalid tokens) instead of building.
    let requiresLogin: Bool
    let build: @Sendable (ScreenRequest, _ parameters: [String: String]) async throws -> Screen

    init(_ pattern: String, requiresLogin: Bool = false,
         build: @escaping @Sendable (ScreenRequest, _ parameters: [String: String]) async throws -> Screen) {
        self.pattern = pattern.split(separator: "/")
        self.requiresLogin = requiresLogin
        self.build = build
    }

    /// The parameters when `segments` match the pattern, else nil.
    func match(_ segments: [String]) -> [String: String]? {
        guard segments.count == pattern.count else { return nil }
        var parameters: [String: String] = [:]
        for (element, segment) in zip(pattern, segments) {
            if element.first == "{", element.last == "}" {
                parameters[String(element.dropFirst().dropLast())] = segment
            } else if element != segment {
                return nil
            }
        }
        return parameters
    }
}
