import InteractiveTerminal
import JSON
import SDUI
import SDUISession

/// The inspect key (`i`) of `sdui open` and `sdui preview`: the top screen's
/// answer fetched again with `SDUI-Debug: origins` (the session's headers,
/// its login included), and the focused element described from it as
/// `sdui render --inspect` describes every element. A server that does not
/// give origins (not loopback, no author token, no `--debug-origins`) is
/// asked once more without them, and the panel says why there is no origin.
struct ScreenInspector: Sendable {
    let api: APIClient
    let registry: FeatureRegistry

    func inspect(_ path: ScreenPath, _ componentID: String) async -> ElementInspection {
        let title = "Inspect \(componentID)"
        let url = await api.endpoint.screenURL(path)
        var notes: [String] = []
        let body: [UInt8]
        do throws(LoadError) {
            let debug = try await api.send(OutgoingRequest(url: url, headers: [(APIHeader.debug, DebugOrigins.value)]))
            if debug.status == 200 {
                body = debug.body
            } else {
                notes.append("No origins: the server answered HTTP \(debug.status) to \(APIHeader.debug): \(DebugOrigins.value) "
                             + "(\(Self.excerpt(debug.body))).")
                let plain = try await api.send(OutgoingRequest(url: url))
                guard plain.status == 200 else {
                    return ElementInspection(title: title, lines: notes + ["\(url) answered HTTP \(plain.status): \(Self.excerpt(plain.body))"])
                }
                body = plain.body
            }
        } catch {
            return ElementInspection(title: title, lines: ["Could not fetch \(url) again: \(error.summary)"])
        }
        let answer: JSONValue
        do {
            answer = try JSONParser().parse(body)
        } catch {
            return ElementInspection(title: title, lines: notes + ["\(url) answered with a body that is not JSON: \(error)"])
        }
        let diagnostics = (try? ScreenFactory(delegate: registry).makeScreen(from: body))?.diagnostics ?? []
        let elements = InspectReport.elements(answer: answer, diagnostics: diagnostics, registry: registry)
        guard let element = elements.first(where: { $0.id == componentID }) else {
            return ElementInspection(title: title, lines: notes + ["The screen as fetched again has no element with id \(componentID) "
                                                                    + "(it changed since it was drawn; refresh with r)."])
        }
        // The screen's triggers and timers have no row to focus: each is named under the element.
        let screenWide = elements.filter { InspectReactions.kind(at: String($0.path.dropFirst(2))) != nil }
            .map { "Screen \($0.type.dropFirst().dropLast()) \($0.id ?? "(no id)"): " + $0.reactions.joined(separator: "; ") }
        return ElementInspection(title: title, lines: element.facts + screenWide + notes)
    }

    /// The start of an answer's body, for a message.
    private static func excerpt(_ body: [UInt8]) -> String {
        String(decoding: body.prefix(200), as: UTF8.self)
    }
}
