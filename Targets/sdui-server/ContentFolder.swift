import Foundation

/// Where the server's content files are when `--content` is not given: the
/// `Content` folder of the working directory (a checkout), else the one
/// `Scripts/install.sh` puts beside the program (`PREFIX/share/sdui/Content`
/// for `PREFIX/bin/sdui-server`), so an installed server finds its screens
/// from any folder.
enum ContentFolder {
    static let checkout = "Content"

    static func resolve(option: String?, fileManager: FileManager = .default) -> String {
        if let option { return option }
        if fileManager.fileExists(atPath: checkout + "/screens") { return checkout }
        if let executable = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let installed = URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/sdui/Content").path
            if fileManager.fileExists(atPath: installed + "/screens") { return installed }
        }
        return checkout
    }
}
