import JSON

/// Where each element of a debug answer came from.
///
/// With `SDUI-Debug: origins`, a server started with `--debug-origins` adds
/// `_origin` to every element (an object with a `type`):
///
/// ```json
/// {"type": "text", "id": "about-text", "_origin": {"file": "screens/home.json", "pointer": "/sections/2/components/1", "line": 58, "column": 9}}
/// {"type": "detailRow", "id": "bach", "_origin": {"builder": "MusicApp/MusicApp.swift", "line": 41, "pointer": "/sections/1/components/0"}}
/// {"type": "text", "id": "row-1", "_origin": {"file": "screens/list.json", "pointer": "/templates/row/body", "fromTemplate": "row", "line": 4, "column": 21}}
/// ```
/// Normal answers carry none of it. Clients ignore the member; `sdui render --inspect` prints it.
public enum DebugOrigins {
    /// The `SDUI-Debug` value that asks for origins.
    public static let value = "origins"
    /// The member each element's origin is written in.
    public static let key = "_origin"

    /// An origin in one line: `screens/home.json:58:9 /sections/2/components/1`,
    /// `MusicApp/MusicApp.swift:41 (builder) /sections/0/components/0`, with
    /// `(template row)` for an element of a template's body.
    public static func describe(_ origin: JSONValue) -> String {
        let pointer = origin["pointer"]?.stringValue ?? ""
        if let builder = origin["builder"]?.stringValue {
            return "\(builder):\(origin["line"]?.intValue ?? 0) (builder) \(pointer)"
        }
        var text = origin["file"]?.stringValue ?? "?"
        if let line = origin["line"]?.intValue, let column = origin["column"]?.intValue { text += ":\(line):\(column)" }
        text += " \(pointer)"
        if let template = origin["fromTemplate"]?.stringValue { text += " (template \(template))" }
        return text
    }
}
