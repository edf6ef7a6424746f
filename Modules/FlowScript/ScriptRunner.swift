import JSON
import SDUI
import SDUISession
import InteractiveTerminal
import TerminalUI

/// Drives a `Session` through a flow script without a terminal: what
/// `sdui run` does, and how server developers test their flows.
///
/// Each step is printed as it runs. A failed step (an expectation that does
/// not hold, an element that is not on the screen, a question the script
/// does not answer) stops the run and prints the screen as it was.
///
/// ```swift
/// let presenter = ScriptPresenter()
/// let session = Session(api: api, registry: registry, presenter: presenter)
/// let runner = ScriptRunner(session: session, presenter: presenter, renderer: ScreenRenderer(registry: registry))
/// let report = await runner.run(try ScriptParser.parse(text, source: "flow.sdui")) { print($0) }
/// ```
public struct ScriptRunner: Sendable {
    public let session: Session
    public let presenter: ScriptPresenter
    public let renderer: ScreenRenderer
    /// Width of the screens printed on failure and by `print`.
    public var width: Int
    /// Pages of each screen's long lists loaded as it opens (`sdui run --pages`).
    public var pageLimit = 0

    /// - Parameter presenter: must be the presenter `session` was made with: it answers questions from the script.
    public init(session: Session, presenter: ScriptPresenter, renderer: ScreenRenderer, width: Int = 80) {
        self.session = session
        self.presenter = presenter
        self.renderer = renderer
        self.width = width
    }

    struct StepFailure: Error {
        let reason: String
    }

    /// Runs the steps in order, printing each through `output`; stops at the first failure.
    public func run(_ lines: [ScriptLine], output: (String) -> Void) async -> ScriptReport {
        presenter.load(lines)
        var report = ScriptReport(stepsPassed: 0, failure: nil)
        var started = false
        var lastShown: [String] = []
        while let line = presenter.nextLine() {
            let result: Result<String, StepFailure>
            // Each step is a person's action: a trace of its own when the client traces, named by the script's line.
            do throws(StepFailure) {
                if let tracer = TraceScope.current.tracer {
                    var outcome: Result<String, StepFailure> = .failure(StepFailure(reason: "the step did not run"))
                    let span = tracer.startSpan("step " + line.text, kind: .internal, parent: nil,
                                                attributes: [("sdui.script.line", String(line.number))] + (await elementAttributes(of: line.step)))
                    await tracer.run(span, isolation: nil) {
                        do throws(StepFailure) {
                            outcome = .success(try await execute(line.step, started: &started, lastShown: lastShown))
                        } catch {
                            outcome = .failure(error)
                        }
                    }
                    result = .success(try outcome.get())
                } else {
                    result = .success(try await execute(line.step, started: &started, lastShown: lastShown))
                }
            } catch {
                result = .failure(error)
            }
            let (shown, problem) = presenter.takeShown()
            if !shown.isEmpty || line.step.changesScreen { lastShown = shown }
            switch result {
            case .success(let note) where problem == nil:
                report.stepsPassed += 1
                if line.step == .print {
                    output("✓ \(pad(line.number)) \(line.text)")
                    output(note)
                } else {
                    output("✓ \(pad(line.number)) \(line.text)\(note.isEmpty ? "" : "  → \(note)")")
                }
                for message in shown { output("      · \(message)") }
            case .success:
                return await fail(line, problem ?? "", report: report, output: output)
            case .failure(let failure):
                return await fail(line, failure.reason, report: report, output: output)
            }
        }
        return report
    }

