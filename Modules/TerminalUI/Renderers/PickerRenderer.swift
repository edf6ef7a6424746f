import JSON
import SDUI

/// `picker`: the label, then one line per option with a radio mark; each option
/// is a focus target whose action sets the state key to its value.
///
/// ```
/// If nobody is home
/// (•) Leave it with a neighbour
/// ( ) Take it to a pickup point
/// ```
public struct PickerRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: PickerComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        var lines: [RenderedLine] = []
        if let label = content.label, !label.isEmpty {
            lines += Paragraph.lines(label, width: context.width, style: context.theme.secondary)
        }
        let chosen = context.stateString(forKey: content.stateKey)
        for (index, option) in content.options.enumerated() {
            let optionID = "\(id)/\(index)"
            let mark = option.value == chosen ? "(•) " : "( ) "
            var optionLines = Paragraph.lines(mark + option.title, width: context.width,
                                              style: context.style(.plain, focusedWhen: optionID))
            for line in optionLines.indices.dropFirst() { optionLines[line] = optionLines[line].indented(by: 4) }
            guard !optionLines.isEmpty else { continue }
            optionLines[0].anchors.append(FocusTarget(
                id: optionID, componentID: id, label: option.title,
                kind: .action(.updateState(UpdateStateAction(key: content.stateKey, value: .string(option.value))))))
            lines += optionLines
        }
        return lines
    }
}
