import JSON
import LoginContract
import SDUI

/// Runs `login`: posts a `LoginRequest` built from the screen's state to
/// the action's URL, keeps the token, clears the password from the state,
/// then runs `then`.
///
/// The request goes through the session (`ActionContext.send`), so it
/// carries the contract's headers, and only to the server's own origin: an
/// action pointing elsewhere is refused before anything is sent. Wrong
/// credentials show the server's message ("The email address or password
/// is incorrect.") and leave the form as it is for another try.
public struct LoginHandler: ActionHandler {
    let store: TokenStore
    let server: WebURL

    public init(store: TokenStore, server: WebURL) {
        self.store = store
        self.server = server
    }

    public func run(_ login: LoginAction, in context: any ActionContext) async -> ActionOutcome {
        switch await logIn(login, in: context) {
        case .failure(.invalidField(let stateKey, let message)):
            // Under the field it is about, with the focus, as the form's own checks show theirs.
            if await !context.showFieldError(message, forKey: stateKey) { await context.showMessage(message) }
            return .failed(message)
        case .failure(let failure):
            await context.showMessage(failure.description)
            return .failed(failure.description)
        case .success(let username):
            // The password has done its job; it does not stay in the screen's state.
            await context.setStateValue(nil, forKey: login.passwordKey)
            guard let then = login.then else { return .completedWithMessage("Logged in as \(username)") }
            return await context.perform(then)
        }
    }

    /// The user name on success.
    private func logIn(_ login: LoginAction, in context: any ActionContext) async -> Result<String, LoginFailure> {
        let username = Self.text(await context.stateValue(forKey: login.usernameKey)).trimmingWhitespace
        let password = Self.text(await context.stateValue(forKey: login.passwordKey))
        guard !username.isEmpty else { return .failure(.missingUsername) }
        guard !password.isEmpty else { return .failure(.missingPassword) }
        let url: WebURL
        switch ServerAnswer.sameOriginURL(login.url, server: server) {
        case .success(let resolved): url = resolved
        case .failure(let failure): return .failure(failure)
        }

        var request = OutgoingRequest(method: "POST", url: url.description)
        request.setHeader("Content-Type", "application/json")
        do {
            request.body = try JSONModelEncoder().encode(LoginRequest(username: username, password: password))
        } catch {
            return .failure(.invalidAnswer(reason: "the request could not be encoded"))
        }
        let response: HTTPResponse
        do throws(TransportError) {
            response = try await context.send(request)
        } catch {
            return .failure(.transport(error))
        }

        switch response.status {
        case 200..<300:
            guard let answer = try? JSONModelDecoder().decode(LoginResponse.self, from: response.body) else {
                return .failure(.invalidAnswer(reason: "it is not a login response"))
            }
            guard let token = BearerToken(value: answer.token, expiresAt: answer.expiresAt) else {
                return .failure(.invalidAnswer(reason: "the token has characters a bearer token cannot have"))
            }
            do throws(TokenStoreError) {
                try await store.save(token)
            } catch {
                // Still logged in for this run; say why it will not last.
                await context.showMessage("You are logged in, but will have to log in again next time: \(error).")
            }
            guard await store.currentToken() != nil else {
                return .failure(.invalidAnswer(reason: "the token had already expired; check this device's clock"))
            }
            return .success(username)
        case 401:
            return .failure(.wrongCredentials(message: ServerAnswer.errorMessage(response)
                ?? "The email address or password is incorrect."))
        case 400..<500:
            if let field = ServerAnswer.errorField(response), let message = ServerAnswer.errorMessage(response),
               let stateKey = field == "username" ? login.usernameKey : field == "password" ? login.passwordKey : nil {
                return .failure(.invalidField(stateKey: stateKey, message: message))
            }
            return .failure(.server(status: response.status, message: ServerAnswer.errorMessage(response)))
        default:
            return .failure(.server(status: response.status, message: ServerAnswer.errorMessage(response)))
        }
    }

    /// A state value as text: strings as they are, numbers as written.
    static func text(_ value: JSONValue?) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return number.description
        default: return ""
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