    private func pad(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, 3 - text.count)) + text
    }

    private func fail(_ line: ScriptLine, _ reason: String, report: ScriptReport, output: (String) -> Void) async -> ScriptReport {
        var report = report
        let screen = screenText(await session.top)
        output("✗ \(pad(line.number)) \(line.text)")
        output("      \(reason)")
        output("")
        output("Screen when line \(line.number) failed:")
        output(screen)
        report.failure = ScriptReport.Failure(line: line.number, step: line.text, reason: reason, screen: screen)
        return report
    }

    // MARK: Steps

    private func execute(_ step: ScriptStep, started: inout Bool, lastShown: [String]) async throws(StepFailure) -> String {
        switch step {
        case .open(let destination):
            if !started {
                started = true
                if destination.hasPrefix("https://") || destination.hasPrefix("http://") {
                    await session.start(deepLink: destination)
                } else {
                    await session.start(at: destination)
                }
            } else {
                await session.perform(.navigate(NavigateAction(destination: destination)))
            }
            if let error = await session.top?.error { throw StepFailure(reason: "\(destination) did not load: \(error)") }
            return try await whereWeAre()
        case .tap(let name):
            let target = try await target(named: name)
            switch target.kind {
            case .action(let action):
                let outcome = await session.perform(action, from: target.componentID)
                if case .failed(let reason) = outcome { return try await whereWeAre() + " (the action failed: \(reason))" }
                return try await whereWeAre()
            case .toggle(let key):
                let flipped = !(await session.stateValue(forKey: key)?.boolValue ?? false)
                await session.setState(.bool(flipped), forKey: key)
                return "\(key) = \(flipped)"
            case .textField(let key, _, _, _):
                throw StepFailure(reason: "“\(name)” is a text field (state key \(key)); use `type \(key) TEXT`")
            case .showMore(let listID):
                // Scripts lay out every row, so this line never shows to them.
                throw StepFailure(reason: "“\(name)” is the rest of list \(listID), which scripts always show whole")
            case .nextPage(let listID):
                let outcome = await session.loadNextPage(ofList: listID)
                if case .failed(let reason) = outcome { return try await whereWeAre() + " (the next page failed: \(reason))" }
                return try await whereWeAre()
            }
        case .type(let field, let text):
            let target = try await target(named: field, where: { if case .textField = $0.kind { return true } else { return false } },
                                          matchingKey: { if case .textField(let key, _, _, _) = $0.kind { return key } else { return nil } })
            guard case .textField(let key, let secure, _, let keyboard) = target.kind else {
                throw StepFailure(reason: "“\(field)” is not a text field")
            }
            // The keys a person could not type into this field, a script cannot either.
            if let refused = text.first(where: { !keyboard.accepts($0) }) {
                throw StepFailure(reason: "“\(refused)” cannot be typed into \(key): \(keyboard.refusal ?? "")")
            }
            await session.setState(.string(text), forKey: key)
            return "\(key) = \(secure ? String(repeating: "•", count: text.count) : "“\(text)”")"
        case .toggle(let name):
            let target = try await target(named: name, where: { if case .toggle = $0.kind { return true } else { return false } },
                                          matchingKey: { if case .toggle(let key) = $0.kind { return key } else { return nil } })
            guard case .toggle(let key) = target.kind else { throw StepFailure(reason: "“\(name)” is not a toggle") }
            let flipped = !(await session.stateValue(forKey: key)?.boolValue ?? false)
            await session.setState(.bool(flipped), forKey: key)
            return "\(key) = \(flipped)"
        case .answer, .choose:
            throw StepFailure(reason: "nothing asked a question here; put `answer`/`choose` right after the step that makes the server ask")
        case .back:
            guard await session.back() else { throw StepFailure(reason: "already at the first screen") }
            return try await whereWeAre()
        case .refresh:
            await session.refresh()
            return try await whereWeAre()
        case .expectText(let text, let present):
            let found = await screenContains(text)
            if found != present {
                throw StepFailure(reason: present ? "“\(text)” is not on the screen" : "“\(text)” is on the screen")
            }
            return ""
        case .expectState(let key, let expected):
            let value = await session.stateValue(forKey: key)
            let actual = value.map(Self.describe) ?? "(not set)"
            guard actual == expected else {
                throw StepFailure(reason: "state \(key) is \(actual), expected \(expected)")
            }
            return ""
        case .expectScreen(let id):
            let top = await session.top
            guard let screen = top?.screen else {
                throw StepFailure(reason: "no screen is loaded (\(top.map(Self.describePhase) ?? "nothing open"))")
            }
            guard screen.id == id else { throw StepFailure(reason: "the screen is “\(screen.id)”, expected “\(id)”") }
            return ""
        case .expectTitle(let title):
            let actual = await session.top?.title
            guard actual == title else { throw StepFailure(reason: "the title is “\(actual ?? "")”, expected “\(title)”") }
            return ""
        case .expectMessage(let text):
            guard lastShown.contains(where: { $0.contains(text) }) else {
                let shown = lastShown.isEmpty ? "nothing was shown" : "shown: " + lastShown.map { "“\($0)”" }.joined(separator: ", ")
                throw StepFailure(reason: "no message containing “\(text)” (\(shown))")
            }
            return ""
        case .print:
            return screenText(await session.top)
        }
    }

    // MARK: Helpers

    private func whereWeAre() async throws(StepFailure) -> String {
        if pageLimit > 0 { await session.loadPages(limit: pageLimit) }
        guard let top = await session.top else { return "nothing open" }
        if let screen = top.screen { return "\(screen.id) “\(screen.title ?? "")”" + (top.load?.isOffline == true ? " (offline)" : "") }
        return Self.describePhase(top)
    }

    private static func describePhase(_ entry: NavigationEntry) -> String {
        switch entry.phase {
        case .loaded(let load): return load.decoded.value.id
        case .loading: return "\(entry.path) still loading"
        case .failed(let error, _): return "\(entry.path) failed to load: \(error)"
        }
    }

    /// How `expect state` writes values: strings bare, others as JSON.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return number.description
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        default: return (try? value.jsonString([.sortedKeys])) ?? "?"
        }
    }

    private func document(_ entry: NavigationEntry?, width: Int) -> RenderedDocument? {
        guard let entry else { return nil }
        return EntryRenderer(screens: renderer).render(entry, width: width, canGoBack: false)
    }

    private func screenContains(_ text: String) async -> Bool {
        let top = await session.top
        // Wide enough that nothing wraps, and at the usual width, for text split over lines.
        for width in [1000, width] {
            guard let document = document(top, width: width) else { return false }
            if document.plainText.contains(text) { return true }
            let flattened = document.lines.map { $0.plainText.trimmingSpaces }.joined(separator: " ")
            if flattened.contains(text) { return true }
        }
        return false
    }

    private func screenText(_ entry: NavigationEntry?) -> String {
        document(entry, width: width)?.plainText ?? "(no screen)"
    }

    /// The element a `tap` runs, for its step's span, as the terminal app's
    /// action spans name theirs (the tracer adds the element's origin); none
    /// for other steps, or when the name finds nothing (the step then fails and says so).
    private func elementAttributes(of step: ScriptStep) async -> [(String, String)] {
        guard case .tap(let name) = step, let element = (try? await target(named: name))?.componentID else { return [] }
        return [(ClientSpanAttribute.elementID, element)]
    }

    /// The focus target a script names: by target id, component id, state key, then label.
    private func target(named name: String, where accepts: (FocusTarget) -> Bool = { _ in true },
                        matchingKey key: (FocusTarget) -> String? = { _ in nil }) async throws(StepFailure) -> FocusTarget {
        guard let document = document(await session.top, width: width) else {
            throw StepFailure(reason: "no screen is open; start with `open PATH`")
        }
        let targets = document.focusTargets.filter(accepts)
        let lowered = name.lowercased()
        let found = targets.first { $0.id == name } ?? targets.first { $0.componentID == name }
            ?? targets.first { key($0) == name } ?? targets.first { $0.label == name }
            ?? targets.first { $0.label.lowercased() == lowered }
            ?? targets.first { $0.label.lowercased().contains(lowered) }
        guard let found else {
            let names = targets.map { "“\($0.label)” (\($0.componentID ?? $0.id))" }.joined(separator: ", ")
            throw StepFailure(reason: "nothing called “\(name)” on the screen; there is " + (names.isEmpty ? "nothing to tap" : names))
        }
        return found
    }
}

extension ScriptStep {
    /// Steps after which the messages of earlier steps no longer count.
    var changesScreen: Bool {
        switch self {
        case .open, .tap, .type, .toggle, .back, .refresh: return true
        default: return false
        }
    }
}
