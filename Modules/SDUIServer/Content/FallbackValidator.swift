import JSON
import SDUIContract

/// Checks the `fallback` members of a content file, which `ScreenFactory`
/// does not decode when it knows the element's own type (as the server's
/// factory does for every type it sends).
///
/// Each fallback is decoded as a component (when its owner is a component
/// type) or an action, with the same factory; whatever it reports is a
/// problem of the file, at the fallback's JSON path.
enum FallbackValidator {
    static func problems(in document: JSONValue, file: String, factory: ScreenFactory,
                         table: ContractTypeTable) -> [ContentProblem] {
        var problems: [ContentProblem] = []
        JSONObjectWalk.forEachObject(in: document, skipping: ["fallback"]) { object, path in
            guard let type = object["type"]?.stringValue, let fallback = object["fallback"], !fallback.isNull else { return }
            let fallbackPath = path.isEmpty ? "fallback" : "\(path).fallback"
            let isComponent = table.rule(.component, TypeName(type)) != nil
            let diagnostics: [Diagnostic]
            do throws(ContractError) {
                diagnostics = isComponent
                    ? try factory.decode(Component.self, from: fallback).diagnostics
                    : try factory.decode(Action.self, from: fallback).diagnostics
            } catch {
                problems.append(ContentProblem(file: file, path: fallbackPath, reason: error.description))
                return
            }
            for diagnostic in diagnostics {
                let inner = diagnostic.path == "$" ? fallbackPath : "\(fallbackPath).\(diagnostic.path)"
                problems.append(ContentProblem(file: file, path: inner, reason: diagnostic.reason))
            }
        }
        return problems
    }
}
