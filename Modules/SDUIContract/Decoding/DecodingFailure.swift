/// A decoding error turned into words and a JSON path.
///
/// `DecodingError`'s own description is written for Swift developers; this
/// one says which field was wrong and how, for whoever wrote the JSON.
public struct DecodingFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String
    /// True when whoever threw it recorded the diagnostic already, so a
    /// lossy array that drops the element does not record it twice.
    public let isRecorded: Bool

    public init(path: String, reason: String, isRecorded: Bool = false) {
        self.path = path
        self.reason = reason
        self.isRecorded = isRecorded
    }

    public init(_ error: any Error, at fallbackPath: [any CodingKey]) {
        if let failure = error as? DecodingFailure {
            self = failure
            return
        }
        isRecorded = false
        switch error {
        case let error as DecodingError:
            switch error {
            case .keyNotFound(let key, let context):
                // Point at the missing field itself.
                path = ContractPath.format(context.codingPath + [key])
                reason = "missing required field '\(key.stringValue)'"
            case .valueNotFound(let type, let context):
                path = ContractPath.format(context.codingPath)
                reason = "expected \(Self.jsonKind(of: type)) but found null"
            case .typeMismatch(let type, let context):
                path = ContractPath.format(context.codingPath)
                reason = "expected \(Self.jsonKind(of: type)): \(context.debugDescription)"
            case .dataCorrupted(let context):
                path = ContractPath.format(context.codingPath)
                reason = context.debugDescription
            @unknown default:
                path = ContractPath.format(fallbackPath)
                reason = "\(error)"
            }
        default:
            path = ContractPath.format(fallbackPath)
            reason = "\(error)"
        }
    }

    public var description: String { "\(path): \(reason)" }

    private static func jsonKind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "a boolean"
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type, is UInt64.Type: return "an integer"
        case is Double.Type, is Float.Type: return "a number"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array<") { return "an array" }
            if name.hasPrefix("Dictionary<") { return "an object" }
            return "a value of type \(name)"
        }
    }
}
