/// Writes a track length the way players do: `4:54`, or `1:02:07` from an hour.
public enum DurationFormat {
    /// Seconds as `m:ss` or `h:mm:ss`; "–:––" for a negative or non-finite value.
    public static func string(seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 1_000_000_000 else { return "–:––" }
        let total = Int(seconds.rounded())
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let secs = total % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" }
        return "\(minutes):\(twoDigits(secs))"
    }
}
