import Logging

/// Chooses the content install `install` (nil for a client that sends no
/// install id) is answered from instead of `served`, the instance's; nil
/// leaves it `served`. Registered with `ServerEnvironment.chooseContent(_:)`
/// (the releases module's rollout serves a share of installs another release).
public typealias ContentChoice = @Sendable (_ install: String?, _ served: ContentSnapshot) -> ContentSnapshot?

/// How a module changes the content the core serves: the core reads the
/// content folder at start and serves it until a module swaps another
/// snapshot in (the releases module, following its channel), so the core
/// names no release store, channel or rollout.
extension ServerEnvironment {
    /// Everything that keeps `files` from being served by this server's apps
    /// (empty when nothing): the validation every publish and every swap passes.
    public func contentProblems(in files: ContentFiles) -> [ContentProblem] {
        assembly.problems(in: files)
    }

    /// Turns `files` into a snapshot as the folder's was at start-up (the
    /// apps' folders and translations with them, the modules' files read),
    /// stamped with `release` so its renderings are kept apart. Throws when
    /// an app's folder defines one of its screens; `source` names it in the logs.
    public func assembleContent(_ files: ContentFiles, release: Int, source: String,
                                logger: Logger) throws(AppRegistrationError) -> ContentSnapshot {
        try assembly.snapshot(files, release: release, source: source, logger: logger)
    }

    /// Serves `snapshot` from now on if release `expected` (nil: the content
    /// folder) is still what is served, then empties the render cache and
    /// tells `onContentChange` observers; false, and nothing changed, when
    /// another swap came first.
    public func serveContent(_ snapshot: ContentSnapshot, ifServing expected: Int?) -> Bool {
        guard published.replace(with: snapshot, ifServing: expected) else { return false }
        renderCache.removeAll()
        published.announceChange()
        return true
    }

    /// Lets `choice` answer an install from other content than the
    /// instance's, per request; of several, the first registered that
    /// chooses decides. A module registers in `makeState`.
    public func chooseContent(_ choice: @escaping ContentChoice) {
        published.choose(choice)
    }

    /// Tells `onContentChange` observers that what a `ContentChoice` chooses
    /// changed (a rollout started, widened or stopped). Renderings are kept
    /// per release, so the render cache stays.
    public func announceContentChange() {
        published.announceChange()
    }

    /// Calls `observer` whenever what this instance serves changes: a
    /// snapshot swapped in (after the render cache is emptied) or a choice
    /// changed. A module subscribes in `makeState` (the live streams compare
    /// every stream's screen then); capture its state weakly, since the
    /// environment keeps the observer.
    public func onContentChange(_ observer: @escaping @Sendable () -> Void) {
        published.onChange(observer)
    }
}
