import TerminalUI
import JSON
import SDUI
import SDUISession

/// Key bindings, by mode: overlays first (alert, prompt, menu), then
/// editing and searching, then browsing.
extension AppController {
    mutating func handle(_ key: Key) -> [AppEffect] {
        if key == .control("c") { return [.quit] }
        // Job control's Ctrl-Z, from anywhere: what was on screen is there again after `fg`.
        if key == .control("z") { return [.suspend] }
        if !state.alerts.isEmpty { return handleAlert(key) }
        if state.prompt != nil { return handlePrompt(key) }
        if state.menu != nil { return handleMenu(key) }
        switch state.mode {
        case .editing(let edit): return handleEditing(key, edit)
        case .searching(let query): return handleSearching(key, query)
        case .browsing:
            // A passing message goes away at the next key, which still counts.
            state.message = nil
            return handleBrowsing(key)
        }
    }

    // MARK: Overlays

    private mutating func handleAlert(_ key: Key) -> [AppEffect] {
        switch key {
        case .enter, .escape, .backspace, .character(" "), .character("q"), .character("o"):
            state.alerts.removeFirst()
        default:
            break
        }
        return []
    }

    private mutating func handlePrompt(_ key: Key) -> [AppEffect] {
        guard var prompt = state.prompt else { return [] }
        switch prompt.request.input {
        case .text:
            switch key {
            case .character(let character): prompt.text.append(character)
            case .backspace: if !prompt.text.isEmpty { prompt.text.removeLast() }
            case .control("u"): prompt.text = ""
            case .enter:
                prompt.reply.resolve(prompt.text)
                state.prompt = nil
                return []
            case .escape:
                prompt.reply.resolve(nil)
                state.prompt = nil
                return []
            default: break
            }
        case .choice(let options):
            switch key {
            case .up, .character("k"), .left, .backTab: prompt.selection = max(0, prompt.selection - 1)
            case .down, .character("j"), .right, .tab: prompt.selection = min(options.count - 1, prompt.selection + 1)
            case .character(let digit) where digit.wholeNumberValue.map({ (1...options.count).contains($0) }) == true:
                prompt.reply.resolve(options[(digit.wholeNumberValue ?? 1) - 1].value)
                state.prompt = nil
                return []
            case .enter:
                prompt.reply.resolve(options[min(prompt.selection, options.count - 1)].value)
                state.prompt = nil
                return []
            case .escape, .character("q"):
                prompt.reply.resolve(nil)
                state.prompt = nil
                return []
            default: break
            }
        }
        state.prompt = prompt
        return []
    }

    private mutating func handleMenu(_ key: Key) -> [AppEffect] {
        guard var menu = state.menu else { return [] }
        switch key {
        case .up, .character("k"), .backTab: menu.selection = max(0, menu.selection - 1)
        case .down, .character("j"), .tab: menu.selection = min(menu.targets.count - 1, menu.selection + 1)
        case .enter:
            state.menu = nil
            guard menu.targets.indices.contains(menu.selection) else { return [] }
            return activate(menu.targets[menu.selection])
        case .escape, .backspace, .character("m"), .character("q"):
            state.menu = nil
            return []
        default: break
        }
        state.menu = menu
        return []
    }

    // MARK: Editing and searching

    private mutating func handleEditing(_ key: Key, _ edit: AppState.Edit) -> [AppEffect] {
        var edit = edit
        switch key {
        case .character(let character):
            if edit.keyboard.accepts(character) {
                edit.text.append(character)
            } else if let refusal = edit.keyboard.refusal {
                state.message = AppState.Message(text: refusal, expires: state.tick + messageTicks)
            }
        case .backspace:
            if !edit.text.isEmpty { edit.text.removeLast() }
        case .control("u"):
            edit.text = ""
        case .escape:
            state.mode = .browsing
            return []
        case .enter:
            return commit(edit)
        case .tab, .down:
            return commit(edit) + moveFocus(forward: true)
        case .backTab, .up:
            return commit(edit) + moveFocus(forward: false)
        default:
            break
        }
        state.mode = .editing(edit)
        return []
    }

    private mutating func commit(_ edit: AppState.Edit) -> [AppEffect] {
        state.mode = .browsing
        guard let top = state.top else { return [] }
        state.pendingState[top.id, default: [:]][edit.stateKey] = .some(.string(edit.text))
        return [.setState(.string(edit.text), key: edit.stateKey)]
    }

    private mutating func handleSearching(_ key: Key, _ query: String) -> [AppEffect] {
        var query = query
        switch key {
        case .character(let character):
            query.append(character)
        case .backspace:
            if query.isEmpty {
                state.mode = .browsing
                return []
            }
            query.removeLast()
        case .escape:
            state.mode = .browsing
            return []
        case .enter:
            state.mode = .browsing
            if !query.isEmpty { state.lastSearch = query }
            search()
            return []
        default:
            break
        }
        state.mode = .searching(query)
        return []
    }

    /// Jumps to the next line containing the last query, and focuses what starts there.
    mutating func search() {
        guard let query = state.lastSearch, let top = state.top else { return }
        var viewport = state.viewports[top.id] ?? Viewport()
        let after = state.searchMatch ?? (viewport.offset - 1)
        guard let line = ScreenSearch.nextMatch(query, in: document.body, after: after) ?? searchUnlaidRows(query, after: after) else {
            state.searchMatch = nil
            state.message = AppState.Message(text: "No match for “\(query)”", expires: state.tick + messageTicks)
            return
        }
        state.searchMatch = line
        viewport.reveal(line, through: line, height: bodyHeight, contentHeight: document.body.count)
        state.viewports[top.id] = viewport
        if let target = document.body[line].anchors.first { state.focus[top.id] = target.id }
    }

