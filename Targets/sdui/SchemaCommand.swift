import ArgumentParser
import Foundation
import JSON
import SDUI
import SDUISchema

/// `sdui schema`: the contract as this client speaks it, as a JSON Schema,
/// for editors (`"$schema"` in a content file) and validators.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema (draft 2020-12) of screen documents, command results and widgets.",
        discussion: """
            The schema is learned from the decoders of the types this client has: the core's \
            components and actions and those of every feature it links (or of the features \
            named by --features), so it always says exactly what this client accepts. \
            The root describes a screen; #/$defs/commandResult and #/$defs/widget the other \
            documents. docs/sdui.schema.json is this command's output, checked by a test.

            Examples:
              sdui schema > sdui.schema.json
              sdui schema --features none            # the core alone
              sdui schema --features ScanBarcode,Login
            """
    )

    @Option(help: ArgumentHelp("Features to include, comma-separated, or 'none' for the core alone; default: every linked feature.",
                               valueName: "names"))
    var features: String?

    func run() throws {
        let registry = try Features.registries(options: FeatureOptions(analytics: false, interactive: false), http: nil, endpoint: nil).features
        let available = Set(registry.components.values.map(\.owner) + registry.actions.values.map(\.owner))
        var chosen: Set<String>?
        if let features {
            let names = features.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            chosen = names == ["none"] ? [] : Set(names)
            let unknown = (chosen ?? []).subtracting(available).sorted()
            guard unknown.isEmpty else {
                throw ValidationError("unknown feature \(unknown.map { "'\($0)'" }.joined(separator: ", ")); this client has: \(available.sorted().joined(separator: ", "))")
            }
        }
        let schema = ContractSchema(registry: registry.contract, features: chosen)
        let document: JSONValue
        do {
            document = try schema.document()
        } catch {
            throw ValidationError("\(error)")
        }
        var bytes = try JSONWriter(formatting: [.prettyPrinted, .sortedKeys]).write(document)
        bytes.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(Data(bytes))
    }
}
