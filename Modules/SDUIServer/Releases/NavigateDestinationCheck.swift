import JSON
import SDUIContract

/// Finds navigate actions whose destination no screen answers, so a release
/// cannot ship a button into a 404 (a removed screen still linked, a typo).
enum NavigateDestinationCheck {
    /// Problems by file and JSON path; `answeredBy` says whether a screen path is served.
    static func problems(in screens: [String: JSONValue], answeredBy: (ScreenPath) -> Bool) -> [ContentProblem] {
        var problems: [ContentProblem] = []
        for (key, document) in screens.sorted(by: { $0.key < $1.key }) {
            visit(document, path: "", file: "screens/\(key).json", answeredBy: answeredBy, into: &problems)
        }
        return problems
    }

    private static func visit(_ value: JSONValue, path: String, file: String, answeredBy: (ScreenPath) -> Bool,
                              into problems: inout [ContentProblem]) {
        switch value {
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                visit(element, path: "\(path)[\(index)]", file: file, answeredBy: answeredBy, into: &problems)
            }
        case .object(let object):
            if object["type"]?.stringValue == "navigate", let destination = object["destination"]?.stringValue {
                let at = path.isEmpty ? "destination" : "\(path).destination"
                do throws(ScreenPath.Invalid) {
                    let target = try ScreenPath(validating: destination)
                    if !answeredBy(target) {
                        problems.append(ContentProblem(file: file, path: at,
                                                       reason: "no screen answers '\(destination)' (no content file, no app route)"))
                    }
                } catch {
                    problems.append(ContentProblem(file: file, path: at, reason: "'\(destination)' is not a screen path: \(error.reason)"))
                }
            }
            for (key, member) in object {
                visit(member, path: path.isEmpty ? key : "\(path).\(key)", file: file, answeredBy: answeredBy, into: &problems)
            }
        default:
            break
        }
    }
}
