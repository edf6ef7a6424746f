import SDUI

extension TerminalApp {
    /// The span an effect's trace starts with: `action navigate`, `back` …
    static func spanName(_ effect: AppEffect) -> String {
        switch effect {
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
    static func spanAttributes(_ effect: AppEffect) -> [(String, String)] {
        switch effect {
        case .perform(_, let componentID?): [("sdui.element.id", componentID)]
        case .setState(_, let key): [("sdui.state.key", key)]
        case .loadNextPage(let listID): [("sdui.list.id", listID)]
        default: []
        }
    }
}
