import SDUI

/// One element the user can move to and activate: a row with an action, a
/// text field, a toggle, a carousel item, a heading button, a menu entry.
///
/// Renderers attach a target to the line where its element starts
/// (`RenderedLine.anchors`); the order of anchors down the screen is the
/// focus order, so focus always follows reading order without a second
/// walk over the tree. `label` is what the user reads, used by search and
/// by `sdui run`'s `tap "label"`.
public struct FocusTarget: Sendable, Equatable, Identifiable {
    public enum Kind: Sendable, Equatable {
        /// Enter runs the action.
        case action(Action)
        /// Enter starts editing the state value under `stateKey`.
        /// `keyboard` decides which typed characters it takes.
        case textField(stateKey: String, secure: Bool, placeholder: String?, keyboard: KeyboardKind = .text)
        /// Enter or Space flips the boolean state value under `stateKey`.
        case toggle(stateKey: String)
        /// Enter lays out more rows of lazy list `listID` (the line under its last drawn row).
        case showMore(listID: String)
        /// Enter loads the next page of list `listID` from the server (the row under its last row).
        case nextPage(listID: String)
    }

    /// Unique on the screen: the component's id, or the id plus a suffix for
    /// parts of a component (`carousel/2`, `row/delete`).
    public let id: String
    /// The component the target belongs to, reported with the actions it runs.
    public let componentID: String?
    public let label: String
    public let kind: Kind

    public init(id: String, componentID: String?, label: String, kind: Kind) {
        self.id = id
        self.componentID = componentID
        self.label = label
        self.kind = kind
    }

    /// The lazy list this target lays out more rows of, if it is a list's "more" line.
    public var showMoreListID: String? {
        if case .showMore(let listID) = kind { return listID }
        return nil
    }

    /// The list whose next page this target loads, if it is a list's page row.
    public var nextPageListID: String? {
        if case .nextPage(let listID) = kind { return listID }
        return nil
    }

    /// The action Enter runs, if this target runs one.
    public var action: Action? {
        if case .action(let action) = kind { return action }
        return nil
    }
}
