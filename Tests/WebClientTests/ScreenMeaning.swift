import Foundation
import InteractiveTerminal
import SDUITesting

/// What one usable element of a screen means, in terms both clients can be
/// read in: its ARIA role (the terminal's by `ElementRole.aria`), name,
/// value, checked state and whether it is enabled.
struct ElementMeaning: Equatable {
    var componentID: String
    var role: String
    var name: String
    var value: String?
    var checked: Bool?
    var enabled: Bool
}

/// One way the two clients disagree about a screen.
struct MeaningDifference: CustomStringConvertible {
    let screen: String
    let id: String
    let field: String
    let terminal: String
    let web: String

    var description: String { "\(screen) · \(id) · \(field): terminal \(terminal), web \(web)" }
}

/// Reads a screen's meaning from each client and compares them element by element.
enum ScreenMeaning {
    /// The roles a browser gives what someone can use; an element of any of
    /// them in the web page is compared, so one only the web client draws is
    /// found too. The table's own roles first.
    static let usableWebRoles = Set(ElementRole.allCases.map(\.aria)).union([
        "checkbox", "combobox", "listbox", "menuitem", "menuitemcheckbox", "menuitemradio", "option", "searchbox",
        "slider", "spinbutton", "tab", "DisclosureTriangle",
    ])

    /// The terminal's reading: `sdui render URL --format json`'s `elements`, with each role as ARIA names it.
    static func terminal(_ sdui: BuiltProgram, _ url: String, data: URL) async throws -> (title: String, elements: [ElementMeaning]) {
        let environment = ["SDUI_DATA_DIR": data.path, "SDUI_TOKEN_FILE": data.appendingPathComponent("token.json").path,
                           "LANG": "en_GB.UTF-8", "TERM": "dumb"]
        let run = try await sdui.run(["render", url, "--format", "json", "--images", "never", "--color", "never"],
                                                      environment: environment)
        guard run.status == 0 else { throw ServerFailure("sdui render \(url) exited \(run.status): \(run.errors.prefix(600))") }
        guard let answer = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
              let elements = answer["elements"] as? [[String: Any]] else {
            throw ServerFailure("sdui render \(url) --format json printed no elements: \(run.output.prefix(600))")
        }
        let title = (answer["screen"] as? [String: Any])?["title"] as? String ?? ""
        return (title, try elements.map { element in
            guard let id = element["id"] as? String, let word = element["role"] as? String, let name = element["name"] as? String,
                  let enabled = element["enabled"] as? Bool else {
                throw ServerFailure("\(url): an element without id, role, name or enabled: \(element)")
            }
            guard let role = ElementRole(word: word) else { throw ServerFailure("\(url): '\(word)' is not a role of ElementRole") }
            return ElementMeaning(componentID: id, role: role.aria, name: name, value: element["value"] as? String,
                                  checked: element["checked"] as? Bool, enabled: enabled)
        })
    }

