import SDUI

/// Something a feature adds to the interactive app around every screen:
/// rows drawn at the bottom (a now-playing bar, say) and keys of its own.
///
/// It is how a feature module extends `TerminalApp` without TerminalUI
/// importing it: the feature's terminal look adds one to the
/// `TerminalRegistry`, and the app picks up every one registered there.
///
/// ```swift
/// registry.add(accessory: PlayerAccessory(player: player), owner: name)
/// ```
///
/// The app asks for `refresh()` after every key and every finished session
/// operation, and on each tick of its clock, so what the rows show can
/// change on its own (a position that advances). Keys are offered only
/// while browsing, and only those the app does not bind itself.
public protocol TerminalAccessory: Sendable {
    /// The keys it answers, with what they do (for the status line and help).
    var keyBindings: [AccessoryKeyBinding] { get }
    /// Runs one of its keys; the answer is shown as a passing message (nil: nothing to say).
    func handle(_ key: Key) async -> String?
    /// What to draw now, and anything that happened on its own since the last call.
    func refresh() async -> AccessoryUpdate
}

/// Keys an accessory answers, described for people.
public struct AccessoryKeyBinding: Sendable, Equatable {
    public var keys: [Key]
    /// How the keys are written in help: `p`, `< ,`.
    public var label: String
    /// What they do: "play or pause".
    public var meaning: String

    public init(keys: [Key], label: String, meaning: String) {
        self.keys = keys
        self.label = label
        self.meaning = meaning
    }
}

/// An accessory's state at one moment, as the app shows it.
public struct AccessoryUpdate: Sendable {
    /// Rows for the bottom of the screen, above the status line; nil shows none.
    public var footer: AccessoryFooter?
    /// Something that happened on its own (playback stopped): shown once as a passing message.
    public var message: String?
    /// A short reminder of its keys for the status line while the footer shows ("p pause · x stop").
    public var hint: String?

    public init(footer: AccessoryFooter? = nil, message: String? = nil, hint: String? = nil) {
        self.footer = footer
        self.message = message
        self.hint = hint
    }

    /// Nothing to show.
    public static let none = AccessoryUpdate()
}

/// Rows drawn at the bottom of every screen, laid out when the frame is
/// composed, so they always fit the terminal's current width.
public struct AccessoryFooter: Sendable {
    private let draw: @Sendable (_ width: Int, _ theme: Theme) -> [RenderedLine]

    /// - Parameter draw: the rows for a width and theme; each at most `width` columns.
    public init(_ draw: @escaping @Sendable (_ width: Int, _ theme: Theme) -> [RenderedLine]) {
        self.draw = draw
    }

    /// The rows at `width`, cut to fit.
    public func lines(width: Int, theme: Theme) -> [RenderedLine] {
        draw(width, theme).map { $0.truncated(to: width) }
    }
}
