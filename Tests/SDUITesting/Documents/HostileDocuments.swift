/// Screen documents that try to make a small input cost a lot, written once
/// for the core's tests (`HostileDocumentTests`) and the server's
/// (`PreviewRouteTests`); `Scripts/hostile-documents.py` writes the same
/// shapes at full size for the measurements.
public enum HostileDocuments {
    /// A text component that ends every screen here: it must always show.
    public static let after = #"{"type": "text", "id": "after", "paragraphs": ["Still here"]}"#

    /// A text component holding `${p}` `copies` times, used `uses` times with a `size`-byte argument.
    public static func placedMany(size: Int, copies: Int, uses: Int) -> String {
        let paragraphs = Array(repeating: #""${p}""#, count: copies).joined(separator: ",")
        let argument = String(repeating: "x", count: size)
        let use = #"{"template": "many", "arguments": {"p": "\#(argument)"}}"#
        return #"""
        {"id": "many", "templates": {"many": {"parameters": ["p"], "body": {"type": "text", "paragraphs": [\#(paragraphs)]}}},
         "sections": [{"id": "s", "components": [\#(Array(repeating: use, count: uses).joined(separator: ",")), \#(after)]}]}
        """#
    }

    /// Templates `d0`…`d7`, each passing its argument on doubled (`${p}${p}`),
    /// the last placing it doubled again: 256 times a `size`-byte argument per use.
    public static func nestedDoubling(size: Int, uses: Int) -> String {
        var templates: [String] = []
        for level in 0..<7 {
            templates.append(#""d\#(level)": {"parameters": ["p"], "body": {"template": "d\#(level + 1)", "arguments": {"p": "${p}${p}"}}}"#)
        }
        templates.append(#""d7": {"parameters": ["p"], "body": {"type": "text", "paragraphs": ["${p}${p}"]}}"#)
        let use = #"{"template": "d0", "arguments": {"p": "\#(String(repeating: "y", count: size))"}}"#
        return #"""
        {"id": "doubling", "templates": {\#(templates.joined(separator: ","))},
         "sections": [{"id": "s", "components": [\#(Array(repeating: use, count: uses).joined(separator: ",")), \#(after)]}]}
        """#
    }
}
