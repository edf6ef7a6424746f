import JSON

/// Something that happened in a client session, as observers see it.
public enum SessionEvent: Sendable, Equatable {
    case sessionStarted
    case sessionEnded
    /// A screen was shown, with the analytics metadata the server attached.
    case screenViewed(path: String, screenID: String, analytics: AnalyticsMetadata?)
    /// An action ran; `componentID` names the element that triggered it, if
    /// any, and `analytics` is the metadata of the screen it ran on (an
    /// experiment's variant among it), read before the action could leave it.
    case actionRan(type: TypeName, componentID: String?, outcome: ActionOutcome, analytics: AnalyticsMetadata? = nil)
    /// A component was seen (§8.6): one of its visibility actions fired.
    /// `screenView` tells views of the session apart (a screen navigated to
    /// anew is another view), so an impression is counted once per view.
    case impressionSeen(path: String, screenID: String, screenView: Int, elementID: String, analytics: AnalyticsMetadata?)
    /// Diagnostics of a screen just decoded: which elements this client dropped.
    case diagnosticsSeen(path: String, diagnostics: [Diagnostic])
}

/// Watches a session without influencing it (analytics is one).
public protocol SessionObserver: Sendable {
    func observe(_ event: SessionEvent) async
}
