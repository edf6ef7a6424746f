import SDUIContract

extension AppRegistry {
    /// An endpoint declared in the app's contract module; the handler gets its parameters typed,
    /// and a path whose captures do not make them is a 400 naming the path.
    public mutating func endpoint<Parameters>(_ route: EndpointRoute<Parameters>,
                                              _ handler: @escaping @Sendable (EndpointRequest, Parameters) async throws -> EndpointAnswer)
        throws(AppRegistrationError) {
        if let problem = route.declarationError {
            throw AppRegistrationError(slot: "endpoint", key: route.label, existingOwner: installing, newOwner: installing,
                                       problem: problem)
        }
        // Each segment of the pattern with its capture's name, read once here rather than on every request.
        let segments = route.pattern.segments.map { segment in
            (segment: segment, capture: PathPattern.isCapture(segment) ? String(segment.dropFirst().dropLast()) : nil)
        }
        try endpoint(route.method, route.pattern.description) { request in
            // The captures as sent: the screen path's own rules decode and check them, and show a refused one encoded.
            let sent = segments.map { part in part.capture.map { Substring(request.parameters[$0, default: ""]) } ?? part.segment }
            let path: ScreenPath
            do throws(ScreenPath.Invalid) {
                path = try ScreenPath(validating: sent)
            } catch {
                throw APIError.badRequest("invalid_path", "The path of \(route.label) is refused: \(error.reason).")
            }
            guard let parameters = route.match(path) else {
                throw APIError.badRequest("invalid_path", "'\(path)' is not a path of \(route.label): a parameter is of the wrong kind.")
            }
            return try await handler(request, parameters)
        }
    }
}
