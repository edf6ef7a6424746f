/// Which target has focus, and the text being typed when it is a field in edit mode.
///
/// Part of what a rendered component depends on: the layout cache redraws a
/// component when the focus enters, leaves or edits inside it, and reuses it
/// otherwise.
public struct FocusState: Sendable, Equatable {
    public var focusedID: String?
    /// The field's text while editing; nil when not editing.
    public var editingText: String?

    public init(focusedID: String? = nil, editingText: String? = nil) {
        self.focusedID = focusedID
        self.editingText = editingText
    }

    public static let none = FocusState()

    /// The part of this state a component with these targets can see.
    func restricted(to ids: Set<String>) -> FocusState {
        guard let focusedID, ids.contains(focusedID) else { return .none }
        return self
    }
}
