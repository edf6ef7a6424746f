/// How long one picture may take to download, far below a screen's (30 s):
/// a picture is decoration, and one that trickles in or never comes must
/// not hold anything up. The transport enforces these (`Client` maps them
/// onto libcurl's total and low-speed limits).
public struct PictureTimeLimits: Sendable, Equatable {
    /// Seconds for the whole download, redirects included.
    public var total: Double
    /// Fewer bytes a second than this for `lowSpeedSeconds` ends the download:
    /// a server that sends a byte every half second, or a header and then
    /// nothing, is given up on in seconds.
    public var lowSpeedBytesPerSecond: Int
    /// Whole seconds (libcurl counts in seconds) under `lowSpeedBytesPerSecond`.
    public var lowSpeedSeconds: Int

    /// The defaults: 5 s in all, and at least 1 KiB a second over any 2 s. A
    /// 65 KB picture (the demo's largest) takes a few milliseconds on a
    /// healthy link; one under 1 KiB a second would need over a minute.
    public static let standard = PictureTimeLimits(total: 5)

    /// - Parameter total: seconds for the whole download; the low-speed window is
    ///   2 s for totals of 2 to 5 s, 1 s under 2 s, and grows with a longer
    ///   total (0.4 of it, at most 60 s), so asking to wait longer for a picture
    ///   also forgives a server that stalls for a while (a loaded machine).
    public init(total: Double, lowSpeedBytesPerSecond: Int = 1_024) {
        let total = total.isFinite && total > 0 ? total : 5
        self.total = total
        self.lowSpeedBytesPerSecond = max(1, lowSpeedBytesPerSecond)
        self.lowSpeedSeconds = total < 2 ? 1 : max(2, min(60, Int(total * 0.4)))
    }
}
