import Foundation

/// Why the server will not start: it would otherwise run and answer 404 to
/// every client's first request, which is worse than saying so at once.
public enum ServerStartupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The content folder (or its `screens/` folder) does not exist.
    case contentFolderMissing(folder: String)
    /// No valid `home` screen: neither a content file nor an app's route.
    case noHomeScreen(folder: String, rejected: String?)
    /// A screen is reused until a data set changes that no app declared, so
    /// nothing would ever tell it the data changed.
    case undeclaredDataSet(screen: String, dataSet: String)
    /// An app links to a screen a content file should serve, and there is no valid one.
    case missingContentScreen(path: String, app: String, rejected: String?)
    /// Two contract types give one member name different meanings (components
    /// in one, free-form data in another): the filter for older clients could not walk it.
    case conflictingMembers([String])

    public var description: String {
        switch self {
        case .contentFolderMissing(let folder):
            return "The content folder '\(folder)' does not exist or has no 'screens' folder. "
                + "Start sdui-server from the repository folder, or pass --content with the folder that holds screens/."
        case .noHomeScreen(let folder, let rejected?):
            return "The home screen '\(folder)/screens/home.json' failed validation: \(rejected). "
                + "Fix the file, or pass --content with another folder."
        case .noHomeScreen(let folder, nil):
            return "The content folder '\(folder)' has no home screen (screens/home.json), and no app builds one. "
                + "Every client opens 'home' first; add the file, or pass --content with the folder that has it."
        case .undeclaredDataSet(let screen, let dataSet):
            return "The screen '\(screen)' is reused until the data set '\(dataSet)' changes, but no app declares that set "
                + "(registry.dataSet(DataSet(\"\(dataSet)\", tables: [...]))): it would never be rebuilt."
        case .missingContentScreen(let path, let app, let rejected):
            return "\(app) links to the screen '\(path)', which the content serves, but "
                + (rejected.map { "screens/\(path).json failed validation: \($0)" } ?? "there is no screens/\(path).json")
                + ". Add or fix the file, or pass --content with the folder that has it."
        case .conflictingMembers(let keys):
            return "The contract types the apps use give the member\(keys.count == 1 ? "" : "s") \(keys.joined(separator: ", ")) "
                + "different meanings (see their descriptors' members): rename one."
        }
    }

    /// Throws unless `folder/screens` is a directory.
    public static func checkFolder(_ folder: String) throws(ServerStartupError) {
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute + "/screens", isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .contentFolderMissing(folder: absolute)
        }
    }
}
