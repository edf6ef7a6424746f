import JSON

/// What a contract type needs while it decodes: the delegate that knows the
/// target's external types, and the log that collects diagnostics.
///
/// It travels in `Decoder.userInfo` so that plain `Decodable` initialisers, run
/// by any decoder (ours in clients, Foundation's in tests), can reach it.
public final class ContractContext: Sendable {
    public let delegate: any ScreenFactoryDelegate
    public let log: DiagnosticLog

    public init(delegate: any ScreenFactoryDelegate, log: DiagnosticLog = DiagnosticLog()) {
        self.delegate = delegate
        self.log = log
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

    func record(_ kind: Diagnostic.Kind, at codingPath: [any CodingKey], _ reason: String) {
        log.record(Diagnostic(kind: kind, path: ContractPath.format(codingPath), reason: reason))
    }
}

/// A delegate that supports no external types: what the core alone can show.
public struct CoreOnlyDelegate: ScreenFactoryDelegate {
    public init() {}
    public func makeExternalComponent(_ type: TypeName, from decoder: any Decoder) throws -> (any ComponentContent)? { nil }
    public func makeExternalAction(_ type: TypeName, from decoder: any Decoder) throws -> CustomAction? { nil }
    public var externalCapabilities: [Capability] { [] }
}
