import JSON
import PlayerContract
import PlayerTerminal
import SDUI
import SDUISession
import TerminalUI

/// Registries, factories and screens shared by the tests.
enum Fixtures {
    /// The core types and the player's (the demo screens are full of tracks;
    /// the terminal draws them with `TerminalRegistry.withTracks`).
    static func registry() throws -> FeatureRegistry {
        var registry = FeatureRegistry()
        try registry.register(PlayerWireTypes.all)
        return registry
    }

    static func decode(_ json: String, registry: FeatureRegistry? = nil) throws -> Decoded<Screen> {
        let registry = try registry ?? Fixtures.registry()
        return try ScreenFactory(delegate: registry).makeScreen(from: Array(json.utf8))
    }

    /// The plain text of `json` drawn at `width`, colours off.
    static func render(_ json: String, width: Int, registry: FeatureRegistry? = nil, terminal: TerminalRegistry = .withTracks,
                       focus: FocusState = .none) throws -> String {
        let registry = try registry ?? Fixtures.registry()
        let decoded = try decode(json, registry: registry)
        let document = ScreenRenderer(registry: terminal).render(
            decoded.value, state: ScreenState(decoded.value.initialState), width: width, focus: focus,
            droppedCount: decoded.droppedCount)
        return document.plainText
    }

    /// The same screen at 40, 80 and 120 columns, one after the other, for one snapshot file.
    static func renderAtStandardWidths(_ json: String, registry: FeatureRegistry? = nil) throws -> String {
        try [40, 80, 120].map { width in
            let ruler = "── width \(width) " + String(repeating: "─", count: max(0, width - 12 - String(width).count))
            return ruler + "\n" + (try render(json, width: width, registry: registry))
        }.joined(separator: "\n")
    }

    /// A screen whose one section holds `components` (JSON array elements).
    static func screen(title: String = "Sample", _ components: String, initialState: String? = nil) -> String {
        let state = initialState.map { #", "initialState": \#($0)"# } ?? ""
        return #"{"id": "sample", "title": "\#(title)"\#(state), "sections": [{"id": "main", "components": [\#(components)]}]}"#
    }
}

extension TerminalRegistry {
    /// The core renderers and the player's `track` row, drawn without a player.
    static let withTracks: TerminalRegistry = (try? TerminalRegistry.coreWithTracks()) ?? .core
}
