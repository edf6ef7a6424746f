import SDUI

/// How a terminal client draws every component type, and what it adds
/// around every screen, typed: renderers as `ComponentRenderer`s by type
/// name, accessories as `TerminalAccessory`s, named icons and pictures as
/// `TerminalAssets`, each with the module that registered it.
///
/// Built once at start-up beside the client's `FeatureRegistry` (which knows
/// what the features decode and run); a feature's terminal look registers
/// here through its `TerminalLook`. Registering a type twice throws.
///
/// ```swift
/// var terminal = TerminalRegistry.core
/// try terminal.install(ScanBarcodeTerminalLook())
/// let renderer = ScreenRenderer(registry: terminal)
/// ```
public struct TerminalRegistry: Sendable {
    public struct RendererEntry: Sendable {
        public let renderer: any ComponentRenderer
        public let owner: String
    }

    public struct AccessoryEntry: Sendable {
        public let accessory: any TerminalAccessory
        public let owner: String
    }

    public private(set) var renderers: [TypeName: RendererEntry] = [:]
    public private(set) var accessories: [AccessoryEntry] = []
    /// The icons drawn by name: the core's, and the looks' own.
    public private(set) var assets = TerminalAssets()
    /// Names of installed looks, in installation order.
    public private(set) var installedLooks: [String] = []

    /// Nothing registered: not even the core's renderers.
    public init() {}

    /// The core's renderers (`TerminalRenderers.core`), and nothing else.
    public static let core: TerminalRegistry = {
        var registry = TerminalRegistry()
        for (type, renderer) in TerminalRenderers.core {
            registry.renderers[type] = RendererEntry(renderer: renderer, owner: TerminalRenderers.owner)
        }
        return registry
    }()

    /// Runs a look's registrations; a look installed twice is a conflict too.
    public mutating func install(_ look: some TerminalLook) throws(RegistrationError) {
        try look.register(into: &self)
        installedLooks.append(look.name)
    }

    /// Registers a renderer under its content's type name.
    public mutating func register<Renderer: ContentRenderer>(renderer: Renderer, owner: String) throws(RegistrationError) {
        try register(renderer, for: Renderer.Content.typeName, owner: owner)
    }

    /// Registers a renderer for `type` (one that draws several types, or an untyped one).
    public mutating func register(_ renderer: any ComponentRenderer, for type: TypeName, owner: String) throws(RegistrationError) {
        if let existing = renderers[type] {
            throw RegistrationError(slot: .renderer, type: type, existingOwner: existing.owner, newOwner: owner)
        }
        renderers[type] = RendererEntry(renderer: renderer, owner: owner)
    }

    /// Registers an icon a server may name in an image's or widget item's `asset`:
    /// one column wide; a name the core or another look has (in any case) throws.
    public mutating func register(asset name: String, glyph: String, owner: String) throws(RegistrationError) {
        try assets.register(name, glyph: glyph, owner: owner)
    }

    /// Registers a picture (PNG bytes) a server may name as an image's `url`, `asset:NAME`, or
    /// in its `asset`: drawn wherever pictures are, from these bytes and never fetched. A name
    /// an icon or another picture has (in any case), or bytes that are not a PNG file, throw.
    public mutating func register(picture name: String, png: [UInt8], owner: String) throws(RegistrationError) {
        try assets.register(picture: name, png: png, owner: owner)
    }

    /// Adds an accessory for the interactive app; it shows in this order.
    public mutating func add(accessory: any TerminalAccessory, owner: String) {
        accessories.append(AccessoryEntry(accessory: accessory, owner: owner))
    }

    /// The renderer for `type`, nil when none is registered (the element is counted as not shown).
    public func renderer(for type: TypeName) -> (any ComponentRenderer)? {
        renderers[type]?.renderer
    }
}

/// How a feature looks in a terminal: its renderers and accessories, kept in
/// a module apart from the feature, so a client that draws otherwise links
/// no terminal code.
///
/// ```swift
/// public struct ScanBarcodeTerminalLook: TerminalLook {
///     public let name = "ScanBarcodeTerminal"
///     public func register(into registry: inout TerminalRegistry) throws(RegistrationError) {
///         try registry.register(renderer: BarcodeInputRenderer(), owner: name)
///     }
/// }
/// ```
public protocol TerminalLook: Sendable {
    /// Shown in registration errors.
    var name: String { get }
    func register(into registry: inout TerminalRegistry) throws(RegistrationError)
}
