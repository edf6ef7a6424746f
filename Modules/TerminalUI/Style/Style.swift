/// How a run of text looks: colours and attributes.
///
/// Renderers describe intent ("this is dim", "this is a destructive
/// button") and never write escape codes themselves; `LineEncoder` turns a
/// style into SGR sequences when colours are on and ignores it when they are
/// off, so the same rendered lines serve a terminal, a pipe and a snapshot.
public struct Style: Sendable, Hashable {
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let inverse = Attributes(rawValue: 1 << 4)
    }

    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var attributes: Attributes

    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
    public static let bold = Style(attributes: .bold)
    public static let dim = Style(attributes: .dim)
    public static let underline = Style(attributes: .underline)
    public static let inverse = Style(attributes: .inverse)

    public var isPlain: Bool { foreground == nil && background == nil && attributes.isEmpty }

    /// This style with `other`'s colours (where set) and both sets of attributes.
    public func merging(_ other: Style) -> Style {
        Style(foreground: other.foreground ?? foreground, background: other.background ?? background,
              attributes: attributes.union(other.attributes))
    }

    /// The SGR sequence that switches from the default look to this style; empty when plain.
    var sgr: String {
        guard !isPlain else { return "" }
        var parameters: [String] = []
        if attributes.contains(.bold) { parameters.append("1") }
        if attributes.contains(.dim) { parameters.append("2") }
        if attributes.contains(.italic) { parameters.append("3") }
        if attributes.contains(.underline) { parameters.append("4") }
        if attributes.contains(.inverse) { parameters.append("7") }
        if let foreground { parameters.append(foreground.sgrParameters(background: false)) }
        if let background { parameters.append(background.sgrParameters(background: true)) }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
