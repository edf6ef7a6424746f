import JSON

/// A project's choices: each rule's severity and the rules' limits, read
/// from `lint.json` beside `screens/`:
///
/// ```json
/// {"rules": {"image-alt": "error", "answer-size": "off"}, "maximumRows": 100, "maximumAnswerBytes": 28672, "oldestClientVersion": 1}
/// ```
public struct LintConfiguration: Sendable, Equatable {
    /// Severities that differ from the rules' defaults, by rule id.
    public var severities: [String: LintSeverity]
    /// A list with more rows than this should be lazy or paged (`list-not-paged`).
    public var maximumRows: Int
    /// An answer larger than this, uncompressed, is too big (`answer-size`).
    public var maximumAnswerBytes: Int
    /// The oldest API version clients still use (`old-client-no-fallback`).
    public var oldestClientVersion: Int

    public init(severities: [String: LintSeverity] = [:], maximumRows: Int = 50, maximumAnswerBytes: Int = 28 * 1024,
                oldestClientVersion: Int = 1) {
        self.severities = severities
        self.maximumRows = maximumRows
        self.maximumAnswerBytes = maximumAnswerBytes
        self.oldestClientVersion = oldestClientVersion
    }

    /// The severity `rule` has in this project.
    public func severity(of rule: LintRule) -> LintSeverity { severities[rule.id] ?? rule.defaultSeverity }

    /// The file name the server and `sdui lint` look for beside `screens/`.
    public static let file = "lint.json"

    /// Reads a configuration; every problem is named by its JSON path (an
    /// unknown rule id, a severity that is not one, a limit that is not a positive number).
    public static func read(_ bytes: [UInt8]) -> Result<LintConfiguration, LintConfigurationError> {
        var problems: [(path: String, reason: String)] = []
        let document: JSONValue
        do throws(JSONParseError) {
            document = try JSONParser().parse(bytes)
        } catch {
            return .failure(LintConfigurationError(problems: [("line \(error.line), column \(error.column)", error.reason)]))
        }
        guard case .object(let object) = document else {
            return .failure(LintConfigurationError(problems: [("$", "lint.json holds an object")]))
        }
        var configuration = LintConfiguration()
        let known = Set(LintRules.all.map(\.id))
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "rules":
                guard case .object(let rules) = value else { problems.append(("rules", "an object of rule ids to severities")); continue }
                for (id, severity) in rules.sorted(by: { $0.key < $1.key }) {
                    guard known.contains(id) else {
                        problems.append(("rules.\(id)", "no rule is called '\(id)' (rules: \(known.sorted().joined(separator: ", ")))"))
                        continue
                    }
                    guard let text = severity.stringValue, let parsed = LintSeverity(rawValue: text) else {
                        problems.append(("rules.\(id)", "a severity is error, warning or off"))
                        continue
                    }
                    configuration.severities[id] = parsed
                }
            case "maximumRows", "maximumAnswerBytes", "oldestClientVersion":
                guard let number = value.intValue, number > 0 else { problems.append((key, "a whole number above 0")); continue }
                switch key {
                case "maximumRows": configuration.maximumRows = number
                case "maximumAnswerBytes": configuration.maximumAnswerBytes = number
                default: configuration.oldestClientVersion = number
                }
            default:
                problems.append((key, "lint.json has rules, maximumRows, maximumAnswerBytes and oldestClientVersion only"))
            }
        }
        return problems.isEmpty ? .success(configuration) : .failure(LintConfigurationError(problems: problems))
    }
}

/// What is wrong with a `lint.json`, each by JSON path.
public struct LintConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let problems: [(path: String, reason: String)]

    public static func == (lhs: LintConfigurationError, rhs: LintConfigurationError) -> Bool {
        lhs.problems.map(\.path) == rhs.problems.map(\.path) && lhs.problems.map(\.reason) == rhs.problems.map(\.reason)
    }

    public var description: String {
        problems.map { "lint.json \($0.path): \($0.reason)" }.joined(separator: "\n")
    }
}
