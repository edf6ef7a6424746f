import Foundation
import FoundationNetworking

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

extension PrometheusSample {
    /// The `/metrics` page of the server at `base`.
    public static func page(of base: String) async throws -> String {
        guard let url = URL(string: "\(base)/metrics") else { throw ServerFailure("no metrics URL for \(base)") }
        let (body, _) = try await URLSession.shared.data(from: url)
        return String(decoding: body, as: UTF8.self)
    }

    /// Requests the server at `base` answered on its screen route with
    /// `status`, once their count reaches `count` (0 when it never does
    /// within `seconds`): for tests that wait for a client's request to land.
    public static func screenRequests(at base: String, status: Int, reaching count: Double = 1, seconds: Double = 30) async throws -> Double {
        let series = #"sdui_http_requests_total{method="GET",route="/v{version}/screens/**",status="\#(status)"}"#
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var seen = 0.0
        repeat {
            seen = value(series, in: try await page(of: base)) ?? 0
            if seen >= count { return seen }
            try await Task.sleep(for: .milliseconds(50))
        } while ContinuousClock.now < deadline
        return seen
    }
}
