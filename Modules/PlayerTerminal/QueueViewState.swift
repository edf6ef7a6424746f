import Player
import Synchronization

/// Whether the queue view shows, and which tracks it showed last, shared
/// by the accessory's keys and its refreshes (which may run at once).
///
/// A jump key plays the track the user saw on its row, even when the
/// queue changed under the view since (the rest of it loaded, a track
/// ended): the row's track is remembered by index and id.
final class QueueViewState: Sendable {
    /// One row of the view as last drawn.
    struct Row: Sendable, Equatable {
        let index: Int
        let trackID: String
    }

    private struct State {
        var visible = false
        /// Bumped whenever the view is shown, so a refresh that saw "stopped"
        /// before the view was shown cannot hide it again.
        var shownCount = 0
        var rows: [Row] = []
    }

    private let state = Mutex(State())

    init() {}

    var isVisible: Bool { state.withLock { $0.visible } }

    /// A mark to pass to `hideIfUnchanged(since:)`.
    var mark: Int { state.withLock { $0.shownCount } }

    /// Shows a hidden view, hides a shown one; returns whether it shows now.
    func toggle() -> Bool {
        state.withLock { state in
            state.visible.toggle()
            if state.visible { state.shownCount += 1 } else { state.rows = [] }
            return state.visible
        }
    }

    func hide() {
        state.withLock { state in
            state.visible = false
            state.rows = []
        }
    }

    /// Hides the view unless it was shown again after `mark` was taken.
    func hideIfUnchanged(since mark: Int) {
        state.withLock { state in
            guard state.shownCount == mark else { return }
            state.visible = false
            state.rows = []
        }
    }

    /// Remembers the rows drawn (only a window of the queue: at most `QueueWindow.maxRows`).
    func record(_ rows: [Row]) {
        state.withLock { $0.rows = rows }
    }

    /// The track on jump key `key` (1-based) as last drawn; nil when hidden or no such row.
    func row(forKey key: Int) -> Row? {
        state.withLock { state in
            guard state.visible, key >= 1, key <= state.rows.count else { return nil }
            return state.rows[key - 1]
        }
    }
}
