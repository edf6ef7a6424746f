/// Why a patch cannot be applied to a screen: it is then applied not at
/// all, and the client loads the screen again.
public enum PatchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No component on the screen has this id.
    case missingID(String, operation: Int)
    /// Several components have this id, so the operation is ambiguous.
    case ambiguousID(String, operation: Int)
    /// An inserted or replacing component's id is already on the screen.
    case duplicateID(String, operation: Int)
    /// The screen's document with the operations applied is no screen any more.
    case notAScreen(String)

    public var description: String {
        switch self {
        case .missingID(let id, let index): return "operation \(index) names '\(id)', which is not on the screen"
        case .ambiguousID(let id, let index): return "operation \(index) names '\(id)', which several components have"
        case .duplicateID(let id, let index): return "operation \(index) adds '\(id)', which is already on the screen"
        case .notAScreen(let reason): return "the patched screen is no screen: \(reason)"
        }
    }
}
