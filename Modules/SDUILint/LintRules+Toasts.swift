import JSON
import SDUIContract

extension LintRules {
    /// A toast every client would cut or hold for another time than written:
    /// said at publish time, where the author can still shorten it, rather
    /// than as a diagnostic on each client.
    static let toastBounds = LintRule(
        id: "toast-bounds", defaultSeverity: .warning,
        summary: "A showToast whose message is longer than clients say, or whose duration is outside what they show."
    ) { document in
        var hits: [LintRule.Hit] = []
        for element in document.actions where element.type.name == "showToast" {
            if let message = element.object["message"]?.stringValue, message.count > ShowToastAction.maximumMessageLength {
                hits.append(.init(path: "\(element.path).message",
                                  message: "\(message.count) characters; clients say the first \(ShowToastAction.maximumMessageLength - 1) and …",
                                  fix: "shorten it, or use a showAlert for news that long"))
            }
            if let seconds = element.object["duration"]?.doubleValue, !ShowToastAction.durations.contains(seconds) {
                hits.append(.init(path: "\(element.path).duration",
                                  message: "\(seconds) s; clients show a toast for \(ShowToastAction.durations.lowerBound) to \(ShowToastAction.durations.upperBound) s",
                                  fix: "choose a duration in that range, or a showAlert for news that must stay"))
            }
        }
        return hits
    }
}
