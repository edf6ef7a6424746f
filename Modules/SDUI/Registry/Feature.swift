/// A module that plugs into the core: it registers its components, actions,
/// handlers, local overrides, request decorators and observers, and nothing
/// else (how it looks in a terminal is its `TerminalLook`, installed apart).
///
/// Targets list their features in one place at start-up:
///
/// ```swift
/// var registry = FeatureRegistry()
/// try registry.install(ScanBarcodeFeature())
/// try registry.install(LoginFeature(store: tokens, server: endpoint.apiRoot))
/// ```
///
/// Leaving a feature out of that list (and out of the target's dependencies)
/// removes it; the core never imports a feature.
public protocol Feature: Sendable {
    /// Shown in registration errors and diagnostics.
    var name: String { get }
    func register(into registry: inout FeatureRegistry) throws(RegistrationError)
}
