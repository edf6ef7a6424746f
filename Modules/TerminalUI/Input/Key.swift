/// A key press, decoded from the terminal's bytes.
public enum Key: Sendable, Hashable {
    /// A printable character (letters, digits, punctuation, any script, emoji).
    case character(Character)
    case enter, escape, backspace, delete, tab, backTab
    case up, down, left, right, home, end, pageUp, pageDown
    /// Control plus a letter, such as `control("c")` for Ctrl-C.
    case control(Character)
}
