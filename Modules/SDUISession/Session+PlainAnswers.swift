import JSON
import SDUI

extension Session {
    /// Runs a command on an ordinary endpoint (`PlainAnswer`): its 2xx
    /// answer is `done`; the fields `answer.state` names are set on the
    /// screen the command was pressed on, and a path the answer lacks is a
    /// diagnostic naming the key, the path and the URL (the other keys are
    /// still set: the endpoint did what it was asked).
    func send(_ command: CommandAction, to answer: PlainAnswer, state: ScreenState) async -> ActionOutcome {
        let pressedOn = top?.id
        let body: JSONValue?
        do throws(LoadError) {
            body = try await api.plainCommand(command, state: state)
        } catch {
            return await failed(error, running: command)
        }
        let (values, missing) = answer.values(in: body)
        if let entryID = pressedOn, entry(entryID) != nil {
            let before = entry(entryID)?.screen
            if !values.isEmpty {
                update(entryID: entryID) { entry in
                    for (key, value) in values { entry.state[key] = value }
                }
                await stateDidChange(entryID: entryID, from: before)
            }
            if !missing.isEmpty, let path = entry(entryID)?.path {
                await notifyObservers(.diagnosticsSeen(path: path, diagnostics: missing.map { key, reason in
                    Diagnostic(kind: .invalidElement, path: "answer.state.\(key)",
                               reason: "\(reason) in the answer from \(command.url); '\(key)' is left as it was")
                }))
            }
        }
        let message = answer.message ?? "Done"
        await presenter.showMessage(message)
        return .completedWithMessage(message)
    }
}
