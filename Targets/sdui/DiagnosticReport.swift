import JSON
import SDUI

/// Diagnostics as people and programs read them: `$.sections[0].components[3]: reason`, or JSON.
enum DiagnosticReport {
    static func path(_ diagnostic: Diagnostic) -> String {
        diagnostic.path.hasPrefix("$") ? diagnostic.path : "$." + diagnostic.path
    }

    static func kind(_ kind: Diagnostic.Kind) -> String {
        switch kind {
        case .invalidElement: return "invalidElement"
        case .unknownType(let type): return "unknownType(\(type))"
        case .unsupportedAction(let type): return "unsupportedAction(\(type))"
        case .replacedByFallback(let type): return "replacedByFallback(\(type))"
        case .defaultedValue: return "defaultedValue"
        case .invalidExpression: return "invalidExpression"
        case .stoppedTrigger: return "stoppedTrigger"
        case .notRecorded(let count): return "notRecorded(\(count))"
        }
    }

    static func line(_ diagnostic: Diagnostic) -> String {
        "\(path(diagnostic)): \(diagnostic.reason) [\(kind(diagnostic.kind))]"
    }

    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        .object(["path": .string(path(diagnostic)), "kind": .string(kind(diagnostic.kind)),
                 "reason": .string(diagnostic.reason), "dropsElement": .bool(diagnostic.dropsElement)])
    }
}
