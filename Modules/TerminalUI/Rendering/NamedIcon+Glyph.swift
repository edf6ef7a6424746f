import SDUI

extension NamedIcon {
    /// The terminal's drawing of the icon: one column, text presentation, so it
    /// lines up in every font that has the symbol.
    public var glyph: String {
        switch self {
        case .van: "⛟"
        case .box: "◫"
        case .letter: "✉"
        case .home: "⌂"
        case .person: "☺"
        case .heart: "♥"
        case .star: "★"
        case .play: "▶"
        case .music: "♪"
        case .search: "⌕"
        case .check: "✓"
        case .warning: "!"
        case .info: "ⓘ"
        case .location: "⌖"
        case .clock: "◷"
        }
    }
}
