/// Durations as people read them on a track list: `4:54`, `1:02:03`.
public enum TrackDuration {
    public static func format(_ seconds: Double) -> String {
        let total = max(0, Int(seconds.rounded()))
        let hours = total / 3600, minutes = (total % 3600) / 60, rest = total % 60
        let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
        if hours > 0 {
            return "\(hours):\(minutes < 10 ? "0\(minutes)" : "\(minutes)"):\(paddedSeconds)"
        }
        return "\(minutes):\(paddedSeconds)"
    }
}
