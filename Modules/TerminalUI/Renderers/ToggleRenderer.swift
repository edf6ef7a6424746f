import SDUI

/// `toggle`: `[x] Label` or `[ ] Label`; Enter or Space flips it in the screen's state.
public struct ToggleRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: ToggleComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let on = context.stateBool(forKey: content.stateKey)
        var lines = Paragraph.lines((on ? "[x] " : "[ ] ") + content.label, width: context.width,
                                    style: context.style(.plain, focusedWhen: id))
        for index in lines.indices.dropFirst() { lines[index] = lines[index].indented(by: 4) }
        lines[0].anchors.append(FocusTarget(id: id, componentID: id, label: content.label,
                                            kind: .toggle(stateKey: content.stateKey)))
        return lines
    }
}
