import Crypto
import JSON

/// A comparison of variants of one screen or of a flow (several screens),
/// declared in the content's `experiments.json` and so published, diffed and
/// rolled back with the screens it changes. Each install id sees one
/// variant, the same on every screen of the flow, on every instance and
/// every time, and independent of its variant in any other experiment (the
/// bucket is a hash of the experiment's name with the id).
///
/// ```json
/// {"experiments": [{"name": "scan-and-go-entrance", "screen": "scan-and-go", "conversion": "screenView",
///   "variants": [{"name": "control", "weight": 50},
///                {"name": "short-intro", "weight": 50, "components": {"intro-text": {"type": "text", "id": "intro-text", "paragraphs": ["…"]}}}]},
///  {"name": "checkout-flow", "screens": ["checkout", "checkout/pay"],
///   "variants": [{"name": "control", "weight": 1}, {"name": "one-step", "weight": 1, "screens": {"checkout": "checkout-one-step"}}]}]}
/// ```
public struct Experiment: Sendable, Equatable {
    /// Letters, digits and `-`; it names the experiment in analytics and the report.
    public let name: String
    /// The screen paths it runs on: one, or the screens of a flow.
    public let screens: [String]
    /// The first is the control: what a client without an install id gets.
    public let variants: [Variant]
    /// The event the report counts as a conversion unless told another.
    public let conversion: String?
    /// The id of the component the experiment changes, when an install
    /// counts as exposed only once it has seen it (its `impression`,
    /// contract §8.6) rather than when its screen is served.
    public let exposedBy: String?

    /// One way of showing the screen.
    public struct Variant: Sendable, Equatable {
        public let name: String
        /// Its share is `weight` over the sum of the experiment's weights.
        public let weight: Int
        /// Content screens served in place of the experiment's screens, by the
        /// screen they replace; a screen not named is served itself.
        public let screens: [String: String]
        /// Components of the served screens replaced by id.
        public let components: [String: JSONValue]

        public init(name: String, weight: Int, screens: [String: String] = [:], components: [String: JSONValue] = [:]) {
            self.name = name
            self.weight = weight
            self.screens = screens
            self.components = components
        }
    }

    /// Checked when read from a file (`ExperimentFile`); built directly by tests.
    public init(name: String, screens: [String], variants: [Variant], conversion: String? = nil, exposedBy: String? = nil) {
        self.name = name
        self.screens = screens
        self.variants = variants
        self.conversion = conversion
        self.exposedBy = exposedBy
    }

    public var control: Variant? { variants.first }

    /// The variant install `id` sees: the first 8 bytes of SHA-256 of
    /// `name:id`, modulo the sum of the weights, falls in one variant's share.
    public func variant(for installID: String) -> Variant? {
        let total = variants.reduce(0) { $0 + $1.weight }
        guard total > 0 else { return control }
        let digest = Array(SHA256.hash(data: Array("\(name):\(installID)".utf8)))
        let word = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        var bucket = Int(word % UInt64(total))
        for variant in variants {
            if bucket < variant.weight { return variant }
            bucket -= variant.weight
        }
        return control
    }

    /// `document` (screen `path` of the experiment) as `variant` shows it:
    /// its components replaced, and the experiment and variant in its
    /// analytics properties, so every event of it (a `screenView`, an
    /// `actionRun`) says which variant was seen.
    public func apply(_ variant: Variant, to document: JSONValue, at path: String) -> JSONValue {
        var result = variant.components.isEmpty ? document : Self.replacing(variant.components, in: document)
        guard case .object(var members) = result else { return result }
        var analytics = members["analytics"]?.objectValue ?? ["screenName": .string(path)]
        var properties = analytics["properties"]?.objectValue ?? JSONObject()
        properties["experiment"] = .string(name)
        properties["variant"] = .string(variant.name)
        analytics["properties"] = .object(properties)
        members["analytics"] = .object(analytics)
        result = .object(members)
        return result
    }

    static func replacing(_ components: [String: JSONValue], in value: JSONValue) -> JSONValue {
        switch value {
        case .array(let elements):
            return .array(elements.map { replacing(components, in: $0) })
        case .object(let object):
            if object["type"] != nil, let id = object["id"]?.stringValue, let replacement = components[id] { return replacement }
            return .object(JSONObject(object.map { ($0.key, replacing(components, in: $0.value)) }))
        default:
            return value
        }
    }
}
