import JSON
import SDUIContract
import SDUIServer

/// The HTML of one preview page as it is written: components through their
/// renderers, actions as what they would do, every text escaped.
public struct HTMLPage: Sendable {
    let renderers: HTMLRenderers
    let client: PreviewClient
    /// The screen's colours for the client's background (`PreviewDocument.drawScreen` sets them).
    var colors: PreviewColors
    /// Where each element came from, by component id, shown on hover (`ElementOrigins`).
    var origins: [String: String] = [:]
    private(set) var html = ""

    init(renderers: HTMLRenderers, client: PreviewClient) {
        self.renderers = renderers
        self.client = client
        colors = PreviewColors(theme: nil, appearance: client.appearance)
    }

    /// Appends markup written by a renderer; text must go through `text(_:)`.
    public mutating func raw(_ markup: String) { html += markup }

    /// Appends escaped text.
    public mutating func text(_ text: String) { html += HTMLText.escape(text) }

    /// `<tag class="…" data-type="…">body</tag>`, the element every component is wrapped in.
    public mutating func element(_ tag: String, of component: Component, class names: String = "", _ body: (inout HTMLPage) -> Void) {
        let title = origins[component.id].map { " title=\"\(HTMLText.escape($0))\"" } ?? ""
        raw("<\(tag) class=\"component \(HTMLText.escape(component.type.rawValue)) \(names)\" data-type=\"\(HTMLText.escape(component.type.rawValue))\" data-id=\"\(HTMLText.escape(component.id))\"\(title)>")
        body(&self)
        raw("</\(tag)>")
    }

    /// Draws `component` with its type's renderer, or a placeholder.
    public mutating func component(_ component: Component) {
        if let unknown = component.content(as: UnknownComponent.self) {
            placeholder(component, reason: "'\(unknown.type)' is not a type this client knows, and it has no fallback it knows")
            return
        }
        guard let renderer = renderers.renderer(for: component.type) else {
            placeholder(component, reason: "the preview has no renderer for '\(component.type)'")
            return
        }
        renderer.render(component, into: &self)
    }

    public mutating func components(_ components: [Component]) {
        for child in components { component(child) }
    }

    /// A marked box in place of a component that cannot be drawn, saying why.
    public mutating func placeholder(_ component: Component, reason: String) {
        raw("<div class=\"component placeholder\" data-type=\"\(HTMLText.escape(component.type.rawValue))\" data-id=\"\(HTMLText.escape(component.id))\">")
        raw("<strong>")
        text(component.type.rawValue)
        raw("</strong> ")
        text(reason)
        raw("</div>")
    }

    /// An image from an http(s) URL; anything else is described, not loaded. A picture by
    /// name (`asset:NAME`) is the client's own, which a browser cannot have: its alt text
    /// and name are shown in its place, never a broken `<img>`.
    public mutating func image(_ reference: ImageReference?) {
        guard let reference else { return }
        if let name = reference.pictureName {
            raw("<span class=\"image-named\" role=\"img\" aria-label=\"\(HTMLText.escape(reference.accessibilityLabel ?? name))\">")
            text("▣ " + (reference.accessibilityLabel.map { "\($0) " } ?? ""))
            raw("<small>")
            text("picture '\(name)', drawn by a client that has it")
            raw("</small></span>")
        } else if let source = HTMLText.imageSource(reference.url) {
            raw("<img src=\"\(source)\" alt=\"\(HTMLText.escape(reference.accessibilityLabel ?? ""))\" loading=\"lazy\">")
        } else {
            raw("<span class=\"image-missing\">")
            text("image \(reference.url)")
            raw("</span>")
        }
    }

    /// An action as the thing to click: a navigate is a link to the
    /// destination's preview; anything else shows what it would do.
    public mutating func action(_ action: Action?, label: String) {
        guard let action else {
            text(label)
            return
        }
        if case .navigate(let navigate) = action, let path = Self.screenPath(navigate.destination) {
            raw("<a class=\"navigate\" href=\"\(HTMLText.escape(client.link(to: path)))\">")
            text(label)
            raw("</a>")
            return
        }
        raw("<span class=\"action\" data-action=\"\(HTMLText.escape(action.type.rawValue))\" title=\"\(HTMLText.escape(Self.describe(action, version: client.version)))\">")
        text(label)
        raw("<small>")
        text(Self.describe(action, version: client.version))
        raw("</small></span>")
    }

    /// A navigate destination as a screen path (`composers/bach`, `/v2/screens/home`); nil for other URLs.
    static func screenPath(_ destination: String) -> String? {
        var path = Substring(destination)
        if path.hasPrefix("http://") || path.hasPrefix("https://") || path.contains(":") { return nil }
        while path.hasPrefix("/") { path = path.dropFirst() }
        if path.hasPrefix("v"), let slash = path.firstIndex(of: "/"), Int(path[path.index(after: path.startIndex)..<slash]) != nil {
            path = path[path.index(after: slash)...]
            if path.hasPrefix("screens/") { path = path.dropFirst("screens/".count) }
        }
        let clean = path.split(separator: "?").first.map(String.init) ?? ""
        return clean.isEmpty ? nil : clean
    }

    /// What an action would do, in a line: the request it sends, the state it sets.
    static func describe(_ action: Action, version: Int) -> String {
        switch action {
        case .navigate(let navigate): return "navigate → \(navigate.destination)"
        case .command(let command):
            var line = "\(command.method ?? "POST") \(command.url)"
            if let payload = command.payload, let text = try? payload.jsonString([.sortedKeys]) { line += " \(text)" }
            if let keys = command.stateKeys, !keys.isEmpty { line += " + state \(keys.joined(separator: ", "))" }
            return "command: " + line
        case .updateState(let update):
            let value = (update.value).flatMap { try? $0.jsonString([.sortedKeys]) } ?? "null"
            return "updateState: \(update.key) = \(value)"
        case .showAlert(let alert): return "showAlert: \(alert.title)"
        case .showToast(let toast): return "showToast: \(toast.message)"
        case .timer(let timer): return "\(timer.command.actionType): \(timer.id)"
        case .openURL(let open): return "openURL: \(open.url)"
        case .share(let share): return "share: \(share.title) \(share.url)"
        case .sequence(let sequence): return "sequence: " + sequence.actions.map { describe($0, version: version) }.joined(separator: "; ")
        case .back: return "back"
        case .refresh: return "refresh"
        case .custom(let custom):
            // The payload as sent, so an author sees which queue a play starts or which key a scan fills.
            let payload = encoded(custom.content).flatMap { try? $0.jsonString([.sortedKeys]) }
            return "\(custom.type)" + (payload.map { $0 == "{}" ? "" : " \($0)" } ?? "") + " (feature action)"
        case .unsupported(let unsupported): return "cannot run: \(unsupported.reason)"
        }
    }

    /// A feature action's payload as JSON.
    private static func encoded(_ content: any Encodable) -> JSONValue? {
        try? JSONModelEncoder().encodeToValue(Payload(content: content))
    }

    /// Any payload, encoded as itself.
    private struct Payload: Encodable {
        let content: any Encodable
        func encode(to encoder: any Encoder) throws { try content.encode(to: encoder) }
    }
}
