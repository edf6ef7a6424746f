import JSON
import SDUIContract

/// Reads a release's `theme.json` (a `ScreenTheme`: a light and a dark
/// palette of role colours) and says everything wrong with it by JSON path,
/// as the screens are checked: a theme with any problem is not served.
enum ThemeFile {
    static let file = ContentFiles.themeFile

    /// The theme in `bytes` (none when nil, or when it has a problem), and every problem found.
    static func read(_ bytes: [UInt8]?, factory: ScreenFactory) -> (theme: ScreenTheme?, problems: [ContentProblem]) {
        guard let bytes else { return (nil, []) }
        let document: JSONValue
        do throws(JSONParseError) {
            document = try JSONParser().parse(bytes)
        } catch {
            return (nil, [ContentProblem(file: file, path: "line \(error.line), column \(error.column)", reason: error.reason)])
        }
        guard case .object(let object) = document else {
            return (nil, [ContentProblem(file: file, path: "$", reason: "theme.json holds {\"light\": {…}, \"dark\": {…}}")])
        }
        var problems: [ContentProblem] = []
        for key in object.keys.sorted() where key != "light" && key != "dark" {
            problems.append(ContentProblem(file: file, path: key, reason: "a theme has a 'light' and a 'dark' palette only"))
        }
        for key in ["light", "dark"] where object[key] == nil {
            problems.append(ContentProblem(file: file, path: key, reason: "a theme needs both palettes; this one is missing"))
        }
        do throws(ContractError) {
            let decoded = try factory.decode(ScreenTheme.self, from: document)
            problems += decoded.diagnostics.map { ContentProblem(file: file, path: $0.path, reason: $0.reason) }
            return (problems.isEmpty ? decoded.value : nil, problems)
        } catch {
            return (nil, problems + [ContentProblem(file: file, path: "$", reason: error.description)])
        }
    }
}
