import LoginContract
import SDUI

/// Runs `logout`: tells the server to revoke the token (the decorator adds
/// it to the request), forgets it on this device, then runs `then`.
///
/// The device forgets the token whatever the server answers: logging out
/// must work offline too. When the server could not be told, the user is
/// told that the token stays valid there until it expires.
public struct LogoutHandler: ActionHandler {
    let store: TokenStore
    let server: WebURL

    public init(store: TokenStore, server: WebURL) {
        self.store = store
        self.server = server
    }

    public func run(_ logout: LogoutAction, in context: any ActionContext) async -> ActionOutcome {
        if await store.currentToken() != nil {
            if let problem = await revoke(logout, in: context) {
                await context.showMessage("Logged out on this device; the server could not be told (\(problem)), "
                    + "so the old login stays valid there until it expires.")
            }
        }
        do throws(TokenStoreError) {
            try await store.clear()
        } catch {
            // The token is already gone from memory, so it is not sent again.
            await context.showMessage("Logged out, but \(error).")
        }
        guard let then = logout.then else { return .completedWithMessage("Logged out") }
        return await context.perform(then)
    }

    /// Nil when the server revoked the token; otherwise why not.
    private func revoke(_ logout: LogoutAction, in context: any ActionContext) async -> String? {
        let url: WebURL
        switch ServerAnswer.sameOriginURL(logout.url, server: server) {
        case .success(let resolved): url = resolved
        case .failure(let failure): return failure.description
        }
        do throws(TransportError) {
            let response = try await context.send(OutgoingRequest(method: "POST", url: url.description))
            guard (200..<300).contains(response.status) else {
                return "HTTP \(response.status)" + (ServerAnswer.errorMessage(response).map { ": \($0)" } ?? "")
            }
            return nil
        } catch {
            return error.description
        }
    }
}
