import SDUI

/// `textField`: the placeholder as a label, then the field with the value
/// from the screen's state (secure fields masked with •), then the message
/// of a failed validation, if any. In edit mode the typed text shows with a cursor.
///
/// ```
/// Email
/// [ada@example.com                         ]
/// ```
public struct TextFieldRenderer: ContentRenderer {
    public static let maximumWidth = 42
    public static let mask: Character = "•"
    public static let cursor = "▏"

    public init() {}

    public func render(_ content: TextFieldComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let theme = context.theme
        let fieldWidth = min(context.width, Self.maximumWidth)
        let inner = max(1, fieldWidth - 2)
        var lines: [RenderedLine] = []
        // The label, with the kind of input it takes ("Amount · digits") unless it says so already.
        let kind = content.keyboard?.label.flatMap { kind in
            TextSearch.contains(content.placeholder ?? "", kind) ? nil : kind
        }
        let label = [content.placeholder.map { TerminalText.sanitize($0) }, kind].compactMap { $0 }.filter { !$0.isEmpty }
        if !label.isEmpty {
            lines.append(RenderedLine(TextFitting.truncate(label.joined(separator: " · "), toWidth: context.width),
                                      style: theme.secondary))
        }

        let editing = context.editingText(for: id)
        let value = editing ?? context.stateString(forKey: content.stateKey)
        var shown = content.isSecure ? String(repeating: Self.mask, count: value.count) : TerminalText.sanitize(value)
        if editing != nil {
            // Keep the end (where the cursor is) in view.
            let room = inner - 1
            while DisplayWidth.of(shown) > room, !shown.isEmpty { shown.removeFirst() }
            shown += Self.cursor
        } else {
            shown = TextFitting.truncate(shown, toWidth: inner)
        }
        let fieldStyle = context.style(.underline, focusedWhen: id)
        var field = RenderedLine()
        field.append("[", style: theme.border)
        field.append(shown, style: fieldStyle)
        field.appendSpaces(inner - DisplayWidth.of(shown), style: fieldStyle)
        field.append("]", style: theme.border)
        field.anchors.append(FocusTarget(id: id, componentID: id, label: content.placeholder ?? content.stateKey,
                                         kind: .textField(stateKey: content.stateKey, secure: content.isSecure,
                                                          placeholder: content.placeholder, keyboard: content.keyboard ?? .text)))
        lines.append(field)
        // The message of a failed check, under the field until its value changes.
        let message = context.stateString(forKey: ScreenState.errorKey(for: content.stateKey))
        if !message.isEmpty {
            lines.append(RenderedLine(TextFitting.truncate("! " + TerminalText.sanitize(message), toWidth: context.width),
                                      style: theme.error))
        }
        return lines
    }
}
