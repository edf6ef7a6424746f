import SDUI
import SDUISession
import Synchronization

/// The `SessionPresenter` of a script run: it records what the session
/// shows and answers the server's questions from the script's next line
/// (`answer …` or `choose …`), so a script reads in the order things happen.
public final class ScriptPresenter: SessionPresenter {
    struct State {
        var lines: [ScriptLine] = []
        var next = 0
        var shown: [String] = []
        var problem: String?
    }

    private let state = Mutex(State())

    public init() {}

    // MARK: The script's cursor, shared with the runner

    func load(_ lines: [ScriptLine]) {
        state.withLock {
            $0.lines = lines
            $0.next = 0
        }
    }

    func nextLine() -> ScriptLine? {
        state.withLock { state in
            guard state.next < state.lines.count else { return nil }
            defer { state.next += 1 }
            return state.lines[state.next]
        }
    }

    /// Messages and alerts shown since the last call, and a problem answering a question, if any.
    func takeShown() -> (shown: [String], problem: String?) {
        state.withLock { state in
            defer {
                state.shown = []
                state.problem = nil
            }
            return (state.shown, state.problem)
        }
    }

    // MARK: SessionPresenter

    public func sessionDidChange(_ change: SessionChange) async {}

    public func showAlert(title: String, message: String?) async {
        state.withLock { $0.shown.append(message.map { "\(title): \($0)" } ?? title) }
    }

    public func showMessage(_ message: String) async {
        state.withLock { $0.shown.append(message) }
    }

    public func requestInput(_ request: InputRequest) async -> String? {
        state.withLock { state in
            guard state.next < state.lines.count, state.lines[state.next].step.isAnswer else {
                state.problem = "the server asked “\(request.prompt)”, but the next line is not `answer …` or `choose …`"
                return nil
            }
            let line = state.lines[state.next]
            state.next += 1
            state.shown.append("question “\(request.prompt)” answered by line \(line.number)")
            switch (line.step, request.input) {
            case (.answer(let text), .text):
                return text
            case (.choose(let wanted), .choice(let options)):
                let lowered = wanted.lowercased()
                if let option = options.first(where: { $0.title == wanted || $0.value == wanted })
                    ?? options.first(where: { $0.title.lowercased() == lowered || $0.value.lowercased() == lowered }) {
                    return option.value
                }
                state.problem = "line \(line.number): no option “\(wanted)” in “\(request.prompt)”; the options are "
                    + options.map { "“\($0.title)”" }.joined(separator: ", ")
                return nil
            case (.answer, .choice(let options)):
                state.problem = "line \(line.number): “\(request.prompt)” is a choice (use `choose`): "
                    + options.map { "“\($0.title)”" }.joined(separator: ", ")
                return nil
            default:
                state.problem = "line \(line.number): “\(request.prompt)” asks for text (use `answer`)"
                return nil
            }
        }
    }

    public func open(url: WebURL) async -> Bool {
        state.withLock { $0.shown.append("open \(url)") }
        return true
    }

    public func share(title: String, url: String) async {
        state.withLock { $0.shown.append("share “\(title)” \(url)") }
    }
}
