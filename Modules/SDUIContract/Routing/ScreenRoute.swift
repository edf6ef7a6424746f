/// A screen an app serves, declared once in the app's contract module: a
/// path pattern with typed parameters (`composers/{id}` carrying a
/// `String`). The server registers its builder against the declaration and
/// receives the parameters typed; screens and commands that link to it make
/// the destination from the same declaration, so a link to a screen that
/// does not exist, or a parameter of the wrong kind, does not compile.
///
/// ```swift
/// // In MusicContract:
/// public static let composer = ScreenRoute<String>("composers/{id}")
/// // In the server app:
/// try registry.screen(MusicRoutes.composer) { request, id in try ComposerScreen.build(…, id: id) }
/// // In a builder:
/// .navigate(NavigateAction(to: MusicRoutes.composer.path(composer.id)))
/// ```
public struct ScreenRoute<Parameters: Sendable>: Sendable, CustomStringConvertible {
    public let pattern: PathPattern
    /// Why the declaration cannot work (its captures do not fit its
    /// parameters), found when a server registers it: a start-up error.
    public let declarationError: String?
    private let read: @Sendable ([String]) -> Parameters?
    private let write: @Sendable (Parameters) -> [String]

    private init(pattern: String, arity: Int,
                 read: @escaping @Sendable ([String]) -> Parameters?, write: @escaping @Sendable (Parameters) -> [String]) {
        self.pattern = PathPattern(pattern)
        let captures = self.pattern.captureNames.count
        var problems: [String] = []
        if captures != arity {
            problems.append("'\(pattern)' has \(captures) capture\(captures == 1 ? "" : "s") for \(arity) parameter\(arity == 1 ? "" : "s")")
        }
        for segment in self.pattern.segments where !PathPattern.isCapture(segment) && !ScreenPath.isValid(String(segment)) {
            problems.append("'\(segment)' in '\(pattern)' is not a valid path segment")
        }
        declarationError = problems.isEmpty ? nil : problems.joined(separator: "; ")
        self.read = read
        self.write = write
    }

    public var description: String { pattern.description }

    /// The parameters of `path`, or nil when it is not this route's.
    public func match(_ path: ScreenPath) -> Parameters? {
        guard let captures = pattern.capturedValues(path.segments) else { return nil }
        return read(captures)
    }

    /// The path that opens this screen for `parameters`.
    public func path(_ parameters: Parameters) -> ScreenPath {
        let values = write(parameters)
        var index = 0
        let segments = pattern.segments.map { segment -> String in
            guard PathPattern.isCapture(segment) else { return String(segment) }
            defer { index += 1 }
            return index < values.count ? values[index] : ""
        }
        return ScreenPath(checked: segments)
    }
}

extension ScreenRoute where Parameters == Void {
    /// A screen without parameters (`music`).
    public init(_ pattern: String) {
        self.init(pattern: pattern, arity: 0, read: { _ in () }, write: { _ in [] })
    }

    /// The path of this screen.
    public var path: ScreenPath { path(()) }
}

extension ScreenRoute where Parameters: PathParameter {
    /// A screen with one parameter (`composers/{id}`).
    public init(_ pattern: String) {
        self.init(pattern: pattern, arity: 1,
                  read: { captures in captures.first.flatMap(Parameters.init(pathSegment:)) },
                  write: { [$0.pathSegment] })
    }
}

extension ScreenRoute {
    /// A screen with two parameters, in the order the pattern captures them.
    public init<First: PathParameter, Second: PathParameter>(_ pattern: String) where Parameters == (First, Second) {
        self.init(pattern: pattern, arity: 2,
                  read: { captures in
                      guard captures.count == 2, let first = First(pathSegment: captures[0]),
                            let second = Second(pathSegment: captures[1]) else { return nil }
                      return (first, second)
                  },
                  write: { [$0.0.pathSegment, $0.1.pathSegment] })
    }
}
