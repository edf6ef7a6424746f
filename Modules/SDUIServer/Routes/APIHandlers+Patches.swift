import JSON
import Logging
import SDUIContract

extension APIHandlers {
    /// A command's result as this client takes it. A `done` result's patch
    /// is checked against its screen built again (`PatchCheck`), then made
    /// for this client from the screen as a fresh GET would send it
    /// (`ClientPatch`): components as this client is sent them, and the
    /// elements that read a changed state key replaced for a client that
    /// does not resolve expressions. A client without `f:patches@1`, a patch
    /// that fails the check (logged), or one this client could not apply
    /// exactly gets `refresh: true` instead, so the screen is right either way.
    ///
    /// A `done` result's `toast` reaches only a client that declares
    /// `a:showToast@1`; any other is sent its text as the `message` (when
    /// the result has none), which every client shows.
    func prepared(_ result: CommandResult, client: Client, logger: Logger) async throws -> JSONValue {
        guard case .done(var done) = result else { return try JSONBody.value(result) }
        if let toast = done.toast, !client.profile.showsToasts {
            done.toast = nil
            if done.message == nil { done.message = toast.message }
        }
        guard let patch = done.patch else { return try JSONBody.value(CommandResult.done(done)) }
        if client.profile.appliesPatches {
            switch await clientPatch(patch, client: client) {
            case .success(let sent):
                var value = try JSONBody.value(CommandResult.done(done))
                if case .object(var object) = value {
                    object["patch"] = sent
                    value = .object(object)
                }
                return value
            case .failure(.app(let problem)):
                logger.error("a command's patch was not sent; the client loads the screen again instead",
                             metadata: ["screen": .string(patch.screen.description), "problem": .string(problem)])
            case .failure(.client(let reason)):
                logger.debug("a command's patch cannot say the change to this client; it loads the screen again instead",
                             metadata: ["screen": .string(patch.screen.description), "reason": .string(reason)])
            }
        }
        done.patch = nil
        done.refresh = true
        return try JSONBody.value(CommandResult.done(done))
    }

    /// Why a patch is not sent: the app's patch is wrong (an error in the
    /// app), or it is right but this client was sent the screen in a form
    /// the patch cannot reach (normal; the client refreshes).
    private enum Unsent: Error {
        case app(String)
        case client(String)
    }

    /// The patch for this client, as JSON.
    private func clientPatch(_ patch: Patch, client: Client) async -> Result<JSONValue, Unsent> {
        let response = screenResponse(for: client)
        let built: JSONValue
        let theme: ScreenTheme?
        do {
            let resolved = try await environment.catalog.document(at: patch.screen, for: client.screen)
            built = try await resolved.build().document
            theme = resolved.theme
        } catch {
            return .failure(.app("the screen '\(patch.screen)' could not be built to check it: \(error)"))
        }
        if let problem = PatchCheck(screen: built).problem(with: patch) { return .failure(.app(problem)) }
        do {
            let expanded = try response.expanded(response.translations.translate(built, to: response.language))
            let derived = ClientPatch(patch: patch, source: expanded, sent: try response.sent(expanded: expanded, theme: theme),
                                      resolvesExpressions: client.profile.resolvesExpressions,
                                      shape: environment.contractTable.shape).derived()
            return derived.mapError { .client($0.description) }
        } catch {
            return .failure(.app("the screen '\(patch.screen)' could not be made for this client: \(error)"))
        }
    }
}
