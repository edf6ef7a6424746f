import JSON

/// How a `command` to an ordinary endpoint is taken: one that answers with
/// its own JSON (`{"token": "abc"}`) or with nothing, not with a
/// `CommandResult`. The tutorial's `apiCall` talks to such endpoints; the
/// server lists its own (the apps' endpoints, `docs/openapi.yaml`).
///
/// Any 2xx answer is `done`: its `message` is shown, and each of `state`'s
/// keys is set to the field its path names in the answer (`"token"`,
/// `"user.name"`, `"items.0.id"`: names, and indexes into arrays). A path
/// the answer does not have leaves its key as it was and is reported.
/// Clients declare `f:plainAnswers@1`; a server sends a command with an
/// `answer` only to those, and to every other client its `fallback`.
///
/// ```json
/// {"type": "command", "url": "/v2/auth/login", "stateKeys": ["username", "password"],
///  "answer": {"state": {"signedInAs": "user.name"}, "message": "Signed in"}}
/// ```
public struct PlainAnswer: Codable, Sendable, Equatable {
    /// State keys set from the answer, each by a path into it.
    public var state: [String: String]?
    /// Shown when the endpoint answers; "Done" when absent.
    public var message: String?

    public init(state: [String: String]? = nil, message: String? = nil) {
        self.state = state
        self.message = message
    }

    /// Paths longer than this are not followed: an answer is data, not a program.
    public static let maximumPathSegments = 32

    /// What the answer sets, and the keys whose paths it does not have (with why).
    public func values(in answer: JSONValue?) -> (state: JSONObject, missing: [(key: String, reason: String)]) {
        var state = JSONObject()
        var missing: [(key: String, reason: String)] = []
        for key in (self.state ?? [:]).keys.sorted() {
            guard let path = self.state?[key] else { continue }
            switch Self.field(path, in: answer) {
            case .success(let value): state[key] = value
            case .failure(let reason): missing.append((key, reason.description))
            }
        }
        return (state, missing)
    }

    /// Why a path names no field of an answer.
    public struct PathError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// A canonical array index: digits, no sign, no leading zero.
    private static func index(_ name: String) -> Int? {
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), name == "0" || !name.hasPrefix("0") else { return nil }
        return Int(name)
    }

    /// The field `path` names in `answer`.
    static func field(_ path: String, in answer: JSONValue?) -> Result<JSONValue, PathError> {
        guard let answer else { return .failure(PathError(description: "the endpoint answered with no body, so it has no '\(path)'")) }
        let segments = path.split(separator: ".", omittingEmptySubsequences: false)
        guard !path.isEmpty, segments.count <= maximumPathSegments, !segments.contains(where: \.isEmpty) else {
            return .failure(PathError(description: "'\(path.prefix(80))' is no path (names and indexes joined by '.', at most \(maximumPathSegments))"))
        }
        var value = answer
        var walked = ""
        for segment in segments {
            let name = String(segment)
            let next: JSONValue?
            switch value {
            case .object(let object):
                next = object[name]
            case .array(let elements):
                // Not `? elements[i] : nil`: JSONValue takes `nil` as its own null.
                if let index = Self.index(name), index < elements.count { next = elements[index] } else { next = Optional.none }
            case .null, .bool, .number, .string:
                next = nil
            }
            guard let next else {
                let at = walked.isEmpty ? "the answer" : "'\(walked)'"
                return .failure(PathError(description: "\(at) has no '\(name)' (path '\(path)')"))
            }
            walked += walked.isEmpty ? name : ".\(name)"
            value = next
        }
        return .success(value)
    }
}