    /// A search that found nothing in what is laid out looks through every
    /// row of the top screen's lazy lists too, laying them all out.
    private mutating func searchUnlaidRows(_ query: String, after: Int) -> Int? {
        guard layOutAllRows() else { return nil }
        return ScreenSearch.nextMatch(query, in: document.body, after: after)
    }

    /// Lays out every row of the top screen's lazy lists and redraws the
    /// document; false when nothing was left out.
    private mutating func layOutAllRows() -> Bool {
        guard let top = state.top, document.hasUnlaidRows else { return false }
        state.lazyRows[top.id, default: LazyRows()].showAll()
        document = render(top, width: documentWidth, focused: true)
        return true
    }

    // MARK: Browsing

    private mutating func handleBrowsing(_ key: Key) -> [AppEffect] {
        guard let top = state.top else { return key == .character("q") ? [.quit] : accessoryEffect(for: key) }
        switch key {
        case .character("q"):
            return [.quit]
        case .up, .character("k"), .left, .character("h"), .backTab:
            return moveFocus(forward: false)
        case .down, .character("j"), .right, .character("l"), .tab:
            return moveFocus(forward: true)
        case .pageDown, .control("d"):
            scroll(by: max(1, bodyHeight - 2))
        case .pageUp, .control("u"):
            scroll(by: -max(1, bodyHeight - 2))
        case .home, .character("g"):
            scroll(by: -document.body.count)
        case .end, .character("G"):
            // The end of the screen, not of what is laid out: every row of its lazy lists.
            _ = layOutAllRows()
            scroll(by: document.body.count)
        case .character(" "):
            if let target = focusedTarget, case .toggle = target.kind { return activate(target) }
            scroll(by: max(1, bodyHeight - 2))
        case .enter:
            if let target = focusedTarget { return activate(target) }
        case .escape, .backspace:
            if state.stack.count > 1 { return [.back] }
            state.message = AppState.Message(text: texts("This is the first screen. Press q to quit."), expires: state.tick + messageTicks)
        case .character("/"):
            state.mode = .searching("")
        case .character("n"):
            search()
        case .character("r"):
            return top.error == nil ? [.refresh] : [.retry]
        case .character("R"):
            return top.error == nil ? [.refresh] : [.retry]
        case .character("m"):
            let targets = TitleBar.targets(top.screen?.navigationBar)
            if targets.isEmpty {
                state.message = AppState.Message(text: texts("This screen has no menu."), expires: state.tick + messageTicks)
            } else {
                state.menu = AppState.Menu(targets: targets)
            }
        case .control("l"):
            return [.redrawAll]
        case .character("i") where inspects:
            return inspect(top)
        default:
            return accessoryEffect(for: key)
        }
        return []
    }

    /// The inspect key: the focused element of the top screen, asked of the program's inspector.
    private mutating func inspect(_ top: NavigationEntry) -> [AppEffect] {
        guard let path = top.screenPath, let id = focusedTarget?.componentID else {
            state.message = AppState.Message(text: texts("Move the focus to an element (Tab), then press i to inspect it."),
                                             expires: state.tick + messageTicks)
            return []
        }
        return [.inspect(path, componentID: id)]
    }

    /// A key no binding above claims goes to the accessory that answers it, if any.
    private func accessoryEffect(for key: Key) -> [AppEffect] {
        guard let index = accessoryKeys[key] else { return [] }
        return [.accessoryKey(key, accessory: index)]
    }

    var focusedTarget: FocusTarget? {
        guard let top = state.top else { return nil }
        return FocusNavigator(document: document, height: bodyHeight).target(state.focus[top.id])
    }

    mutating func moveFocus(forward: Bool) -> [AppEffect] {
        guard let top = state.top else { return [] }
        let navigator = FocusNavigator(document: document, height: bodyHeight)
        let viewport = state.viewports[top.id] ?? Viewport()
        let result = forward ? navigator.next(from: state.focus[top.id], viewport: viewport)
            : navigator.previous(from: state.focus[top.id], viewport: viewport)
        state.focus[top.id] = result.focusedID
        state.viewports[top.id] = result.viewport
        state.searchMatch = nil
        return []
    }

    private mutating func scroll(by lines: Int) {
        guard let top = state.top else { return }
        var viewport = state.viewports[top.id] ?? Viewport()
        viewport.offset += lines
        viewport.clamp(height: bodyHeight, contentHeight: document.body.count)
        state.viewports[top.id] = viewport
    }

    /// Enter on a target: run its action, start editing a field, flip a toggle.
    mutating func activate(_ target: FocusTarget) -> [AppEffect] {
        guard let top = state.top else { return [] }
        switch target.kind {
        case .action(let action):
            return [.perform(action, componentID: target.componentID)]
        case .textField(let key, _, _, let keyboard):
            state.focus[top.id] = target.id
            state.mode = .editing(AppState.Edit(targetID: target.id, stateKey: key, text: state.state(of: top).string(forKey: key),
                                                keyboard: keyboard))
            return []
        case .toggle(let key):
            let flipped = !state.state(of: top).bool(forKey: key)
            state.pendingState[top.id, default: [:]][key] = .some(.bool(flipped))
            return [.setState(.bool(flipped), key: key)]
        case .showMore(let listID):
            state.lazyRows[top.id, default: LazyRows()].extend(listID)
            return []
        case .nextPage(let listID):
            return [.loadNextPage(listID: listID)]
        }
    }
}
