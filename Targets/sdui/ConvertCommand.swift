import ArgumentParser
import Foundation
import JSON
import SDUI
import SeedConversion

/// `sdui convert`: brings a document from one of the seeds' designs into our contract.
struct ConvertCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a screen or widget from another SDUI design into this contract.",
        discussion: """
            Reads FILE as a document of the --from design and writes it in this contract to standard \
            output (or --output). Whatever could not be carried over as it was is listed on standard \
            error with its JSON pointer in FILE, then the converted document is decoded as this client \
            would, and its diagnostics follow. Exits 0 when the result decodes without a diagnostic, 1 \
            when it has some or FILE is not such a document, 2 for a usage error.

            Designs: \(SeedFormat.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")).

            Examples:
              sdui convert --from tutorial login.json > Content/screens/login.json
              sdui convert --from medium home.json --output Content/screens/home.json
            """
    )

    @Option(help: "The design FILE is written for: \(SeedFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var from: SeedFormat

    @Option(name: .shortAndLong, help: "Write the converted document here instead of standard output.")
    var output: String?

    @Argument(help: "The document to convert (JSON).")
    var file: String

    func run() async throws {
        let bytes = try ScreenSource.read(file)
        let document: JSONValue
        do throws(JSONParseError) {
            document = try JSONParser().parse(bytes)
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        let conversion: Conversion
        do throws(ConversionError) {
            conversion = try from.convert(document)
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        let text: String
        do throws(JSONWriteError) {
            text = try conversion.document.jsonString([.prettyPrinted]) + "\n"
        } catch {
            throw CommandFailure("\(file): the converted document cannot be written: \(error)")
        }
        for note in conversion.notes { Self.standardError("\(file):\(note)") }

        // What this client makes of the result: the contract's own checks, after the conversion's.
        let registry = try Features.registries(options: FeatureOptions(analytics: false, interactive: false), http: nil, endpoint: nil).features
        let factory = ScreenFactory(delegate: registry)
        let converted = Array(text.utf8)
        var diagnostics: [Diagnostic] = []
        do {
            if from.producesWidget {
                diagnostics = try factory.makeWidget(from: converted).diagnostics
            } else {
                diagnostics = try factory.makeScreen(from: converted).diagnostics
            }
        } catch {
            throw CommandFailure("\(file): the converted document is not a valid \(from.producesWidget ? "widget" : "screen"): \(error)")
        }
        for diagnostic in diagnostics { Self.standardError("converted: \(DiagnosticReport.line(diagnostic))") }

        if let output {
            guard FileManager.default.createFile(atPath: output, contents: Data(text.utf8)) else {
                throw CommandFailure("\(output): cannot write the converted document here")
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        if !diagnostics.isEmpty { throw ExitCode.failure }
    }

    private static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
