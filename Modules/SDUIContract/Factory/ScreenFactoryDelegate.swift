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
}
