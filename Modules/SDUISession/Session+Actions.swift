import JSON
import SDUI

extension Session {
    /// The deepest chain of request-input answers one command may ask for.
    static let maximumInputRounds = 5

    /// Runs an action, reports it to observers, and tells the user when it
    /// failed. `componentID` names the element that triggered it, for analytics.
    @discardableResult
    public func perform(_ action: Action, from componentID: String? = nil) async -> ActionOutcome {
        let outcome: ActionOutcome
        let analytics = top?.screen?.analytics
        if let invalid = await invalidFields(before: componentID) {
            outcome = invalid
        } else if let optimistic = await answerLocally(action, from: componentID) {
            outcome = await runReconciling(action, optimistic)
        } else {
            outcome = await run(action)
        }
        await notifyObservers(.actionRan(type: action.type, componentID: componentID, outcome: outcome, analytics: analytics))
        return outcome
    }

    /// For a button that `validates` fields: checks them on the top screen,
    /// records each field's message (or clears it), and answers the failure
    /// when one is invalid, so the action does not run.
    private func invalidFields(before componentID: String?) async -> ActionOutcome? {
        guard let componentID, let top, let screen = top.screen,
              let button = screen.allComponents.first(where: { $0.id == componentID })?.content(as: ButtonComponent.self),
              let keys = button.validates, !keys.isEmpty else { return nil }
        let failures = FieldValidation.failures(in: screen, state: top.state, keys: keys)
        let hadErrors = keys.contains { top.state.fieldError(forKey: $0) != nil }
        guard !failures.isEmpty || hadErrors else { return nil }
        update(entryID: top.id) { $0.state.record(failures, checked: keys) }
        if let entry = entry(top.id) { await presenter.sessionDidChange(.entryUpdated(entry, diff: nil)) }
        guard let first = failures.first else { return nil }
        return .failed(failures.count == 1 ? first.message : "\(first.message) (and \(failures.count - 1) more)")
    }

    func run(_ action: Action) async -> ActionOutcome {
        switch action {
        case .navigate(let navigate):
            return await push(destination: navigate.destination, presentation: navigate.presentation ?? .push,
                              prefetched: navigate.prefetched)
        case .command(let command):
            return await runCommand(command)
        case .updateState(let update):
            guard let top else { return .failed("no screen to update") }
            await changeState(of: top.id) { $0.apply(update) }
            return .completed
        case .showAlert(let alert):
            await presenter.showAlert(title: alert.title, message: alert.message)
            return .completed
        case .showToast(let toast):
            await presenter.showToast(toast.message, seconds: toast.shownDuration)
            return .completed
        case .timer(let timer):
            return await runTimerAction(timer)
        case .openURL(let open):
            return await openURL(open.url)
        case .share(let share):
            await presenter.share(title: share.title, url: share.url)
            return .completed
        case .sequence(let sequence):
            return await runSequence(sequence.actions)
        case .back:
            return await back() ? .completed : .failed("already at the first screen")
        case .refresh:
            return await refresh()
        case .custom(let custom):
            guard let handler = registry.handler(for: custom.type) else {
                let message = "No handler is registered for '\(custom.type)' actions in this client."
                await presenter.showMessage(message)
                return .failed(message)
            }
            let outcome = await handler.run(custom, in: SessionActionContext(session: self))
            if outcome.succeeded, authentication?.signInActions.contains(custom.type) == true { await resumeAfterSignIn() }
            return outcome
        case .unsupported(let unsupported):
            let message = registry.unsupportedActionAdvice.map { "\(unsupported.reason). \($0)" } ?? unsupported.reason
            await presenter.showMessage(message)
            return .failed(message)
        }
    }

    private func runSequence(_ actions: [Action]) async -> ActionOutcome {
        var last = ActionOutcome.completed
        for (index, action) in actions.enumerated() {
            last = await run(action)
            switch last {
            case .completed, .completedWithMessage: continue
            case .cancelled: return .cancelled
            case .failed(let reason):
                return .failed("step \(index + 1) of \(actions.count) ('\(action.type)') failed: \(reason)")
            }
        }
        return last
    }

    private func openURL(_ text: String) async -> ActionOutcome {
        let url: WebURL
        do throws(WebURL.ParseError) {
            url = try api.endpoint.base.resolving(text)
        } catch {
            await presenter.showMessage("Cannot open this link: \(error)")
            return .failed(error.description)
        }
        guard url.isSafeToContact else {
            let message = "Refused to open \(url): only https links (or http on this machine) are opened."
            await presenter.showMessage(message)
            return .failed(message)
        }
        return await presenter.open(url: url) ? .completed : .failed("could not open \(url)")
    }

