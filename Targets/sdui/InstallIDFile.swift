import Foundation
import SDUI
import SDUIStore

/// The full client's install id, kept in `install-id` in its data folder
/// (`StoreLocation.dataDirectory`): made on first start, the same ever after,
/// so the server keeps this installation in the same experiment variants.
/// A folder that cannot be written gives a fresh id for this run, said on
/// standard error.
enum InstallIDFile {
    static let fileName = "install-id"

    static func load(environment: [String: String] = ProcessInfo.processInfo.environment,
                     report: (String) -> Void = Client.reportOnStandardError) -> InstallID {
        let directory = StoreLocation.dataDirectory(environment: environment)
        let path = directory + "/" + fileName
        if let data = FileManager.default.contents(atPath: path) {
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if let id = InstallID(validating: text) { return id }
            report("\(path) holds no install id (16 to 64 letters, digits, - or _); writing a new one")
        }
        let id = InstallID.random()
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data((id.value + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            report("cannot keep the install id in \(path) (\(error.localizedDescription)); this run uses a new one")
        }
        return id
    }
}
