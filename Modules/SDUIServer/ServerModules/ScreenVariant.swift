import JSON
import Synchronization
import SDUIContract

/// What a module serves in place of a content screen or an app's screen for
/// one request (an experiment's variant): the screen to build instead, a
/// change to its document, and what keeps its rendering apart from the
/// others' in the render cache. Made by a `ScreenVariation`.
public struct ScreenVariant: Sendable {
    /// The screen built instead of the one asked for (the one asked for, when the variant only changes its document).
    public let path: ScreenPath
    /// Added to the rendering's reuse stamp, so each variant is kept, and
    /// tagged, apart (`;experiment=name/variant`); it must differ per variant.
    public let stamp: String
    /// The built document as the variant shows it; runs on each build, not on a reuse.
    public let transform: @Sendable (JSONValue) async throws -> JSONValue

    public init(path: ScreenPath, stamp: String, transform: @escaping @Sendable (JSONValue) async throws -> JSONValue) {
        self.path = path
        self.stamp = stamp
        self.transform = transform
    }
}

/// Chooses a `ScreenVariant` for the screen at `path`, asked by `install`
/// (nil for a client that sends no install id), answered from `content`;
/// nil serves the screen itself. Registered with
/// `ServerEnvironment.varyScreens(_:)`, asked before each screen is found.
public typealias ScreenVariation = @Sendable (_ path: ScreenPath, _ install: String?, _ content: ContentSnapshot) async throws -> ScreenVariant?

/// The variations modules registered, asked in registration order; the
/// first that answers decides. Shared by every copy of the environment.
final class ScreenVariations: Sendable {
    private let variations = Mutex<[ScreenVariation]>([])

    func add(_ variation: @escaping ScreenVariation) {
        variations.withLock { $0.append(variation) }
    }

    /// The first variant a variation chooses, or nil when none does (or none is registered).
    func variant(at path: ScreenPath, install: String?, content: ContentSnapshot) async throws -> ScreenVariant? {
        for variation in variations.withLock({ $0 }) {
            if let variant = try await variation(path, install, content) { return variant }
        }
        return nil
    }
}

extension ServerEnvironment {
    /// Lets `variation` serve a variant of any screen (not a page) in place of
    /// it, per request, so a module that shows installs different screens
    /// (the experiments) does so without the core's catalog knowing why.
    /// A module registers in `makeState`.
    public func varyScreens(_ variation: @escaping ScreenVariation) {
        catalog.variations.add(variation)
    }
}
