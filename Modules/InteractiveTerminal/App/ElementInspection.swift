import SDUI

/// What the inspect key (`i`) shows about the focused element: its type, id,
/// JSON path in the answer, origin, the capability it needs and its
/// diagnostics, one fact per line. The program that runs the app makes it
/// (the full client fetches the answer again with origins); the app only
/// shows it, so a program without an inspector (the clip) links none of it.
public struct ElementInspection: Sendable, Equatable {
    public var title: String
    public var lines: [String]

    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }
}

/// Inspects the element `componentID` of the screen at `path`, as its program can.
public typealias ElementInspector = @Sendable (_ path: ScreenPath, _ componentID: String) async -> ElementInspection
