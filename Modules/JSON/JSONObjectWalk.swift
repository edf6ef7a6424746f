
/// Visits every object of a document with its JSON path (`sections[0].components[2].action`),
/// the walk the content checks share (fallbacks, navigate destinations, component ids).
public enum JSONObjectWalk {
    /// Calls `body` for each object, parents before children; members named in
    /// `skipping` are not descended into (a fallback is checked as a whole).
    public static func forEachObject(in value: JSONValue, path: String = "", skipping: Set<String> = [],
                              _ body: (JSONObject, String) -> Void) {
        switch value {
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                forEachObject(in: element, path: "\(path)[\(index)]", skipping: skipping, body)
            }
        case .object(let object):
            body(object, path)
            for (key, member) in object where !skipping.contains(key) {
                forEachObject(in: member, path: path.isEmpty ? key : "\(path).\(key)", skipping: skipping, body)
            }
        default:
            break
        }
    }
}
