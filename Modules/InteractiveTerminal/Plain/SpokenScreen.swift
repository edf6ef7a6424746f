import TerminalUI
import SDUI

/// A screen as a screen reader reads it: lines of text in reading order,
/// with everything the user can activate numbered and named by its role
/// ("Pay €7.75, button", "Insure this parcel, toggle, on").
///
/// It is made from the same `RenderedDocument` the full-screen client
/// draws, so every registered renderer (a feature's too) is read without a
/// second renderer per type; only the drawing is taken away: box and block
/// characters, padding, and blank lines. A component's `accessibilityLabel`
/// replaces what its targets would otherwise be called.
public struct SpokenScreen: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        /// What the user types to activate it; nil for plain text.
        public var number: Int?
        public var text: String
        public var target: FocusTarget?

        /// The line as printed: "3. Pay €7.75, button", or the text alone.
        public var line: String { number.map { "\($0). \(text)" } ?? text }
    }

    public var items: [Item]

    /// The numbered items, for choosing by number.
    public var targets: [FocusTarget] { items.compactMap(\.target) }

    public init(items: [Item]) {
        self.items = items
    }

    /// - Parameters:
    ///   - state: the state the document was drawn in (toggles and fields are read from it).
    ///   - labels: accessibility labels by component id (`SpokenScreen.labels(in:)`).
    ///   - skippingTitleBarText: the title is said apart (once, first); the bar's entries
    ///     (menu, share) are read as items all the same.
    ///   - texts: the words for roles and states, in the person's language.
    public init(document: RenderedDocument, state: ScreenState, labels: [String: String] = [:],
                skippingTitleBarText: Bool = false, texts: UITexts = .english) {
        var items: [Item] = []
        var number = 0
        // An element whose first line does not name it (a row under its overline, a
        // picture's frame above a banner's title): the next line of text, if it names
        // it, is read with it.
        var unnamed: (index: Int, target: FocusTarget, text: String)?
        let lines = document.titleBar.map { (line: $0, isTitleBar: true) } + document.body.map { (line: $0, isTitleBar: false) }
        for (line, isTitleBar) in lines {
            let text = isTitleBar && skippingTitleBarText ? "" : Self.withoutDrawing(line.plainText, texts: texts)
            if line.anchors.isEmpty {
                guard !text.isEmpty else { continue }
                if let pending = unnamed, Self.names(pending.target, in: text) {
                    let above = pending.text.isEmpty ? "" : pending.text + ", "
                    items[pending.index].text = Self.spoken(above + text, pending.target, state: state, texts: texts)
                } else {
                    items.append(Item(number: nil, text: text, target: nil))
                }
                unnamed = nil
                continue
            }
            unnamed = nil
            // One anchor: the line is its element (a row with its detail); several: each is read by its name.
            for target in line.anchors {
                number += 1
                let label = Self.label(of: target, labels)
                // Fields and toggles draw their value, which is read from the state: only an action's line says more.
                let readsLine = line.anchors.count == 1 && target.action != nil
                let name = label ?? (readsLine && Self.names(target, in: text) ? Self.unbracketed(text) : target.label)
                items.append(Item(number: number, text: Self.spoken(name, target, state: state, texts: texts), target: target))
                if label == nil, readsLine, !Self.names(target, in: text) { unnamed = (items.count - 1, target, text) }
            }
        }
        self.items = items
    }

    /// The accessibility label that names `target`: its component's, when the target is the
    /// component itself. A part (a carousel's item, a picker's option, a row's delete) keeps
    /// its own name, as it does in a browser, where the label names the whole.
    static func label(of target: FocusTarget, _ labels: [String: String]) -> String? {
        guard let component = target.componentID, target.id == component else { return nil }
        return labels[component]
    }

    /// Accessibility labels of every component of `screen` that has one, by id.
    public static func labels(in screen: Screen?) -> [String: String] {
        guard let screen else { return [:] }
        var labels: [String: String] = [:]
        for component in screen.allComponents {
            if let label = component.accessibilityLabel, !label.isEmpty { labels[component.id] = label }
        }
        return labels
    }

    /// What a target is called, its role, and its state: the words a screen reader says.
    static func spoken(_ name: String, _ target: FocusTarget, state: ScreenState, texts: UITexts = .english) -> String {
        switch target.kind {
        case .action(.updateState(let update)) where name.hasPrefix("(•) ") || name.hasPrefix("( ) "):
            // A picker's option, drawn with its radio mark.
            let chosen = state[update.key] == update.value
            return "\(name.dropFirst(4)), " + texts(ElementRole.radioButton.word) + ", " + texts(chosen ? "selected" : "not selected")
        case .action(let action):
            return "\(name), " + texts(ElementRole(running: action).word)
        case .textField(let key, let secure, _, _):
            let value = state.string(forKey: key)
            let error = state.fieldError(forKey: key).map { ", " + texts("invalid: {message}", ["message": $0]) } ?? ""
            if secure {
                return "\(name), " + texts(ElementRole.passwordField.word) + ", "
                    + (value.isEmpty ? texts("empty") : texts("{count} characters", ["count": String(value.count)])) + error
            }
            return "\(name), " + texts(ElementRole.textField.word) + ", " + (value.isEmpty ? texts("empty") : value) + error
        case .toggle(let key):
            return "\(name), " + texts(ElementRole.toggle.word) + ", " + texts(state.bool(forKey: key) ? "on" : "off")
        case .showMore, .nextPage:
            return "\(name), " + texts(ElementRole.button.word)
        }
    }

    /// A button's text without the marks it is drawn in: "[ Pay ]", "< Back >" and "[! Delete !]" are read "Pay", "Back", "Delete".
    static func unbracketed(_ text: String) -> String {
        for (opening, closing) in [("[! ", " !]"), ("[ ", " ]"), ("< ", " >")]
        where text.hasPrefix(opening) && text.hasSuffix(closing) && text.count > opening.count + closing.count {
            return String(text.dropFirst(opening.count).dropLast(closing.count))
        }
        return text
    }

    /// Whether a line's text says what the target is called (so the line can stand for it).
    private static func names(_ target: FocusTarget, in text: String) -> Bool {
        !text.isEmpty && (target.label.isEmpty || TextSearch.contains(text, target.label))
    }

    /// The text of a drawn line with box drawing, block elements, focus marks
    /// and the gutter's padding taken out, and runs of spaces made one.
    static func withoutDrawing(_ text: String, texts: UITexts = .english) -> String {
        var kept = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if String(scalar) == ImagePlaceholder.glyph {
                if pendingSpace || !kept.isEmpty { kept.unicodeScalars.append(" ") }
                kept += texts("Image:")
                pendingSpace = true
                continue
            }
            if (0x2500...0x25FF).contains(scalar.value) || scalar == "›" || scalar == " " || scalar == "\t" {
                pendingSpace = !kept.isEmpty
                continue
            }
            if pendingSpace { kept.unicodeScalars.append(" ") }
            pendingSpace = false
            kept.unicodeScalars.append(scalar)
        }
        return kept
    }
}
