import JSON

/// Where each element of a debug answer came from.
///
/// With `SDUI-Debug: origins`, a server started with `--debug-origins` adds
/// `_origin` to every element (an object with a `type`) and every template
/// use (an object with `template`):
///
/// ```json
/// {"type": "text", "id": "about-text", "_origin": {"file": "screens/home.json", "pointer": "/sections/2/components/1", "line": 58, "column": 9}}
/// {"type": "detailRow", "id": "bach", "_origin": {"builder": "MusicApp/MusicApp.swift", "line": 41, "pointer": "/sections/1/components/0"}}
/// {"type": "text", "id": "row-1", "_origin": {"file": "screens/list.json", "pointer": "/templates/row/body", "fromTemplate": "row", "line": 4, "column": 21}}
/// ```
/// An element a template use made (expanded by the server or the client) has
/// its body's origin with the use's under `usedAt`, so both the template and
/// the place that used it are named.
/// Normal answers carry none of it. Clients ignore the member; `sdui render --inspect` prints it.
public enum DebugOrigins {
    /// The `SDUI-Debug` value that asks for origins.
    public static let value = "origins"
    /// The member each element's origin is written in.
    public static let key = "_origin"

    /// An origin in one line: `screens/home.json:58:9 /sections/2/components/1`,
    /// `MusicApp/MusicApp.swift:41 (builder) /sections/0/components/0`, with
    /// `(template row)` for an element of a template's body.
    /// The member of an origin that names the template use that made the element.
    public static let usedAtKey = "usedAt"

    /// The origin of what a template use made: `body`'s origin (the
    /// template's element) with the use's origin under `usedAt`; the use's
    /// alone when the body has none.
    static func made(byUse use: JSONValue, body: JSONValue?) -> JSONValue {
        guard case .object(var origin)? = body else { return use }
        origin[usedAtKey] = use
        return .object(origin)
    }

    public static func describe(_ origin: JSONValue) -> String {
        let pointer = origin["pointer"]?.stringValue ?? ""
        if let builder = origin["builder"]?.stringValue {
            return "\(builder):\(origin["line"]?.intValue ?? 0) (builder) \(pointer)"
        }
        var text = origin["file"]?.stringValue ?? "?"
        if let line = origin["line"]?.intValue, let column = origin["column"]?.intValue { text += ":\(line):\(column)" }
        text += " \(pointer)"
        if let template = origin["fromTemplate"]?.stringValue { text += " (template \(template))" }
        if let use = origin[usedAtKey] { text += ", used at " + describe(use) }
        return text
    }
}
