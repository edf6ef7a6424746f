import JSON
import SDUIContract

/// A file beside `screens/` that a module reads from the content folder and
/// from every release (the experiments' `experiments.json`), so a module's
/// content is published, diffed, rolled out and rolled back with the
/// screens it changes while the core names no such file. The core calls
/// `read` whenever it assembles content (start-up, a release followed,
/// a publish checked) and keeps what it returns in that content's
/// `ContentSnapshot`, where the module finds it by the same declaration
/// (`ContentSnapshot.value(of:)`), so what is kept and what is asked for
/// cannot be two types.
///
/// ```swift
/// static let headline = ContentFile<String>("headline.json") { bytes, content in
///     (String(decoding: bytes, as: UTF8.self), [])
/// }
/// var contentFiles: [ContentFileKind] { [Self.headline.kind] }
/// // per request:
/// let title = snapshot.value(of: Self.headline)
/// ```
///
/// A file no installed module reads is not served: the folder's, or that
/// of a release another instance published, is ignored with a logged
/// warning, and a release holding one is refused (publish, promote, roll
/// back, roll out), naming it.
public struct ContentFile<Value: Sendable>: Sendable {
    /// The file's name beside `screens/` (`experiments.json`); one module reads it.
    public let name: String
    /// Reads the file's bytes, checked against the content it ships in;
    /// `value` is kept with that content (nil keeps nothing), `problems`
    /// refuse a release and are logged when served.
    public let read: @Sendable (_ bytes: [UInt8], _ content: ContentFileContext) -> (value: Value?, problems: [ContentProblem])

    public init(_ name: String,
                read: @escaping @Sendable (_ bytes: [UInt8], _ content: ContentFileContext) -> (value: Value?, problems: [ContentProblem])) {
        self.name = name
        self.read = read
    }

    /// The file as a module lists it in `ServerModule.contentFiles`.
    public var kind: ContentFileKind {
        let read = read
        return ContentFileKind(file: name) { bytes, content in
            let (value, problems) = read(bytes, content)
            return (value.map { $0 as any Sendable }, problems)
        }
    }
}

/// A module's content file as the core reads it, whatever it reads it as
/// (`ContentFile.kind`).
public struct ContentFileKind: Sendable {
    /// The file's name beside `screens/`.
    public let file: String
    let read: @Sendable (_ bytes: [UInt8], _ content: ContentFileContext) -> (value: (any Sendable)?, problems: [ContentProblem])
}

/// What a module's file is checked against: the content it ships in and the
/// apps' routes, so a file naming a screen no one answers is a problem.
public struct ContentFileContext: Sendable {
    /// Decodes with the apps' feature contracts, for components a file carries.
    public let factory: ScreenFactory
    private let library: ContentLibrary
    private let routes: ScreenRouteIndex

    init(factory: ScreenFactory, library: ContentLibrary, routes: ScreenRouteIndex) {
        self.factory = factory
        self.library = library
        self.routes = routes
    }

    /// The content screen's validated document at `path`, nil when the content has none.
    public func screen(_ path: String) -> JSONValue? { library.screens[path] }

    /// Whether any screen (a content file or an app's route) answers `path`.
    public func answers(_ path: ScreenPath) -> Bool {
        library.screens[path.description] != nil || routes.route(for: path) != nil
    }
}

extension ContentFileKind {
    /// `name.json`, the name 1 to 64 letters, digits, `-` or `_`: a file the
    /// content folder holds beside `screens/` and a release carries as it is.
    static func isPlainName(_ file: String) -> Bool {
        guard file.hasSuffix(".json") else { return false }
        let name = file.utf8.dropLast(5)
        return (1...64).contains(name.count) && name.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }
}
