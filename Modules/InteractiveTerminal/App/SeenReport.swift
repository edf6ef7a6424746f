/// What the last frame showed of the top screen's tracked components
/// (§8.6): the share of each on screen, in percent; none while a dialog
/// covers the screen. The run loop hands a report that differs from the
/// last one to the session, which decides what fires.
struct SeenReport: Equatable, Sendable {
    let entryID: Int
    let shares: [String: Double]
}