    /// The web client's reading: Chromium's accessibility tree (DevTools
    /// protocol), each usable node joined to the DOM element it stands for and
    /// owned by the nearest element with `data-sdui-id` inside the screen's body.
    static func web(_ browser: WebDriver) async throws -> [ElementMeaning] {
        guard let document = try await browser.devTools("DOM.getDocument", ["depth": -1]) as? [String: Any],
              let root = document["root"] as? [String: Any] else { throw ServerFailure("DOM.getDocument gave no root") }
        var owners: [Int: (order: Int, componentID: String)] = [:]
        var order = 0
        func visit(_ node: [String: Any], owner: String?, inBody: Bool) {
            let attributes = node["attributes"] as? [String] ?? []
            var named: [String: String] = [:]
            for index in stride(from: 0, to: attributes.count - 1, by: 2) { named[attributes[index]] = attributes[index + 1] }
            let body = inBody || (named["class"]?.split(separator: " ").contains("screen-body") ?? false)
            let owner = body ? (named["data-sdui-id"] ?? owner) : nil
            if let backend = node["backendNodeId"] as? Int, let owner {
                owners[backend] = (order, owner)
                order += 1
            }
            for child in node["children"] as? [[String: Any]] ?? [] { visit(child, owner: owner, inBody: body) }
        }
        visit(root, owner: nil, inBody: false)
        guard let tree = try await browser.devTools("Accessibility.getFullAXTree") as? [String: Any],
              let nodes = tree["nodes"] as? [[String: Any]] else { throw ServerFailure("Accessibility.getFullAXTree gave no nodes") }
        var found: [(order: Int, element: ElementMeaning)] = []
        for node in nodes where node["ignored"] as? Bool != true {
            guard let role = (node["role"] as? [String: Any])?["value"] as? String, usableWebRoles.contains(role),
                  let backend = node["backendDOMNodeId"] as? Int, let owner = owners[backend] else { continue }
            var properties: [String: Any] = [:]
            for property in node["properties"] as? [[String: Any]] ?? [] {
                if let name = property["name"] as? String { properties[name] = (property["value"] as? [String: Any])?["value"] }
            }
            let checked = (properties["checked"] as? String).map { $0 == "true" }
            let value = (node["value"] as? [String: Any])?["value"].map { "\($0)" }
            found.append((owner.order, ElementMeaning(
                componentID: owner.componentID, role: role, name: (node["name"] as? [String: Any])?["value"] as? String ?? "",
                value: role == "textbox" ? value ?? "" : nil, checked: checked, enabled: properties["disabled"] as? Bool != true)))
        }
        return found.sorted { $0.order < $1.order }.map(\.element)
    }

    /// Every field on which the two readings of `screen` disagree. Elements are
    /// matched by their component's id and their place among that component's
    /// elements (a carousel's items, a picker's options); one only one client
    /// shows differs in `visible`.
    static func differences(screen: String, terminal: [ElementMeaning], web: [ElementMeaning]) -> [MeaningDifference] {
        let left = keyed(terminal), right = keyed(web)
        let rightKeys = Dictionary(right.map { ($0.key, $0.element) }, uniquingKeysWith: { first, _ in first })
        let leftKeys = Set(left.map(\.key))
        var differences: [MeaningDifference] = []
        func differ(_ id: String, _ field: String, _ terminal: String, _ web: String) {
            differences.append(MeaningDifference(screen: screen, id: id, field: field, terminal: terminal, web: web))
        }
        for (key, element) in left {
            guard let other = rightKeys[key] else {
                differ(key, "visible", "shown (\(element.role) '\(element.name)')", "absent")
                continue
            }
            if element.role != other.role { differ(key, "role", element.role, other.role) }
            if spaced(element.name) != spaced(other.name) { differ(key, "name", "'\(element.name)'", "'\(other.name)'") }
            if element.value != other.value { differ(key, "value", quoted(element.value), quoted(other.value)) }
            if element.checked != other.checked { differ(key, "checked", "\(element.checked.map(String.init) ?? "none")", "\(other.checked.map(String.init) ?? "none")") }
            if element.enabled != other.enabled { differ(key, "enabled", "\(element.enabled)", "\(other.enabled)") }
        }
        for (key, element) in right where !leftKeys.contains(key) {
            differ(key, "visible", "absent", "shown (\(element.role) '\(element.name)')")
        }
        return differences
    }

    /// Each element under its component's id, with `#2`, `#3`, … after the first of a component with several.
    private static func keyed(_ elements: [ElementMeaning]) -> [(key: String, element: ElementMeaning)] {
        var seen: [String: Int] = [:]
        return elements.map { element in
            let place = (seen[element.componentID] ?? 0) + 1
            seen[element.componentID] = place
            return (place == 1 ? element.componentID : "\(element.componentID) #\(place)", element)
        }
    }

    /// Names compared as read: runs of white space are one space, none at either end.
    private static func spaced(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func quoted(_ text: String?) -> String { text.map { "'\($0)'" } ?? "none" }
}
