/// The one door through which a target injects what the core does not know.
///
/// The factory builds the core's own components and actions itself and asks
/// the delegate about every other type. A target that does not support a
/// feature returns nil; the factory then uses the element's server-sent
/// `fallback` or drops it with a diagnostic. `FeatureRegistry` is the usual
/// delegate; a target with special needs can wrap or replace it.
public protocol ScreenFactoryDelegate: Sendable {
    /// Decodes a component of a type the core does not know, or returns nil
    /// when this target does not support it. Throwing means the payload is malformed.
    func makeExternalComponent(_ type: TypeName, from decoder: any Decoder) throws -> (any ComponentContent)?

    /// Decodes an action of a type the core does not know, or returns nil.
    func makeExternalAction(_ type: TypeName, from decoder: any Decoder) throws -> CustomAction?

    /// The external types this delegate supports, for the capability manifest.
    var externalCapabilities: [Capability] { get }

    /// Contract features of the core this target leaves out (the clip:
    /// impressions), so its manifest does not declare them and the server's
    /// downgrade applies.
    var omittedFeatures: [Capability] { get }
}

extension ScreenFactoryDelegate {
    public var omittedFeatures: [Capability] { [] }

    /// The core's capabilities less the omitted features, then the external types'.
    public var manifest: CapabilityManifest {
        let omitted = omittedFeatures
        return CapabilityManifest(CoreContract.capabilities.filter { !omitted.contains($0) } + externalCapabilities)
    }
}
