/// Reads one sample from a `/metrics` page (Prometheus text format), so
/// tests assert exact counts instead of searching for substrings.
public enum PrometheusSample {
    /// The value of `series` (name with its labels, exactly as printed), or
    /// nil when the page has no such line.
    public static func value(_ series: String, in page: String) -> Double? {
        for line in page.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "), line[..<space] == series else { continue }
            return Double(line[line.index(after: space)...])
        }
        return nil
    }
}
