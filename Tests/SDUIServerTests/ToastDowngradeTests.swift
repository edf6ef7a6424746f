import HTTPTypes
import JSON
import MusicContract
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// Toasts reach every kind of client as something it shows: a `showToast`
/// to a client that declares it, an alert (the descriptor's downgrade) to
/// one that does not, and a `done` result's `toast` as its `message`.
/// The kinds are the patch matrix's (`PatchConsistencyTests.kinds`): no
/// header, everything, everything but each capability in turn, v1 and v2,
/// English and Dutch.
@Suite("Toasts for every kind of client")
struct ToastDowngradeTests {
    typealias Kind = PatchConsistencyTests.ClientKind

    static let kinds = PatchConsistencyTests.kinds(declaring: TestServer.factory.capabilities.capabilities)

    /// What the server assumes a client takes: everything its version has without a header, else what it declares.
    static func allows(_ kind: Kind, _ capability: Capability.Kind, _ type: TypeName) -> Bool {
        kind.capabilities == nil || kind.declares(capability, type)
    }

    @Test("the matrix has clients with and without toasts")
    func matrixHasBoth() {
        #expect(Self.kinds.contains { Self.allows($0, .action, "showToast") })
        #expect(Self.kinds.contains { !Self.allows($0, .action, "showToast") && Self.allows($0, .action, "showAlert") })
    }

    @Test("the heart's answer: a toast for a client that shows toasts, its text as the message for every other")
    func heartAnswer() async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            for kind in Self.kinds {
                for (route, verb) in [(APIRoute.command(MusicRoutes.favourite), "Added “"), (.command(MusicRoutes.unfavourite), "Removed “")] {
                    let answer = try await PatchCommandTests.post(client, route, ["playlist": "late-night"],
                                                                  version: kind.version, headers: kind.headers)
                    #expect(answer["type"] == "done", "\(kind): \(answer)")
                    if Self.allows(kind, .action, "showToast") {
                        let text = try #require(answer["toast"]?["message"]?.stringValue, "\(kind): \(answer)")
                        #expect(text.hasPrefix(verb), "\(kind): \(text)")
                        #expect(answer["toast"]?["duration"] == .number(JSONNumber(3)), "\(kind): \(answer)")
                        #expect(answer["message"] == nil, "\(kind): a message beside the toast it replaces")
                    } else {
                        #expect(answer["toast"] == nil, "\(kind): a toast to a client that did not declare showToast")
                        let text = try #require(answer["message"]?.stringValue, "\(kind): the toast's text is lost: \(answer)")
                        #expect(text.hasPrefix(verb), "\(kind): \(text)")
                    }
                    // As a client decodes it: no diagnostics, the same words either way.
                    let decoded = try TestServer.factory.makeCommandResult(from: answer.serialized())
                    #expect(decoded.diagnostics.isEmpty, "\(kind): \(decoded.diagnostics)")
                }
            }
        }
    }

    @Test("Scan & Go's last step: the toast after the link, an alert for a client without toasts, the plain link without sequences")
    func doneButton() async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            let flow = try await ScanAndGoFlow.run(client)
            let path = try #require(flow.donePath)
            var seen: Set<String> = []
            for kind in Self.kinds {
                let response = try await client.get("/v\(kind.version)/screens/\(path)", headers: kind.headers)
                try #require(response.status == .ok, "\(kind): \(response.text)")
                let components = try response.json()["sections"]?[0]?["components"]?.arrayValue ?? []
                let finish = components.first { $0["id"] == "finish" }
                let says = kind.language == "nl" ? "Pakket 3SDEMO0001234 is aangemeld voor Scan & Go" : "Parcel 3SDEMO0001234 is registered for Scan & Go"
                let allows = { (type: TypeName) in Self.allows(kind, .action, type) }
                guard Self.allows(kind, .component, "button"), allows("navigate") else {
                    #expect(finish == nil, "\(kind): \(String(describing: finish))")
                    seen.insert("none")
                    continue
                }
                let action = try #require(finish?["action"], "\(kind): no Done button")
                #expect(action["fallback"] == nil, "\(kind): the server decided; no fallback is sent")
                if allows("sequence"), allows("showToast") {
                    #expect(action["actions"]?[1] == ["type": "showToast", "message": .string(says), "duration": 5], "\(kind): \(action)")
                    seen.insert("toast")
                } else if allows("sequence"), allows("showAlert") {
                    #expect(action["actions"]?[1] == ["type": "showAlert", "title": .string(says)], "\(kind): \(action)")
                    seen.insert("alert")
                } else {
                    #expect(action == ["type": "navigate", "destination": "parcels"], "\(kind): \(action)")
                    seen.insert("link")
                }
            }
            #expect(seen == ["toast", "alert", "link", "none"])
        }
    }

    @Test("the downgrade in the filter: showToast becomes showAlert, a toast's own fallback wins, and a client without either loses the element")
    func filterDowngrade() throws {
        func filter(_ action: JSONValue, header: String) throws -> JSONValue? {
            let document = CapabilityFilterTests.screen([["type": "button", "id": "b", "label": "Go", "action": action]])
            let profile = try ClientProfile.make(version: .v2, header: header, table: TestServer.table)
            return CapabilityFilter(client: profile, factory: TestServer.factory).filter(document)["sections"]?[0]?["components"]?[0]?["action"]
        }
        let toast: JSONValue = ["type": "showToast", "message": "Saved", "duration": 3]
        #expect(try filter(toast, header: "c:button@1,a:showToast@1") == toast)
        #expect(try filter(toast, header: "c:button@1,a:showAlert@1") == ["type": "showAlert", "title": "Saved"])
        #expect(try filter(toast, header: "c:button@1") == nil)
        var withFallback = toast.objectValue ?? [:]
        withFallback["fallback"] = ["type": "openURL", "url": "https://example.com/saved"]
        #expect(try filter(.object(withFallback), header: "c:button@1,a:showAlert@1,a:openURL@1")
                == ["type": "openURL", "url": "https://example.com/saved"])
        // A toast too long or too short for the contract is still an alert with what the client would have shown.
        let long: JSONValue = ["type": "showToast", "message": .string(String(repeating: "a", count: 300)), "duration": 60]
        let alert = try filter(long, header: "c:button@1,a:showAlert@1")
        #expect(alert?["title"]?.stringValue?.count == ShowToastAction.maximumMessageLength)
        // A malformed toast has nothing to say: no alert is made of it.
        #expect(try filter(["type": "showToast", "message": ""], header: "c:button@1,a:showAlert@1") == nil)
    }
}
