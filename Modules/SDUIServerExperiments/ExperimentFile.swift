import JSON
import SDUIContract
import SDUIServer

/// Reads `experiments.json` (`Experiment`) and says everything wrong with
/// it by JSON path: names, weights, the screen or flow it runs on, the
/// screens its variants serve, and the components they replace, each
/// checked against the release it ships in.
enum ExperimentFile {
    /// Beside `screens/` in the content folder and in every release, as the
    /// core reads it for this module: the experiments kept with the content
    /// they came in (`RunningExperiments`).
    static let file = ContentFile<RunningExperiments>("experiments.json") { bytes, content in
        let (experiments, problems) = read(bytes, screens: content)
        return (RunningExperiments(experiments), problems)
    }

    /// The experiments in `bytes`, and every problem found; an experiment
    /// with a problem is left out.
    static func read(_ bytes: [UInt8], screens: ContentFileContext) -> (experiments: [Experiment], problems: [ContentProblem]) {
        var reader = Reader(screens: screens, factory: screens.factory)
        let document: JSONValue
        do throws(JSONParseError) {
            document = try JSONParser().parse(bytes)
        } catch {
            reader.problem("line \(error.line), column \(error.column)", error.reason)
            return ([], reader.problems)
        }
        guard case .array(let list)? = document["experiments"] else {
            reader.problem("experiments", "experiments.json holds {\"experiments\": [ … ]}")
            return ([], reader.problems)
        }
        let experiments = list.enumerated().compactMap { reader.experiment($0.element, at: "experiments[\($0.offset)]") }
        return (experiments, reader.problems)
    }

    /// The checks, with what they found so far and what earlier entries claimed.
    private struct Reader {
        let screens: ContentFileContext
        let factory: ScreenFactory
        private(set) var problems: [ContentProblem] = []
        private var names: Set<String> = []
        private var screensTaken: Set<String> = []

        init(screens: ContentFileContext, factory: ScreenFactory) {
            self.screens = screens
            self.factory = factory
        }

        mutating func problem(_ path: String, _ reason: String) {
            problems.append(ContentProblem(file: ExperimentFile.file.name, path: path, reason: reason))
        }

        /// One entry of the list, or nil when anything in it is wrong.
        mutating func experiment(_ entry: JSONValue, at: String) -> Experiment? {
            let before = problems.count
            let name = entry["name"]?.stringValue ?? ""
            if !ExperimentFile.isPlainName(name) { problem("\(at).name", "a name is 1 to 40 letters, digits or -") }
            else if !names.insert(name).inserted { problem("\(at).name", "'\(name)' names two experiments") }
            let flow = self.flow(entry, at: at)
            let conversion = entry["conversion"]?.stringValue
            if entry["conversion"] != nil, conversion?.isEmpty != false { problem("\(at).conversion", "the conversion is an event name") }
            let exposedBy = entry["exposedBy"]?.stringValue
            if entry["exposedBy"] != nil, exposedBy?.isEmpty != false {
                problem("\(at).exposedBy", "exposedBy is the id of the component whose impression counts as the exposure")
            }
            guard case .array(let rawVariants)? = entry["variants"], rawVariants.count >= 2 else {
                problem("\(at).variants", "an experiment has at least two variants, the first its control")
                return nil
            }
            var variants: [Experiment.Variant] = []
            var variantNames: Set<String> = []
            for (position, raw) in rawVariants.enumerated() {
                let vat = "\(at).variants[\(position)]"
                let variantName = raw["name"]?.stringValue ?? ""
                if !ExperimentFile.isPlainName(variantName) { problem("\(vat).name", "a name is 1 to 40 letters, digits or -") }
                else if !variantNames.insert(variantName).inserted { problem("\(vat).name", "'\(variantName)' names two variants") }
                if let variant = variant(raw, named: variantName, at: vat, flow: flow) { variants.append(variant) }
            }
            if variants.reduce(0, { $0 + $1.weight }) == 0 { problem("\(at).variants", "the weights add up to nothing") }
            if let exposedBy, !exposedBy.isEmpty, problems.count == before { checkExposure(by: exposedBy, at: "\(at).exposedBy", flow: flow.paths, variants) }
            guard problems.count == before, !flow.paths.isEmpty else { return nil }
            return Experiment(name: name, screens: flow.paths.map(\.description), variants: variants, conversion: conversion,
                              exposedBy: exposedBy)
        }

        /// The screens an experiment runs on: one (`"screen"`) or a flow's
        /// (`"screens"`), each answered by the release or an app and in no
        /// other experiment; `listed` counts them as written.
        private mutating func flow(_ entry: JSONValue, at: String) -> (listed: Int, paths: [ScreenPath]) {
            let listed: [(place: String, text: String)]
            switch (entry["screen"], entry["screens"]) {
            case (let one?, nil): listed = [("\(at).screen", one.stringValue ?? "")]
            case (nil, .array(let many)?) where !many.isEmpty:
                listed = many.enumerated().map { ("\(at).screens[\($0.offset)]", $0.element.stringValue ?? "") }
            default:
                problem(at, "name the screen (\"screen\": path) or the flow's screens (\"screens\": [paths]), not both")
                listed = []
            }
            var paths: [ScreenPath] = []
            for (place, text) in listed {
                guard let path = try? ScreenPath(validating: text), screens.answers(path) else {
                    problem(place, "no screen answers '\(text)'")
                    continue
                }
                if !screensTaken.insert(path.description).inserted { problem(place, "'\(text)' runs two experiments; one at a time per screen") }
                paths.append(path)
            }
            return (listed.count, paths)
        }

