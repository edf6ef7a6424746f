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
        visit(document, path: "", file: file, factory: factory, table: table, into: &problems)
        return problems
    }

    private static func visit(_ value: JSONValue, path: String, file: String, factory: ScreenFactory,
                              table: ContractTypeTable, into problems: inout [ContentProblem]) {
        switch value {
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                visit(element, path: "\(path)[\(index)]", file: file, factory: factory, table: table, into: &problems)
            }
        case .object(let object):
            if let type = object["type"]?.stringValue, let fallback = object["fallback"], !fallback.isNull {
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
            for (key, member) in object where key != "fallback" {
                visit(member, path: path.isEmpty ? key : "\(path).\(key)", file: file, factory: factory, table: table, into: &problems)
            }
        default:
            break
        }
    }
}
