/// Decides when components' visibility and disappear actions fire (contract
/// §8.6), from what a client reports it shows.
///
/// A value type with no clock and no I/O, so the terminal client, the web
/// client (`Web/src/state/impressions.ts`, step for step) and the
/// conformance vectors agree. One engine lives for one screen view: a
/// client makes it when the screen is shown, calls `report` with the share
/// of each component on screen (percent, 0 to 100) whenever that may have
/// changed (every frame it draws, a dialog opened, the program sent to the
/// background: an empty report), and `advance` when `nextDue` comes without
/// a frame; it runs the firings' actions in order.
///
/// - A visibility action fires once its component has been at least
///   `visiblePercentage` on screen, continuously, for `duration` ms, and
///   then not again until the share has dropped below and come back; at
///   most `limit` times in the view (0: no limit).
/// - A disappear action fires each time its component goes from some share
///   on screen to none.
/// - Within one report the disappear actions come first, then the
///   visibility actions, each in the screen's reading order.
public struct ImpressionEngine: Sendable {
    /// One component's impressions, as its screen gives them.
    public struct Tracked: Sendable {
        public let elementID: String
        public let visibility: [VisibilityAction]
        public let disappear: [DisappearAction]

        public init(elementID: String, visibility: [VisibilityAction], disappear: [DisappearAction]) {
            self.elementID = elementID
            self.visibility = visibility
            self.disappear = disappear
        }
    }

    /// One action's turn: its component, its id and the actions to run.
    public struct Firing: Sendable {
        public let elementID: String
        public let id: String
        public let actions: [Action]
        /// A visibility action (the component was seen), not a disappear action.
        public let isVisibility: Bool
    }

    /// Where one visibility action is: since when its share has held (while
    /// it holds), whether it fired in this stretch, and how often in the view.
    private struct Progress: Sendable {
        var since: Int?
        var firedInStretch = false
        var count = 0
    }

    /// The screen's tracked components in reading order (the first of two with one id counts).
    public private(set) var tracked: [Tracked]
    /// Each tracked component's visibility actions' progress, by position.
    private var progress: [[Progress]]
    /// Whether each tracked component had some share on screen at the last report.
    private var onScreen: [Bool]

    public init(tracked: [Tracked]) {
        var seen: Set<String> = []
        self.tracked = tracked.filter { seen.insert($0.elementID).inserted }
        progress = self.tracked.map { Array(repeating: Progress(), count: $0.visibility.count) }
        onScreen = Array(repeating: false, count: self.tracked.count)
    }

    /// A new view of `screen`: nothing seen yet, every count at 0.
    public init(screen: Screen) {
        self.init(tracked: Self.tracked(in: screen))
    }

    /// The components of `screen` that carry impressions, in reading order.
    public static func tracked(in screen: Screen) -> [Tracked] {
        screen.allComponents.filter(\.isTracked).map {
            Tracked(elementID: $0.id, visibility: $0.visibilityActions, disappear: $0.disappearActions)
        }
    }

    /// The same view with the screen as revalidated: counts and stretches
    /// of the components and actions still there (by id) are kept, so a
    /// refresh does not log an impression again.
    public mutating func replace(_ screen: Screen) {
        var replaced = ImpressionEngine(screen: screen)
        var before: [String: Int] = [:]
        for (index, element) in tracked.enumerated() { before[element.elementID] = index }
        for (index, element) in replaced.tracked.enumerated() {
            guard let old = before[element.elementID] else { continue }
            replaced.onScreen[index] = onScreen[old]
            for (position, action) in element.visibility.enumerated() {
                if let kept = tracked[old].visibility.firstIndex(where: { $0.id == action.id }) {
                    replaced.progress[index][position] = progress[old][kept]
                }
            }
        }
        self = replaced
    }

    /// What the client shows at `now` (milliseconds of its clock): each
    /// component's share on screen in percent; one not named shows nothing.
    /// Returns what fires, in order.
    public mutating func report(_ shares: [String: Double], now: Int) -> [Firing] {
        var firings: [Firing] = []
        for (index, element) in tracked.enumerated() {
            let share = shares[element.elementID] ?? 0
            if share > 0 {
                onScreen[index] = true
            } else if onScreen[index] {
                onScreen[index] = false
                firings += element.disappear.map { Firing(elementID: element.elementID, id: $0.id, actions: $0.actions, isVisibility: false) }
            }
            for (position, action) in element.visibility.enumerated() {
                if share >= Double(action.visiblePercentage) {
                    if progress[index][position].since == nil { progress[index][position].since = now }
                } else {
                    progress[index][position].since = nil
                    progress[index][position].firedInStretch = false
                }
            }
        }
        return firings + advance(to: now)
    }

    /// What fires at `now` with nothing on screen changed since the last report.
    public mutating func advance(to now: Int) -> [Firing] {
        var firings: [Firing] = []
        for (index, element) in tracked.enumerated() {
            for (position, action) in element.visibility.enumerated() {
                guard let due = Self.due(action, progress[index][position]), now >= due else { continue }
                progress[index][position].firedInStretch = true
                progress[index][position].count += 1
                firings.append(Firing(elementID: element.elementID, id: action.id, actions: action.actions, isVisibility: true))
            }
        }
        return firings
    }

    /// When the next visibility action fires if what is on screen stays as
    /// reported; nil when none is waiting. A client wakes then and calls `advance`.
    public var nextDue: Int? {
        var earliest: Int?
        for (index, element) in tracked.enumerated() {
            for (position, action) in element.visibility.enumerated() {
                guard let due = Self.due(action, progress[index][position]) else { continue }
                earliest = min(earliest ?? due, due)
            }
        }
        return earliest
    }

    /// When `action` fires: its stretch began, it has not fired in it, and its limit allows.
    private static func due(_ action: VisibilityAction, _ progress: Progress) -> Int? {
        guard let start = progress.since, !progress.firedInStretch,
              action.limit == 0 || progress.count < action.limit else { return nil }
        let (due, overflow) = start.addingReportingOverflow(action.duration)
        return overflow ? Int.max : due
    }
}
