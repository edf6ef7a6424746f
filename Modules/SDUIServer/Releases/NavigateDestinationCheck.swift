import JSON
import SDUIContract

/// Finds navigate actions whose destination no screen answers, so a release
/// cannot ship a button into a 404 (a removed screen still linked, a typo).
enum NavigateDestinationCheck {
    /// Problems by file and JSON path; `answeredBy` says whether a screen path is served.
    static func problems(in screens: [String: JSONValue], answeredBy: (ScreenPath) -> Bool) -> [ContentProblem] {
        var problems: [ContentProblem] = []
        for (key, document) in screens.sorted(by: { $0.key < $1.key }) {
            let file = "screens/\(key).json"
            JSONObjectWalk.forEachObject(in: document) { object, path in
                guard object["type"]?.stringValue == "navigate", let destination = object["destination"]?.stringValue else { return }
                let at = path.isEmpty ? "destination" : "\(path).destination"
                do throws(ScreenPath.Invalid) {
                    if !answeredBy(try ScreenPath(validating: destination)) {
                        problems.append(ContentProblem(file: file, path: at,
                                                       reason: "no screen answers '\(destination)' (no content file, no app route)"))
                    }
                } catch {
                    problems.append(ContentProblem(file: file, path: at, reason: "'\(destination)' is not a screen path: \(error.reason)"))
                }
            }
        }
        return problems
    }
}
