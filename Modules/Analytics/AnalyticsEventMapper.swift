import JSON
import SDUI

/// Turns what a session reports into the events the server ingests.
///
/// Pure and separate from storage, so the event shapes (the contract with
/// whoever reads the data) are tested on their own. Every event carries the
/// session it belongs to. Diagnostics keep at most `maximumDiagnostics`
/// items (with the total count), so one broken screen cannot produce
/// megabyte events.
///
/// ```json
/// {"name": "screenView", "properties": {"session": "…", "path": "music/composers/bach", "screenID": "composer",
///  "screen": "composer", "screenProperties": {"composer": "bach"}}}
/// {"name": "actionRun", "properties": {"session": "…", "action": "play", "componentID": "track-3", "outcome": "completed",
///  "screen": "composer", "screenProperties": {"composer": "bach"}}}
/// {"name": "impression", "properties": {"session": "…", "path": "parcels", "screenID": "parcels-home", "screen": "parcels-home",
///  "screenView": 3, "elementID": "promo-locker"}}
/// {"name": "diagnostics", "properties": {"session": "…", "path": "home", "count": 1, "dropped": 1,
///  "items": [{"path": "sections[0].components[2]", "kind": "unknownType", "type": "hologram"}]}}
/// ```
public struct AnalyticsEventMapper: Sendable {
    public var maximumDiagnostics: Int
    /// Failure messages are cut to this many characters.
    public var maximumMessageLength: Int

    public init(maximumDiagnostics: Int = 50, maximumMessageLength: Int = 200) {
        self.maximumDiagnostics = maximumDiagnostics
        self.maximumMessageLength = maximumMessageLength
    }

    /// The event for `sessionEvent`; id, time and session come from the caller so the mapping stays pure.
    public func event(for sessionEvent: SessionEvent, id: String, timestamp: Int64, sessionID: String) -> AnalyticsEvent {
        var properties: JSONObject = ["session": .string(sessionID)]
        let name: String
        switch sessionEvent {
        case .sessionStarted:
            name = AnalyticsEventName.sessionStart
        case .sessionEnded:
            name = AnalyticsEventName.sessionEnd
        case .screenViewed(let path, let screenID, let analytics):
            name = AnalyticsEventName.screenView
            properties["path"] = .string(path)
            properties["screenID"] = .string(screenID)
            properties["screen"] = .string(analytics?.screenName ?? screenID)
            Self.addScreenProperties(of: analytics, to: &properties)
        case .actionRan(let type, let componentID, let outcome, let analytics):
            name = AnalyticsEventName.actionRun
            properties["action"] = .string(type.rawValue)
            if let screen = analytics?.screenName { properties["screen"] = .string(screen) }
            Self.addScreenProperties(of: analytics, to: &properties)
            if let componentID { properties["componentID"] = .string(componentID) }
            switch outcome {
            case .completed: properties["outcome"] = "completed"
            case .completedWithMessage: properties["outcome"] = "completedWithMessage"
            case .cancelled: properties["outcome"] = "cancelled"
            case .failed(let message):
                properties["outcome"] = "failed"
                properties["message"] = .string(String(message.prefix(maximumMessageLength)))
            }
        case .impressionSeen(let path, let screenID, let screenView, let elementID, let analytics):
            name = AnalyticsEventName.impression
            properties["path"] = .string(path)
            properties["screenID"] = .string(screenID)
            properties["screen"] = .string(analytics?.screenName ?? screenID)
            properties["screenView"] = .number(JSONNumber(screenView))
            properties["elementID"] = .string(elementID)
            Self.addScreenProperties(of: analytics, to: &properties)
        case .diagnosticsSeen(let path, let diagnostics):
            name = AnalyticsEventName.diagnostics
            properties["path"] = .string(path)
            properties["count"] = .number(JSONNumber(diagnostics.count))
            properties["dropped"] = .number(JSONNumber(diagnostics.filter(\.dropsElement).count))
            properties["items"] = .array(diagnostics.prefix(maximumDiagnostics).map(Self.item))
            if diagnostics.count > maximumDiagnostics { properties["truncated"] = true }
        }
        return AnalyticsEvent(id: id, name: name, timestamp: timestamp, properties: properties)
    }

    /// The screen's analytics properties (an experiment's name and variant among them), sorted.
    private static func addScreenProperties(of analytics: AnalyticsMetadata?, to properties: inout JSONObject) {
        guard let extra = analytics?.properties, !extra.isEmpty else { return }
        properties["screenProperties"] = .object(JSONObject(extra.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }))
    }

    private static func item(_ diagnostic: Diagnostic) -> JSONValue {
        var item: JSONObject = ["path": .string(diagnostic.path)]
        switch diagnostic.kind {
        case .invalidElement:
            item["kind"] = "invalidElement"
        case .unknownType(let type):
            item["kind"] = "unknownType"
            item["type"] = .string(type.rawValue)
        case .unsupportedAction(let type):
            item["kind"] = "unsupportedAction"
            item["type"] = .string(type.rawValue)
        case .replacedByFallback(let type):
            item["kind"] = "replacedByFallback"
            item["type"] = .string(type.rawValue)
        case .defaultedValue:
            item["kind"] = "defaultedValue"
        case .invalidExpression:
            item["kind"] = "invalidExpression"
        case .stoppedTrigger:
            item["kind"] = "stoppedTrigger"
        case .notRecorded(let count):
            item["kind"] = "notRecorded"
            item["count"] = .number(JSONNumber(count))
        }
        return .object(item)
    }
}
