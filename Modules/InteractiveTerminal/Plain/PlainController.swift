import TerminalUI
import JSON
import SDUI
import SDUISession

/// The plain client's state machine (`sdui open --plain`): events in,
/// effects and printed lines out, with no I/O, so every answer it gives is
/// testable as a value.
///
/// Nothing is ever redrawn: a new screen is read out whole, a change to the
/// shown one prints only the lines that changed, and alerts, messages,
/// questions and focus moves are new lines. The user types a line: an
/// item's number runs it, and a few letters do the rest (`helpText`).
/// A typed line waits until what the last one started has finished, so
/// type-ahead and piped input run in order.
struct PlainController {
    /// What the next typed line answers.
    indirect enum Awaiting {
        case command
        case field(FocusTarget, stateKey: String, secure: Bool, keyboard: KeyboardKind)
        case question(InputRequest, InputReply)
    }

    let renderer: EntryRenderer
    let width: Int
    /// Said when nothing answered at the server's address.
    let connectionHelp: String?
    /// The accessories' keys (the player's `p`, `x`, …), typed as a line of one character;
    /// each with the accessory's index. The client's own letters win.
    let accessoryKeys: [(character: Character, key: Key, accessory: Int, binding: AccessoryKeyBinding)]

    private(set) var stack: [NavigationEntry] = []
    private(set) var awaiting: Awaiting = .command
    /// The items of the screen as last read out, and whose they were.
    private(set) var spoken = SpokenScreen(items: [])
    private var spokenEntry: (id: Int, phase: PhaseKind)?
    private var focusRounds: [Int: Int] = [:]
    private var queue: [String] = []
    private var inputEnded = false
    private(set) var tasksInFlight = 0
    /// Lines to print, taken by the app after each event.
    private(set) var printed: [String] = []

    enum PhaseKind: Equatable { case loading, loaded, failed }

    init(renderer: EntryRenderer, width: Int = 100, connectionHelp: String? = nil, accessoryBindings: [[AccessoryKeyBinding]] = []) {
        self.renderer = renderer
        self.width = width
        self.connectionHelp = connectionHelp
        var keys: [(character: Character, key: Key, accessory: Int, binding: AccessoryKeyBinding)] = []
        for (index, bindings) in accessoryBindings.enumerated() {
            for binding in bindings {
                for key in binding.keys {
                    // Digits choose items here, so an accessory's digit keys cannot be typed.
                    guard case .character(let character) = key, !Self.ownLetters.contains(character), !character.isNumber,
                          !keys.contains(where: { $0.character == character }) else { continue }
                    keys.append((character, key, index, binding))
                }
            }
        }
        accessoryKeys = keys
    }

    /// The plain client's own command letters, which accessories cannot take.
    static let ownLetters: Set<Character> = ["b", "r", "l", "h", "q", "?"]

    static let helpText = [
        "Type an item's number and Enter to use it (a link opens, a button runs, a field asks for its text, a toggle flips).",
        "Other commands: b back, r refresh or retry, l read the screen again, h this help, q quit.",
    ]

    /// The client's own words, in the person's language.
    var texts: UITexts { renderer.screens.texts }

    /// Whether what is typed now should not be shown (a password).
    var hidesInput: Bool {
        if case .field(_, _, true, _) = awaiting { return true }
        return false
    }

    /// True when the next typed line can be taken.
    var isReady: Bool {
        switch awaiting {
        case .command: return tasksInFlight == 0
        case .field, .question: return true
        }
    }

    /// The printed lines since the last call.
    mutating func takePrinted() -> [String] {
        defer { printed = [] }
        return printed
    }

    /// Started by the app before the first event (the session's start runs as a task).
    mutating func started() {
        tasksInFlight += 1
    }

    mutating func handle(_ event: AppEvent) -> [AppEffect] {
        switch event {
        case .line(let line):
            queue.append(line)
        case .linesEnded, .keysEnded:
            inputEnded = true
        default:
            apply(event)
        }
        return drain()
    }

