import JSON
import SDUIContract

/// Reads `experiments.json` (`Experiment`) and says everything wrong with
/// it by JSON path: names, weights, the screens it runs on and serves, and
/// the components it replaces, each checked against the release it ships in.
enum ExperimentFile {
    static let file = ContentFiles.experimentsFile

    /// What the release's screens can answer, for the checks.
    struct Screens {
        /// A content screen's document, by path.
        let content: (String) -> JSONValue?
        /// Whether any screen (content or app route) answers the path.
        let answers: (ScreenPath) -> Bool
    }

    /// The experiments in `bytes` (none when nil), and every problem found; an
    /// experiment with a problem is left out.
    static func read(_ bytes: [UInt8]?, screens: Screens, factory: ScreenFactory) -> (experiments: [Experiment], problems: [ContentProblem]) {
        guard let bytes else { return ([], []) }
        var problems: [ContentProblem] = []
        func problem(_ path: String, _ reason: String) { problems.append(ContentProblem(file: file, path: path, reason: reason)) }
        let document: JSONValue
        do throws(JSONParseError) {
            document = try JSONParser().parse(bytes)
        } catch {
            problem("line \(error.line), column \(error.column)", error.reason)
            return ([], problems)
        }
        guard case .array(let list)? = document["experiments"] else {
            problem("experiments", "experiments.json holds {\"experiments\": [ … ]}")
            return ([], problems)
        }
        var experiments: [Experiment] = []
        var names: Set<String> = [], screensTaken: Set<String> = []
        for (index, entry) in list.enumerated() {
            let at = "experiments[\(index)]"
            let before = problems.count
            let name = entry["name"]?.stringValue ?? ""
            if !isPlainName(name) { problem("\(at).name", "a name is 1 to 40 letters, digits or -") }
            else if !names.insert(name).inserted { problem("\(at).name", "'\(name)' names two experiments") }
            let screen = entry["screen"]?.stringValue ?? ""
            let path = try? ScreenPath(validating: screen)
            if let path, screens.answers(path) {
                if !screensTaken.insert(path.description).inserted { problem("\(at).screen", "'\(screen)' runs two experiments; one at a time per screen") }
            } else {
                problem("\(at).screen", "no screen answers '\(screen)'")
            }
            let conversion = entry["conversion"]?.stringValue
            if entry["conversion"] != nil, conversion?.isEmpty != false { problem("\(at).conversion", "the conversion is an event name") }
            guard case .array(let rawVariants)? = entry["variants"], rawVariants.count >= 2 else {
                problem("\(at).variants", "an experiment has at least two variants, the first its control")
                continue
            }
            var variants: [Experiment.Variant] = []
            var variantNames: Set<String> = []
            for (position, raw) in rawVariants.enumerated() {
                let vat = "\(at).variants[\(position)]"
                let variantName = raw["name"]?.stringValue ?? ""
                if !isPlainName(variantName) { problem("\(vat).name", "a name is 1 to 40 letters, digits or -") }
                else if !variantNames.insert(variantName).inserted { problem("\(vat).name", "'\(variantName)' names two variants") }
                guard let weight = raw["weight"]?.intValue, (0...10_000).contains(weight) else {
                    problem("\(vat).weight", "a weight is a whole number from 0 to 10000")
                    continue
                }
                let served = raw["screen"]?.stringValue
                var document = path.flatMap { screens.content($0.description) }
                if raw["screen"] != nil {
                    if let served, let found = screens.content(served) {
                        document = found
                    } else {
                        problem("\(vat).screen", "no content file answers '\(served ?? "")' (a variant serves a content screen)")
                    }
                }
                var components: [String: JSONValue] = [:]
                if let raw = raw["components"] {
                    guard case .object(let replacements) = raw else {
                        problem("\(vat).components", "components is an object of component ids to components")
                        continue
                    }
                    for (id, component) in replacements {
                        let cat = "\(vat).components.\(id)"
                        if let document, !contains(id, in: document) {
                            problem(cat, "the screen has no component '\(id)'")
                        }
                        do throws(ContractError) {
                            for diagnostic in try factory.decode(Component.self, from: component).diagnostics {
                                problem(diagnostic.path == "$" ? cat : "\(cat).\(diagnostic.path)", diagnostic.reason)
                            }
                        } catch {
                            problem(cat, error.description)
                        }
                        components[id] = component
                    }
                }
                variants.append(Experiment.Variant(name: variantName, weight: weight, screen: served, components: components))
            }
            if variants.reduce(0, { $0 + $1.weight }) == 0 { problem("\(at).variants", "the weights add up to nothing") }
            if problems.count == before, let path {
                experiments.append(Experiment(name: name, screen: path.description, variants: variants, conversion: conversion))
            }
        }
        return (experiments, problems)
    }

    static func isPlainName(_ text: String) -> Bool {
        (1...40).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        }
    }

    static func contains(_ id: String, in value: JSONValue) -> Bool {
        var found = false
        JSONObjectWalk.forEachObject(in: value) { object, _ in
            if object["type"] != nil, object["id"]?.stringValue == id { found = true }
        }
        return found
    }
}
