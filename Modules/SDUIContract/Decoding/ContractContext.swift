import JSON
import Synchronization

/// What a contract type needs while it decodes: the delegate that knows the
/// target's external types, and the log that collects diagnostics.
///
/// It travels in `Decoder.userInfo` so that plain `Decodable` initialisers, run
/// by any decoder (ours in clients, Foundation's in tests), can reach it.
public final class ContractContext: Sendable {
    public let delegate: any ScreenFactoryDelegate
    public let log: DiagnosticLog
    /// Components being decoded around the current one (fallbacks count).
    private let nesting = Atomic(0)

    /// Components of this document that carry visibility or disappear actions so far.
    private let tracked = Atomic(0)

    /// Components with visibility or disappear actions a document may hold
    /// (§8.6): past it, the others' are left out with one diagnostic, so the
    /// work a client does for each frame it draws stays bounded.
    public static let maximumTrackedElements = 1_000

    /// Components nested deeper than this (a fallback counts as a level) are
    /// refused: no screen needs it, and every level costs the element's path
    /// again, so a document of deep towers would cost depth × size.
    public static let maximumComponentNesting = 32

    public init(delegate: any ScreenFactoryDelegate, log: DiagnosticLog = DiagnosticLog()) {
        self.delegate = delegate
        self.log = log
    }

    /// Counts one more level of components; throws past `maximumComponentNesting`.
    func enterComponent(at decoder: any Decoder) throws {
        let depth = nesting.wrappingAdd(1, ordering: .relaxed).newValue
        guard depth <= Self.maximumComponentNesting else {
            nesting.wrappingSubtract(1, ordering: .relaxed)
            let reason = "components nest more than \(Self.maximumComponentNesting) levels deep here (fallbacks count as a level); the element is left out"
            // Recorded here: a fallback's failure is not reported by the element that tried it.
            record(.invalidElement, at: decoder.codingPath, reason)
            throw DecodingFailure(path: ContractPath.format(decoder.codingPath), reason: reason, isRecorded: true)
        }
    }

    /// Counts one more component with visibility or disappear actions; false
    /// past `maximumTrackedElements`, recording one diagnostic at the first refused.
    func admitsTracking(at decoder: any Decoder) -> Bool {
        let count = tracked.wrappingAdd(1, ordering: .relaxed).newValue
        guard count > Self.maximumTrackedElements else { return true }
        if count == Self.maximumTrackedElements + 1 {
            record(.invalidElement, at: decoder.codingPath,
                   "a screen tracks at most \(Self.maximumTrackedElements) components' visibility; from this one on, their visibilityActions and disappearActions are left out")
        }
        return false
    }

    func leaveComponent() {
        nesting.wrappingSubtract(1, ordering: .relaxed)
    }

    /// The key under which `ContractContext` sits in `userInfo`.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "sdui.contract-context")!

    /// The context of a decoder, or a core-only one whose log nobody reads.
    ///
    /// Decoding without a context is allowed (tests, tools); it then knows only
    /// the core's types, and diagnostics are discarded.
    public static func of(_ decoder: any Decoder) -> ContractContext {
        if let context = decoder.userInfo[userInfoKey] as? ContractContext { return context }
        return ContractContext(delegate: CoreOnlyDelegate())
    }

    /// `userInfo` ready for a decoder.
    public var userInfo: [CodingUserInfoKey: any Sendable] { [Self.userInfoKey: self] }

    /// Records a diagnostic for the screen's log: how a decoder (the core's or
    /// a feature's) says that it dropped, defaulted or replaced something it
    /// was sent, so that the server's programmer can read why. The path and
    /// reason are made only when the log still keeps them.
    ///
    ///     ContractContext.of(decoder).record(.defaultedValue, at: decoder.codingPath + [Key.rate], "rate 7 is past 5; using 5")
    public func record(_ kind: Diagnostic.Kind, at codingPath: @autoclosure () -> [any CodingKey], _ reason: @autoclosure () -> String) {
        guard log.keepsMore else {
            log.countNotRecorded()
            return
        }
        log.record(Diagnostic(kind: kind, path: ContractPath.format(codingPath()), reason: reason()))
    }
}

/// A delegate that supports no external types: what the core alone can show.
public struct CoreOnlyDelegate: ScreenFactoryDelegate {
    public init() {}
    public func makeExternalComponent(_ type: TypeName, from decoder: any Decoder) throws -> (any ComponentContent)? { nil }
    public func makeExternalAction(_ type: TypeName, from decoder: any Decoder) throws -> CustomAction? { nil }
    public var externalCapabilities: [Capability] { [] }
}
