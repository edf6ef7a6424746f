import JSON

/// Something the client does when the user activates an element.
///
/// The core's actions are cases here, run by the session engine; actions of
/// feature modules arrive as `.custom` and run through the handler their
/// feature registered. An action this client cannot run is kept as
/// `.unsupported` (with a diagnostic) so the user is told why nothing happens,
/// instead of the whole element disappearing.
///
/// ```json
/// {"type": "navigate", "destination": "parcels/3S123", "presentation": "push"}
/// ```
public enum Action: Codable, Sendable, Equatable {
    case navigate(NavigateAction)
    case command(CommandAction)
    case updateState(UpdateStateAction)
    case showAlert(ShowAlertAction)
    case showToast(ShowToastAction)
    /// `startTimer`, `stopTimer`, `pauseTimer`, `resumeTimer`, `resetTimer` (§8.5).
    case timer(TimerAction)
    case openURL(OpenURLAction)
    case share(ShareAction)
    case sequence(SequenceAction)
    case back
    case refresh
    case custom(CustomAction)
    case unsupported(UnsupportedAction)

    public var type: TypeName {
        switch self {
        case .navigate: return "navigate"
        case .command: return "command"
        case .updateState: return "updateState"
        case .showAlert: return "showAlert"
        case .showToast: return "showToast"
        case .timer(let timer): return timer.command.actionType
        case .openURL: return "openURL"
        case .share: return "share"
        case .sequence: return "sequence"
        case .back: return "back"
        case .refresh: return "refresh"
        case .custom(let custom): return custom.type
        case .unsupported(let unsupported): return unsupported.type
        }
    }

    enum ElementKeys: String, CodingKey {
        case type, fallback
    }

    public init(from decoder: any Decoder) throws {
        let context = ContractContext.of(decoder)
        let container: KeyedDecodingContainer<ElementKeys>
        let type: TypeName
        do {
            container = try decoder.container(keyedBy: ElementKeys.self)
            type = try container.decode(TypeName.self, forKey: .type)
        } catch {
            let failure = DecodingFailure(error, at: decoder.codingPath)
            context.record(.unsupportedAction("invalid"), at: decoder.codingPath, "invalid action: \(failure.reason)")
            self = .unsupported(UnsupportedAction(type: "invalid", raw: (try? JSONValue(from: decoder)) ?? .null,
                                                  reason: "the action is malformed: \(failure.reason)"))
            return
        }

        do {
            if let action = try Self.decodeCore(type, from: decoder) {
                self = action
                return
            }
            if let custom = try context.delegate.makeExternalAction(type, from: decoder) {
                self = .custom(custom)
                return
            }
        } catch {
            let failure = DecodingFailure(error, at: decoder.codingPath)
            if let fallback = Self.fallback(in: container) {
                context.record(.replacedByFallback(type), at: decoder.codingPath,
                               "'\(type)' action is invalid (\(failure)); using its fallback '\(fallback.type)'")
                self = fallback
            } else {
                context.record(.unsupportedAction(type), at: decoder.codingPath, "invalid '\(type)' action: \(failure)")
                self = .unsupported(UnsupportedAction(type: type, raw: (try? JSONValue(from: decoder)) ?? .null,
                                                      reason: "the '\(type)' action is malformed: \(failure.reason)"))
            }
            return
        }

        if let fallback = Self.fallback(in: container) {
            context.record(.replacedByFallback(type), at: decoder.codingPath,
                           "action type '\(type)' is not supported by this client; using its fallback '\(fallback.type)'")
            self = fallback
        } else {
            context.record(.unsupportedAction(type), at: decoder.codingPath,
                           "action type '\(type)' is not supported by this client")
            self = .unsupported(UnsupportedAction(type: type, raw: try JSONValue(from: decoder),
                                                  reason: "this client cannot run '\(type)' actions"))
        }
    }

    private static func fallback(in container: KeyedDecodingContainer<ElementKeys>) -> Action? {
        guard container.contains(.fallback), let fallback = try? container.decode(Action.self, forKey: .fallback)
        else { return nil }
        if case .unsupported = fallback { return nil }
        return fallback
    }

    private static func decodeCore(_ type: TypeName, from decoder: any Decoder) throws -> Action? {
        try CoreContract.actionDecoders[type].map { decode in try decode(decoder) }
    }

    public func encode(to encoder: any Encoder) throws {
        if case .unsupported(let unsupported) = self {
            try unsupported.raw.encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: ElementKeys.self)
        try container.encode(type, forKey: .type)
        switch self {
        case .navigate(let action): try action.encode(to: encoder)
        case .command(let action): try action.encode(to: encoder)
        case .updateState(let action): try action.encode(to: encoder)
        case .showAlert(let action): try action.encode(to: encoder)
        case .showToast(let action): try action.encode(to: encoder)
        case .timer(let action): try action.encode(to: encoder)
        case .openURL(let action): try action.encode(to: encoder)
        case .share(let action): try action.encode(to: encoder)
        case .sequence(let action): try action.encode(to: encoder)
        case .custom(let custom): try custom.content.encode(to: encoder)
        case .back, .refresh, .unsupported: break
        }
    }
}