        /// `exposedBy` names a component that carries a visibility action in
        /// every variant, on the screens that variant shows: otherwise no
        /// impression of it ever comes, and no install is ever exposed.
        /// Checked where every screen the variant shows is a content screen
        /// (an app's screen is built per request).
        private mutating func checkExposure(by id: String, at: String, flow: [ScreenPath], _ variants: [Experiment.Variant]) {
            for variant in variants {
                let documents = flow.compactMap { screens.screen(variant.screens[$0.description] ?? $0.description) }
                guard documents.count == flow.count else { continue }
                guard let component = variant.components[id] ?? documents.lazy.compactMap({ ExperimentFile.component(id, in: $0) }).first else {
                    problem(at, "no screen of variant '\(variant.name)' has a component '\(id)', so no install would ever be exposed")
                    return
                }
                guard case .array(let actions)? = component["visibilityActions"], !actions.isEmpty else {
                    problem(at, "'\(id)' carries no visibility action in variant '\(variant.name)', so its impression, and the exposure, never comes")
                    return
                }
            }
        }

        /// One variant: its weight, the content screens it serves in place of
        /// the flow's (`"screen"` for a one-screen experiment, `"screens"`:
        /// {flow screen: content screen} for any), and the components it replaces.
        private mutating func variant(_ raw: JSONValue, named name: String, at vat: String,
                                      flow: (listed: Int, paths: [ScreenPath])) -> Experiment.Variant? {
            guard let weight = raw["weight"]?.intValue, (0...10_000).contains(weight) else {
                problem("\(vat).weight", "a weight is a whole number from 0 to 10000")
                return nil
            }
            var served: [String: (screen: String, place: String)] = [:]
            if let one = raw["screen"] {
                if flow.listed != 1 {
                    problem("\(vat).screen", "a flow's variant names its screens in \"screens\": {flow screen: content screen}")
                } else if let only = flow.paths.first {
                    served[only.description] = (one.stringValue ?? "", "\(vat).screen")
                }
            }
            if let many = raw["screens"] {
                guard case .object(let map) = many else {
                    problem("\(vat).screens", "screens is an object of the experiment's screens to the content screens served instead")
                    return nil
                }
                for (flowScreen, replacement) in map.sorted(by: { $0.key < $1.key }) {
                    guard flow.paths.contains(where: { $0.description == flowScreen }) else {
                        problem("\(vat).screens.\(flowScreen)", "'\(flowScreen)' is not one of the experiment's screens")
                        continue
                    }
                    served[flowScreen] = (replacement.stringValue ?? "", "\(vat).screens.\(flowScreen)")
                }
            }
            // The documents the variant shows, where they are content (a route's is built per request).
            var documents: [JSONValue] = []
            for path in flow.paths {
                let key = path.description
                if let (replacement, place) = served[key] {
                    if let found = screens.screen(replacement) { documents.append(found) }
                    else { problem(place, "no content file answers '\(replacement)' (a variant serves a content screen)") }
                } else if let document = screens.screen(key) {
                    documents.append(document)
                }
            }
            guard let components = components(raw["components"], at: "\(vat).components",
                                               in: documents.count == flow.paths.count ? documents : nil, flowSize: flow.paths.count)
            else { return nil }
            return Experiment.Variant(name: name, weight: weight, screens: served.mapValues(\.screen), components: components)
        }

        /// The replacements by component id, each a valid component of an id
        /// the served screens have (checked when `documents` is known).
        private mutating func components(_ raw: JSONValue?, at: String, in documents: [JSONValue]?, flowSize: Int) -> [String: JSONValue]? {
            guard let raw else { return [:] }
            guard case .object(let replacements) = raw else {
                problem(at, "components is an object of component ids to components")
                return nil
            }
            for (id, component) in replacements {
                let cat = "\(at).\(id)"
                if let documents, !documents.contains(where: { ExperimentFile.contains(id, in: $0) }) {
                    problem(cat, flowSize == 1 ? "the screen has no component '\(id)'" : "no screen of the flow has a component '\(id)'")
                }
                do throws(ContractError) {
                    for diagnostic in try factory.decode(Component.self, from: component).diagnostics {
                        problem(diagnostic.path == "$" ? cat : "\(cat).\(diagnostic.path)", diagnostic.reason)
                    }
                } catch {
                    problem(cat, error.description)
                }
            }
            return Dictionary(uniqueKeysWithValues: replacements.map { ($0.key, $0.value) })
        }
    }

    static func isPlainName(_ text: String) -> Bool {
        (1...40).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        }
    }

    static func contains(_ id: String, in value: JSONValue) -> Bool {
        component(id, in: value) != nil
    }

    /// The first component with this id in a document.
    static func component(_ id: String, in value: JSONValue) -> JSONValue? {
        var found: JSONValue?
        JSONObjectWalk.forEachObject(in: value) { object, _ in
            if found == nil, object["type"] != nil, object["id"]?.stringValue == id { found = .object(object) }
        }
        return found
    }
}
