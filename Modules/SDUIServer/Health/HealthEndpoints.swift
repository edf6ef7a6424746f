import Hummingbird
import JSON

/// The answers of the liveness and readiness paths (`HealthSettings`).
///
/// Both are JSON, `no-store` (a cached "ready" would keep a stopping
/// instance in rotation), and touch neither the database nor the content: a
/// check every few hundred milliseconds from every balancer must cost nothing,
/// and a database outage is not a reason to take every instance out at once
/// (their answers say `storage_unavailable` themselves, and content screens
/// are still served).
enum HealthEndpoints {
    private static let headers: HTTPFields = [.cacheControl: "no-store"]

    /// 200 `{"status":"live"}`: the process accepts and answers requests.
    static func liveness(_: Request, _: SDUIRequestContext) throws -> Response {
        try JSONBody.response(["status": "live"], headers: headers)
    }

    /// 200 `{"status":"ready","release":N}` (`release` null while the content
    /// folder is served), or 503 `{"status":"not_ready","reason":…,"error":{…}}`.
    /// The 503 is answered here, not thrown: the error middleware logs every
    /// 5xx as an error, and a draining instance answers a check every few
    /// hundred milliseconds.
    static func readiness(health: ServerHealth, environment: ServerEnvironment) throws -> Response {
        if let reason = health.notReadyReason {
            let error = APIError(.serviceUnavailable, code: "not_ready", message: reason.message,
                                 extraMembers: ["status": "not_ready", "reason": .string(reason.rawValue)])
            return try JSONBody.response(error.document, status: error.status, headers: headers)
        }
        let release: JSONValue = environment.release.map { .number(JSONNumber($0)) } ?? .null
        return try JSONBody.response(["status": "ready", "release": release], headers: headers)
    }
}
