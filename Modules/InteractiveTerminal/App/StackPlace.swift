import SDUI
import SDUISession

/// Where an entry sits on the stack, as the terminal draws it.
///
/// A pushed screen above the first one shows `‹` (Esc goes back to the
/// screen under it). A full-screen presentation's own screen is a new
/// start: it shows `✕` (Esc closes it, back to where it was opened) and
/// nothing of the stack under it, not even the accessories' rows.
struct StackPlace: Equatable {
    /// Esc goes back to the screen under this one.
    let canGoBack: Bool
    /// This is a full-screen presentation's own screen: Esc closes it.
    let closes: Bool

    init(of entry: NavigationEntry, in stack: [NavigationEntry]) {
        let index = stack.lastIndex { $0.id == entry.id } ?? 0
        closes = index > 0 && entry.presentation == .fullScreen
        canGoBack = index > 0 && !closes
    }

    /// Whether a full-screen presentation is open (at or under the top):
    /// it takes the whole terminal, so the accessories' rows give way.
    static func isCovered(_ stack: [NavigationEntry]) -> Bool {
        stack.dropFirst().contains { $0.presentation == .fullScreen }
    }
}
