/// How many bytes a document may add to itself while it is prepared for
/// drawing: by expanding its templates, and by evaluating its expressions.
///
/// Both multiply what was sent (a template used a thousand times, an
/// argument doubled at every level, an expression joining a long state value
/// into thousands of fields), so a few megabytes could otherwise become
/// gigabytes. The budget is relative to the document, so a large screen may
/// grow in proportion, with a floor, so a small screen's templates are never
/// starved, and a ceiling, so no document can take more than a fixed amount
/// of memory whatever its size. Every producer checks it before building
/// what it counts.
public struct AmplificationBudget: Sendable, Equatable, CustomStringConvertible {
    /// The most any document may add, whatever its size: about ninety times
    /// a 200-row list written out, and small enough that drawing all of it
    /// stays well under a second (docs/limits.md).
    public static let ceiling = 4 * 1024 * 1024
    /// The least any document may add, whatever its size.
    public static let floor = 1024 * 1024
    /// How many times its own size a document may add, between the floor and the ceiling.
    public static let ratio = 8

    /// The bytes the producers may add in all.
    public let bytes: Int
    /// The document's size the budget was made for.
    public let inputBytes: Int

    /// The budget for a document of `inputBytes` (JSON bytes as sent).
    public init(inputBytes: Int) {
        self.inputBytes = max(0, inputBytes)
        let (scaled, overflow) = self.inputBytes.multipliedReportingOverflow(by: Self.ratio)
        bytes = min(Self.ceiling, max(Self.floor, overflow ? Self.ceiling : scaled))
    }

    /// A budget of exactly `bytes`, for tests and tools that want a smaller one.
    public init(bytes: Int, inputBytes: Int) {
        self.bytes = max(0, bytes)
        self.inputBytes = max(0, inputBytes)
    }

    /// The figure and how it was reached, for diagnostics.
    public var description: String {
        "\(bytes) bytes (\(Self.ratio)× the document's \(inputBytes) bytes, at least \(Self.floor) and at most \(Self.ceiling))"
    }
}
