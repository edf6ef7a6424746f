import SDUI

extension AppEffect {
    /// The span an effect's trace starts with: `action navigate`, `back` …
    /// (read only when the client traces).
    var spanName: String {
        switch self {
        case .perform(let action, _): "action " + action.type.rawValue
        case .setState: "set state"
        case .back: "back"
        case .refresh: "refresh"
        case .retry: "retry"
        case .loadNextPage: "next page"
        case .accessoryKey: "accessory key"
        case .inspect: "inspect"
        case .quit, .redrawAll, .suspend, .copyToClipboard: "key"
        }
    }

    /// What a collector shows beside the span: the element the action came
    /// from (its id; `sdui --trace` adds its file and line from the server's
    /// source maps, docs/tracing.md).
    var spanAttributes: [(String, String)] {
        switch self {
        case .perform(_, let componentID?): [(ClientSpanAttribute.elementID, componentID)]
        case .setState(_, let key): [(ClientSpanAttribute.stateKey, key)]
        case .loadNextPage(let listID): [(ClientSpanAttribute.listID, listID)]
        default: []
        }
    }
}
