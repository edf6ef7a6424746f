import Hummingbird
import SDUIContract

extension APIHandlers {
    /// Whether the request asks for origins (`SDUI-Debug: origins`) and may
    /// have them: the server runs with `--debug-origins`, and the request
    /// comes from loopback or carries an author's or publisher's token in
    /// `SDUI-Author-Token`. An unknown value is a 400; a refusal is a 403
    /// that says which condition failed.
    func debugOrigins(_ request: Request, context: SDUIRequestContext) async throws -> Bool {
        guard let asked = request.headers.value(.debug) else { return false }
        guard asked == DebugOrigins.value else {
            throw APIError.badRequest("invalid_debug", "\(APIHeader.debug) takes '\(DebugOrigins.value)' (got '\(asked.prefix(40))').")
        }
        guard environment.debugOrigins else {
            throw APIError(.forbidden, code: "debug_refused", message: "This server answers \(APIHeader.debug) only when started with --debug-origins.")
        }
        if let address = context.clientAddress(of: request, trusting: environment.trustedProxies), Self.isLoopback(address) { return true }
        if let token = request.headers.value(.authorToken), let admins = environment.storage.admins,
           let admin = try await admins.admin(forToken: token), admin.role >= .author {
            return true
        }
        throw APIError(.forbidden, code: "debug_refused",
                       message: "Origins are for loopback clients and for authors: send an author's or publisher's token in \(APIHeader.authorToken).")
    }

    static func isLoopback(_ address: String) -> Bool {
        address == "::1" || address.hasPrefix("127.") || address.hasPrefix("::ffff:127.")
    }
}
