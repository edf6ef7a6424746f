import SDUISession

/// Where the app sends what each frame shows of the tracked components
/// (§8.6). Chosen at the program's entry point: `sdui` reports to its
/// session; the clip, which leaves impressions out to keep to its size
/// budget, sets none, and so links none of the session's impression code.
public struct ImpressionReporter: Sendable {
    let report: @Sendable (_ shares: [String: Double], _ entryID: Int) async -> Void

    /// Reports to `session`, which decides what fires (`Session.reportVisibility`).
    public static func session(_ session: Session) -> ImpressionReporter {
        ImpressionReporter { shares, entryID in await session.reportVisibility(shares, of: entryID) }
    }
}
