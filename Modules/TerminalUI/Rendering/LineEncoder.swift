/// Turns rendered lines into the characters written to the output: with
/// SGR sequences when colours are on, plain text when they are off.
public struct LineEncoder: Sendable {
    public var usesColor: Bool

    /// - Parameter usesColor: from `ColorMode.usesColor(isTerminal:environment:)`.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// One line, without a newline; trailing unstyled spaces are dropped.
    public func encode(_ line: RenderedLine) -> String {
        var output = ""
        var pending = ""
        var current = Style.plain
        let trimmed = line.trimmingTrailingSpaces()
        for span in trimmed.spans where !span.text.isEmpty {
            let style = usesColor ? span.style : .plain
            if style == current {
                pending += span.text
                continue
            }
            output += pending
            pending = ""
            if !current.isPlain { output += ANSI.reset }
            output += style.sgr
            current = style
            pending = span.text
        }
        output += pending
        if !current.isPlain { output += ANSI.reset }
        return output
    }

    /// Lines joined with newlines, ending in one.
    public func encode(_ lines: [RenderedLine]) -> String {
        var output = ""
        for line in lines {
            output += encode(line)
            output += "\n"
        }
        return output
    }
}
