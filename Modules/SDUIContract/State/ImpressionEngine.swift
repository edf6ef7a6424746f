/// Decides when components' visibility and disappear actions fire (contract
/// §8.6), from what a client reports it shows.
///
/// A value type with no clock and no I/O, so the terminal client, the web
/// client (`Web/src/features/impressions.ts`, step for step) and the
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
    public struct Tracked: Sendable, Equatable {
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
    public struct Firing: Sendable, Equatable {
        public let elementID: String
        public let id: String
        public let actions: [Action]
        /// A visibility action (the component was seen), not a disappear action.
        public let isVisibility: Bool
    }

    /// A visibility action of one component.
    private struct Key: Hashable {
        let element: String
        let action: String
    }

    /// The screen's tracked components in reading order (the first of two with one id counts).
    public private(set) var tracked: [Tracked]
    /// Since when each visibility action's share has held, while it holds.
    private var since: [Key: Int] = [:]
    /// Visibility actions that fired in the current stretch of being seen.
    private var firedInStretch: Set<Key> = []
    /// Times each visibility action fired in this view.
    private var counts: [Key: Int] = [:]
    /// Components with some share on screen at the last report.
    private var onScreen: Set<String> = []

    public init(tracked: [Tracked]) {
        var seen: Set<String> = []
        self.tracked = tracked.filter { seen.insert($0.elementID).inserted }
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
    /// of the components and actions still there are kept, so a refresh
    /// does not log an impression again.
    public mutating func replace(_ screen: Screen) {
        let replaced = ImpressionEngine(screen: screen)
        tracked = replaced.tracked
        let kept = Set(tracked.flatMap { element in element.visibility.map { Key(element: element.elementID, action: $0.id) } })
        since = since.filter { kept.contains($0.key) }
        firedInStretch = firedInStretch.filter(kept.contains)
        counts = counts.filter { kept.contains($0.key) }
        onScreen = onScreen.intersection(tracked.map(\.elementID))
    }

    /// Whether the screen carries no impressions: a client need not measure anything.
    public var isEmpty: Bool { tracked.isEmpty }

    /// The ids of the components whose share a report should give.
    public var trackedIDs: Set<String> { Set(tracked.map(\.elementID)) }

    /// What the client shows at `now` (milliseconds of its clock): each
    /// component's share on screen in percent; one not named shows nothing.
    /// Returns what fires, in order.
    public mutating func report(_ shares: [String: Double], now: Int) -> [Firing] {
        var firings: [Firing] = []
        for element in tracked {
            let share = shares[element.elementID] ?? 0
            if share > 0 {
                onScreen.insert(element.elementID)
            } else if onScreen.remove(element.elementID) != nil {
                firings += element.disappear.map { Firing(elementID: element.elementID, id: $0.id, actions: $0.actions, isVisibility: false) }
            }
            for action in element.visibility {
                let key = Key(element: element.elementID, action: action.id)
                if share >= Double(action.visiblePercentage) {
                    if since[key] == nil { since[key] = now }
                } else {
                    since[key] = nil
                    firedInStretch.remove(key)
                }
            }
        }
        return firings + advance(to: now)
    }

    /// What fires at `now` with nothing on screen changed since the last report.
    public mutating func advance(to now: Int) -> [Firing] {
        var firings: [Firing] = []
        for element in tracked {
            for action in element.visibility {
                let key = Key(element: element.elementID, action: action.id)
                guard let due = due(action, key), now >= due else { continue }
                firedInStretch.insert(key)
                counts[key, default: 0] += 1
                firings.append(Firing(elementID: element.elementID, id: action.id, actions: action.actions, isVisibility: true))
            }
        }
        return firings
    }

    /// When the next visibility action fires if what is on screen stays as
    /// reported; nil when none is waiting. A client wakes then and calls `advance`.
    public var nextDue: Int? {
        var earliest: Int?
        for element in tracked {
            for action in element.visibility {
                guard let due = due(action, Key(element: element.elementID, action: action.id)) else { continue }
                earliest = min(earliest ?? due, due)
            }
        }
        return earliest
    }

    /// When `action` fires: its stretch began, it has not fired in it, and its limit allows.
    private func due(_ action: VisibilityAction, _ key: Key) -> Int? {
        guard let start = since[key], !firedInStretch.contains(key),
              action.limit == 0 || counts[key, default: 0] < action.limit else { return nil }
        let (due, overflow) = start.addingReportingOverflow(action.duration)
        return overflow ? Int.max : due
    }
}
