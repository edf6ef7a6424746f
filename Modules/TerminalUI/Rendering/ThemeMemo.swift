import SDUI
import Synchronization

/// The `Theme` made for the last server theme, kept for the next frame.
final class ThemeMemo: Sendable {
    private let last = Mutex<(ScreenTheme?, Theme)?>(nil)

    /// `make(screenTheme)`, or the one made last time for the same theme.
    func theme(for screenTheme: ScreenTheme?, _ make: (ScreenTheme?) -> Theme) -> Theme {
        if let (kept, theme) = last.withLock({ $0 }), kept == screenTheme { return theme }
        let theme = make(screenTheme)
        last.withLock { $0 = (screenTheme, theme) }
        return theme
    }
}