    /// Cancels a question still waiting; called when the app stops.
    mutating func shutDown() {
        if case .question(_, let reply) = awaiting { reply.resolve(nil) }
        awaiting = .command
    }

    // MARK: Events from the session

    private mutating func apply(_ event: AppEvent) {
        switch event {
        case .session(let change):
            apply(change)
            announce()
        case .alert(let title, let message):
            say(texts("Alert: {text}", ["text": [title, message].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ". ")]))
        case .message(let text), .toast(let text, _):
            // A line is said once and stays in the scrollback: a toast needs no timing here.
            say(text)
        case .input(let request, let reply):
            if case .question(_, let previous) = awaiting { previous.resolve(nil) }
            awaiting = .question(request, reply)
            ask(request)
        case .taskFinished:
            tasksInFlight = max(0, tasksInFlight - 1)
        case .key, .tick, .resized, .accessoriesUpdated, .line, .linesEnded, .keysEnded, .copyToClipboard:
            break
        }
    }

    private mutating func apply(_ change: SessionChange) {
        switch change {
        case .stackChanged(let top, let depth):
            stack = Array(stack.prefix(max(0, depth - 1))) + (top.map { [$0] } ?? [])
            if case .field = awaiting { awaiting = .command }
        case .entryUpdated(let entry, _):
            guard let index = stack.lastIndex(where: { $0.id == entry.id }) else { return }
            stack[index] = entry
        }
    }

    /// Reads out what changed on the top screen since it was last read.
    private mutating func announce() {
        guard let top = stack.last else { return }
        let name = top.title ?? top.path
        let isNew = spokenEntry?.id != top.id
        switch top.phase {
        case .loading:
            if isNew || spokenEntry?.phase != .loading { say(texts("Loading {screen}…", ["screen": name])) }
            spokenEntry = (top.id, .loading)
        case .failed(let error, _):
            if isNew || spokenEntry?.phase != .failed {
                say(texts("Could not load {screen}: {error}", ["screen": name, "error": "\(error)"]))
                if let connectionHelp, case .transport(.cannotConnect) = error { say(connectionHelp) }
                say(texts(stack.count > 1 ? "Type r to try again, or b to go back." : "Type r to try again."))
            }
            spokenEntry = (top.id, .failed)
            spoken = SpokenScreen(items: [])
        case .loaded:
            let screen = read(top)
            if isNew || spokenEntry?.phase != .loaded {
                readOut(screen, title: name)
            } else if Self.itemIDs(screen) != Self.itemIDs(spoken) {
                say(texts("The screen changed."))
                readOut(screen, title: name)
            } else {
                let before = Set(spoken.items.map(\.line))
                for item in screen.items where !before.contains(item.line) { say(item.line) }
            }
            spoken = screen
            spokenEntry = (top.id, .loaded)
            sayFocusRequest(top)
        }
    }

    /// The ids of what can be chosen, but the rows under paged lists: a page
    /// coming or the list ending changes nothing already read.
    private static func itemIDs(_ screen: SpokenScreen) -> [String] {
        screen.targets.filter { $0.nextPageListID == nil }.map(\.id)
    }

    private func read(_ entry: NavigationEntry) -> SpokenScreen {
        let document = renderer.render(entry, width: width, canGoBack: stack.count > 1)
        return SpokenScreen(document: document, state: entry.state, labels: SpokenScreen.labels(in: entry.screen),
                            skippingTitleBarText: true, texts: texts)
    }

    private mutating func readOut(_ screen: SpokenScreen, title: String) {
        say("")
        say(texts("Screen: {title}", ["title": title]))
        for item in screen.items { say(item.line) }
        let count = screen.targets.count
        let items = count == 0 ? texts("Nothing to choose here") : count == 1 ? texts("1 item") : texts("{count} items", ["count": String(count)])
        // A full-screen presentation is read as a new screen; b closes it, back to where it was opened.
        let closes = stack.last.map { StackPlace(of: $0, in: stack).closes } ?? false
        let back = closes ? texts("b closes it, ") : stack.count > 1 ? texts("b goes back, ") : ""
        say("\(items). " + back + texts("h for help."))
    }

    /// A failed check moves the focus to the first invalid field: say which, once per request.
    private mutating func sayFocusRequest(_ entry: NavigationEntry) {
        guard let request = entry.state.focusRequest, focusRounds[entry.id] != request.round else { return }
        focusRounds[entry.id] = request.round
        if let item = spoken.items.first(where: { $0.target?.componentID == request.componentID || $0.target?.id == request.componentID }) {
            say(texts("Focus: {item}", ["item": item.line]))
        }
    }

    private mutating func ask(_ request: InputRequest) {
        say(texts("Question: {prompt}", ["prompt": request.prompt]))
        switch request.input {
        case .text(let placeholder):
            let example = placeholder.map { texts(" (for example: {example})", ["example": $0]) } ?? ""
            say(texts("Type your answer{example} and press Enter; an empty line cancels.", ["example": example]))
        case .choice(let options):
            for (index, option) in options.enumerated() { say("\(index + 1). \(option.title)") }
            say(texts("Type a number and press Enter; an empty line cancels."))
        }
    }

    // MARK: Typed lines

    private mutating func drain() -> [AppEffect] {
        var effects: [AppEffect] = []
        while isReady, !queue.isEmpty {
            effects += take(queue.removeFirst())
            if effects.contains(.quit) { return effects }
        }
        if inputEnded, queue.isEmpty {
            // Nobody is left to answer: a waiting question is cancelled, so its action can end.
            if case .question(_, let reply) = awaiting { reply.resolve(nil) }
            awaiting = .command
            if tasksInFlight == 0 { effects.append(.quit) }
        }
        return effects
    }

    private mutating func take(_ line: String) -> [AppEffect] {
        switch awaiting {
        case .question(let request, let reply):
            return answer(request, reply, with: line)
        case .field(let target, let key, let secure, let keyboard):
            return fill(target, key: key, secure: secure, keyboard: keyboard, with: line)
        case .command:
            return command(line)
        }
    }

    private mutating func command(_ line: String) -> [AppEffect] {
        let typed = line.trimmingSpaces
        let lowered = typed.lowercased()
        let targets = spoken.targets
        if let number = Int(typed) {
            // Compared as a range, never `number - 1`: a typed Int.min must not overflow.
            guard !targets.isEmpty, (1...targets.count).contains(number) else {
                say(targets.isEmpty ? texts("There is nothing to choose on this screen.")
                    : texts("There is no item {number} here; the items go from 1 to {count}.", ["number": String(number), "count": String(targets.count)]))
                return []
            }
            return activate(targets[number - 1])
        }
        switch lowered {
        case "":
            return []
        case "q", "quit", "exit":
            return [.quit]
        case "h", "help", "?":
            Self.helpText.forEach { say(texts($0)) }
            var described = Set<String>()
            for entry in accessoryKeys where described.insert(entry.binding.label).inserted {
                say("\(entry.binding.label): \(entry.binding.meaning)")
            }
            return []
        case "l", "list":
            guard let top = stack.last else { return [] }
            spokenEntry = nil
            focusRounds[top.id] = top.state.focusRequest?.round
            announce()
            return []
        case "b", "back":
            guard stack.count > 1 else {
                say(texts("This is the first screen; there is nothing to go back to."))
                return []
            }
            return session(.back)
        case "r", "refresh", "retry":
            return session(stack.last?.error != nil ? .retry : .refresh)
        case _ where typed.count == 1 && accessoryKeys.contains { $0.character == typed.first }:
            guard let entry = accessoryKeys.first(where: { $0.character == typed.first }) else { return [] }
            return session(.accessoryKey(entry.key, accessory: entry.accessory))
        default:
            // An item's name works too: its label, what is read before its role, or
            // failing those the start of what is read ("evening" for "Evening delivery • €7.75").
            let items = spoken.items.filter { $0.target != nil }
            var named = items.filter { $0.target?.label.lowercased() == lowered || $0.text.lowercased().hasPrefix(lowered + ", ") }
            if named.isEmpty, lowered.count >= 3 { named = items.filter { $0.text.lowercased().hasPrefix(lowered) } }
            switch named.count {
            case 1:
                guard let target = named[0].target else { return [] }
                return activate(target)
            case 0:
                say(texts("“{typed}” is not a command or an item here. Type a number, or h for help.", ["typed": typed]))
            default:
                let numbers = named.compactMap(\.number).map(String.init).joined(separator: ", ")
                say(texts("Several items are called “{typed}”: {numbers}. Type the number of the one you mean.", ["typed": typed, "numbers": numbers]))
            }
            return []
        }
    }

    private mutating func activate(_ target: FocusTarget) -> [AppEffect] {
        guard let top = stack.last else { return [] }
        switch target.kind {
        case .action(let action):
            return session(.perform(action, componentID: target.componentID))
        case .textField(let key, let secure, _, let keyboard):
            awaiting = .field(target, stateKey: key, secure: secure, keyboard: keyboard)
            let current = top.state.string(forKey: key)
            let now = current.isEmpty ? texts("empty now")
                : secure ? texts("{count} characters now", ["count": String(current.count)]) : texts("now “{text}”", ["text": current])
            say(texts("Editing {field} ({now}). Type the new text and press Enter; an empty line leaves it as it is.",
                      ["field": target.label, "now": now]) + (secure ? " " + texts("What you type is not shown.") : ""))
            return []
        case .toggle(let key):
            return session(.setState(.bool(!top.state.bool(forKey: key)), key: key))
        case .showMore:
            // The plain client lays out every row; there is nothing more to show.
            return []
        case .nextPage(let listID):
            return session(.loadNextPage(listID: listID))
        }
    }

    private mutating func fill(_ target: FocusTarget, key: String, secure: Bool, keyboard: KeyboardKind,
                               with line: String) -> [AppEffect] {
        guard !line.isEmpty else {
            awaiting = .command
            say(texts("{field} left as it was.", ["field": target.label]))
            return []
        }
        if let refused = line.first(where: { !keyboard.accepts($0) }) {
            // A password's characters are never printed, not even the one refused.
            let rule = keyboard.refusal.map { texts($0) } ?? ""
            say(secure ? texts("That does not belong here. {rule} Type it again, or an empty line to leave it.", ["rule": rule])
                : texts("“{character}” does not belong here. {rule} Type it again, or an empty line to leave it.",
                        ["character": String(refused), "rule": rule]))
            return []
        }
        awaiting = .command
        return session(.setState(.string(line), key: key))
    }

    private mutating func answer(_ request: InputRequest, _ reply: InputReply, with line: String) -> [AppEffect] {
        let typed = line.trimmingSpaces
        guard !typed.isEmpty else {
            awaiting = .command
            reply.resolve(nil)
            say(texts("Cancelled."))
            return []
        }
        switch request.input {
        case .text:
            awaiting = .command
            reply.resolve(line)
        case .choice(let options):
            let chosen = Int(typed).flatMap { !options.isEmpty && (1...options.count).contains($0) ? options[$0 - 1] : nil }
                ?? options.first { $0.title.lowercased() == typed.lowercased() }
            guard let chosen else {
                say(texts("There is no option “{typed}”. Type a number from 1 to {count}, or an empty line to cancel.",
                          ["typed": typed, "count": String(options.count)]))
                return []
            }
            awaiting = .command
            reply.resolve(chosen.value)
        }
        return []
    }

    /// A session call: the next typed line waits until it has finished.
    private mutating func session(_ effect: AppEffect) -> [AppEffect] {
        tasksInFlight += 1
        return [effect]
    }

    private mutating func say(_ line: String) {
        printed.append(line)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}
