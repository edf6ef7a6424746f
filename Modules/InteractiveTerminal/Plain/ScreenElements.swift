import JSON
import SDUI
import TerminalUI

/// One element of a screen someone can use, with what it means: the facts
/// plain mode reads out ("Insure this parcel, toggle, off") as fields, so
/// another client can be held to the same meaning. `sdui render --format
/// json` prints them as `elements`; the web client's test compares them with
/// Chromium's accessibility tree, element by element.
public struct ScreenElement: Sendable, Equatable {
    /// The component it belongs to (a section's id for its heading button and its page row).
    public var componentID: String
    public var role: ElementRole
    /// What it is called: the component's `accessibilityLabel` (for the component itself, not
    /// its parts), else its own label or title.
    public var name: String
    /// A field's text (a password field's as one `•` per character, never the text itself).
    public var value: String?
    /// A toggle's or a picker option's state.
    public var checked: Bool?
    /// A disabled element (`enabled: false`) is shown but takes no focus and runs nothing.
    public var enabled: Bool

    public init(componentID: String, role: ElementRole, name: String, value: String? = nil, checked: Bool? = nil, enabled: Bool = true) {
        self.componentID = componentID
        self.role = role
        self.name = name
        self.value = value
        self.checked = checked
        self.enabled = enabled
    }

    /// As `sdui render --format json` prints it: the role as plain mode says it, absent fields left out.
    public var json: JSONValue {
        var object = JSONObject()
        object["id"] = .string(componentID)
        object["role"] = .string(role.word)
        object["name"] = .string(name)
        if let value { object["value"] = .string(value) }
        if let checked { object["checked"] = .bool(checked) }
        object["enabled"] = .bool(enabled)
        return .object(object)
    }
}

/// The elements of a drawn screen's body, section by section and component
/// by component in reading order: every focus target the terminal drew, and
/// every disabled element it drew without one. The title bar is left out
/// (its menu and share are the client's own chrome, which each client
/// presents its own way), and so is a lazy list's "show more" line, which
/// only the terminal has (it lays long lists out a part at a time).
public enum ScreenElements {
    /// - Parameters:
    ///   - document: `screen` as `ScreenRenderer` drew it in `state`.
    ///   - state: the state it was drawn in (fields and toggles are read from it).
    public static func of(_ screen: Screen, drawn document: RenderedDocument, state: ScreenState) -> [ScreenElement] {
        var pending = document.body.flatMap(\.anchors).filter { $0.showMoreListID == nil }
        let labels = SpokenScreen.labels(in: screen)
        var elements: [ScreenElement] = []
        /// Takes the drawn targets `belongs` picks, in drawing order, as elements of `componentID`
        /// (a section's, when `component` is nil: a section has no accessibility label).
        func take(_ componentID: String, component: Component? = nil, where belongs: (FocusTarget) -> Bool) -> Bool {
            let taken = pending.filter(belongs)
            pending.removeAll(where: belongs)
            let isPicker = component?.content is PickerComponent
            for target in taken {
                let label = component == nil ? nil : SpokenScreen.label(of: target, labels)
                elements.append(element(target, componentID: componentID, label: label, isPickerOption: isPicker, state: state))
            }
            return !taken.isEmpty
        }
        for section in screen.sections {
            let headingButton = ScreenRenderer.headingButtonID(section.id)
            _ = take(section.id) { $0.id == headingButton }
            for component in section.allComponents {
                if !take(component.id, component: component, where: { $0.componentID == component.id }),
                   let disabled = disabledElement(component) {
                    var element = disabled
                    if let label = labels[component.id] { element.name = label }
                    elements.append(element)
                }
            }
            _ = take(section.id) { $0.nextPageListID == section.id && $0.componentID == section.id }
        }
        // Whatever a renderer drew outside the components it belongs to, last, under its own id.
        for target in pending {
            let owner = target.componentID ?? target.id
            elements.append(element(target, componentID: owner, label: SpokenScreen.label(of: target, labels), isPickerOption: false, state: state))
        }
        return elements
    }

    private static func element(_ target: FocusTarget, componentID: String, label: String?, isPickerOption: Bool,
                                state: ScreenState) -> ScreenElement {
        let name = label ?? target.label
        switch target.kind {
        case .action(.updateState(let update)) where isPickerOption:
            return ScreenElement(componentID: componentID, role: .radioButton, name: name, checked: state[update.key] == update.value)
        case .action(let action):
            return ScreenElement(componentID: componentID, role: ElementRole(running: action), name: name)
        case .textField(let key, let secure, _, _):
            let text = state.string(forKey: key)
            return ScreenElement(componentID: componentID, role: secure ? .passwordField : .textField, name: name,
                                 value: secure ? String(repeating: "•", count: text.count) : text)
        case .toggle(let key):
            return ScreenElement(componentID: componentID, role: .toggle, name: name, checked: state.bool(forKey: key))
        case .showMore, .nextPage:
            return ScreenElement(componentID: componentID, role: .button, name: name)
        }
    }

    /// A component with an action that `enabled: false` turned off: drawn dimmed, with no focus target to read it by.
    static func disabledElement(_ component: Component) -> ScreenElement? {
        guard let content = component.content as? any SwitchableContent, !content.isEnabled,
              let found = content.switchedAction else { return nil }
        return ScreenElement(componentID: component.id, role: ElementRole(running: found.action), name: found.name, enabled: false)
    }
}
