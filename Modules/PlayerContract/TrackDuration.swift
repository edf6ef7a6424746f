/// Durations as people read them on a track list and a player: `4:54`,
/// `1:02:07` from an hour, and `–:––` for a value that is no duration
/// (negative, not finite, absurdly large), so a bad number never traps.
public enum TrackDuration {
    public static func format(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 1_000_000_000 else { return "–:––" }
        let total = Int(seconds.rounded())
        let hours = total / 3600, minutes = (total % 3600) / 60, rest = total % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
        return "\(minutes):\(twoDigits(rest))"
    }
}
