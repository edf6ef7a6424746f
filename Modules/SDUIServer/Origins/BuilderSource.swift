/// Where a Swift builder was registered (`#fileID` and line of the
/// `registry.screen(…)` call): the origin of everything it builds.
public struct BuilderSource: Sendable, Equatable {
    public let fileID: String
    public let line: Int

    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }
}