    /// Runs a command; the change it declares it expects (`optimistic`) is
    /// shown before the request and settled with its outcome. The request
    /// carries the state as it was when the command was pressed.
    private func runCommand(_ command: CommandAction) async -> ActionOutcome {
        let state = top?.state ?? ScreenState()
        guard let top, let change = Self.expectedChange(of: command), let shown = await show(change, on: top.id) else {
            return await send(command, state: state)
        }
        return await reconcile(await send(command, state: state), shown)
    }

    private func send(_ command: CommandAction, state: ScreenState) async -> ActionOutcome {
        if let answer = command.answer { return await send(command, to: answer, state: state) }
        let result: Decoded<CommandResult>
        do throws(LoadError) {
            result = try await api.command(command, state: state)
        } catch {
            return await failed(error, running: command)
        }
        return await handle(result.value, round: 1)
    }

    /// A command's request failed: said, and a sign-in asked for when the server wants one.
    func failed(_ error: LoadError, running command: CommandAction) async -> ActionOutcome {
        await presenter.showMessage("The request failed: \(error)")
        if case .unauthorized = error { await requireSignIn(retrying: .action(.command(command))) }
        return .failed(error.description)
    }

    /// Acts on a command's result; request-input answers loop back here.
    private func handle(_ result: CommandResult, round: Int) async -> ActionOutcome {
        switch result {
        case .done(let done):
            let message: String
            if let toast = done.toast {
                // The toast says it instead of `message`, which is for clients without toasts.
                message = toast.message
                await presenter.showToast(message, seconds: toast.shownDuration)
            } else {
                message = done.message ?? "Done"
                await presenter.showMessage(message)
            }
            if let patch = done.patch {
                if !(await apply(patch)) { await refresh() }
            } else if done.shouldRefresh {
                await refresh()
            }
            return .completedWithMessage(message)
        case .requestInput(let request):
            guard round <= Self.maximumInputRounds else {
                let message = "The server asked for input more than \(Self.maximumInputRounds) times in a row."
                await presenter.showMessage(message)
                return .failed(message)
            }
            // A question answered on the device is a feature's own; from the server it names nowhere to send the answer.
            guard !request.submit.isLocal else {
                let message = "The server asked a question with nowhere to send the answer ('\(request.submit.url)')."
                await presenter.showMessage(message)
                return .failed(message)
            }
            guard let answer = await presenter.requestInput(request) else { return .cancelled }
            let next: Decoded<CommandResult>
            do throws(LoadError) {
                next = try await api.submit(request.submit, answer: answer)
            } catch {
                await presenter.showMessage("Sending your answer failed: \(error)")
                return .failed(error.description)
            }
            return await handle(next.value, round: round + 1)
        case .navigate(let navigate):
            return await run(.navigate(navigate))
        case .error(let message, let field):
            // About a field on the screen: the message goes under it, with the focus.
            if let field, await showFieldError(message, field: field) { return .failed(message) }
            await presenter.showAlert(title: "Something went wrong", message: message)
            return .failed(message)
        case .unknown(let type):
            let message = "The server answered with a result this client does not know ('\(type)')."
            await presenter.showMessage(message)
            return .failed(message)
        }
    }
}

extension Session {
    /// Puts `message` under the top screen's text field bound to `field` and asks for
    /// the focus there; false when the screen has no such field.
    func showFieldError(_ message: String, field: String) async -> Bool {
        guard let top, let screen = top.screen,
              let component = screen.allComponents.first(where: { $0.content(as: TextFieldComponent.self)?.stateKey == field })
        else { return false }
        let failure = FieldValidation.Failure(componentID: component.id, stateKey: field, message: message)
        update(entryID: top.id) { $0.state.record([failure], checked: [field]) }
        if let entry = entry(top.id) { await presenter.sessionDidChange(.entryUpdated(entry, diff: nil)) }
        return true
    }
}

/// What a feature's action handler may do to the session that runs it.
struct SessionActionContext: ActionContext {
    let session: Session

    func stateValue(forKey key: String) async -> JSONValue? {
        await session.stateValue(forKey: key)
    }

    func setStateValue(_ value: JSONValue?, forKey key: String) async {
        await session.setState(value, forKey: key)
    }

    func perform(_ action: Action) async -> ActionOutcome {
        await session.run(action)
    }

    func requestInput(_ request: InputRequest) async -> String? {
        await session.presenter.requestInput(request)
    }

    func showFieldError(_ message: String, forKey stateKey: String) async -> Bool {
        await session.showFieldError(message, field: stateKey)
    }

    func showMessage(_ message: String) async {
        await session.presenter.showMessage(message)
    }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        var resolved = request
        do throws(LoadError) {
            resolved.url = try session.api.endpoint.resolve(request.url).description
            return try await session.api.send(resolved)
        } catch {
            switch error {
            case .transport(let transport): throw transport
            case .invalidURL(let url, let reason): throw .invalidURL(url, reason: reason)
            default: throw .connectionFailed(url: request.url, detail: error.description)
            }
        }
    }
}
