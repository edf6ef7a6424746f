import JSON
import SDUI
import Testing

/// `showToast` and a `done` result's `toast`: what decodes, what is cut or
/// clamped to the contract's bounds (with a diagnostic), and what is refused.
@Suite("showToast decoding")
struct ShowToastDecodingTests {
    let factory = ScreenFactory()

    /// A screen with one button running `action`, decoded.
    func button(_ action: String) throws -> (action: Action?, diagnostics: [Diagnostic]) {
        let document = #"{"id": "s", "sections": [{"id": "m", "components": [{"type": "button", "id": "b", "label": "Go", "action": "#
            + action + "}]}]}"
        let decoded = try factory.makeScreen(from: Array(document.utf8))
        let button = decoded.value.allComponents.first?.content(as: ButtonComponent.self)
        return (button?.action, decoded.diagnostics)
    }

    @Test("a toast with a message and a duration decodes as it is, and encodes back")
    func good() throws {
        let (action, diagnostics) = try button(#"{"type": "showToast", "message": "Saved for later", "duration": 2.5}"#)
        #expect(action == .showToast(ShowToastAction(message: "Saved for later", duration: 2.5)))
        #expect(diagnostics.isEmpty)
        let encoded = try JSONModelEncoder().encodeToValue(try #require(action))
        #expect(encoded == ["type": "showToast", "message": "Saved for later", "duration": 2.5])
    }

    @Test("without a duration it stays the default four seconds")
    func defaultDuration() throws {
        let (action, diagnostics) = try button(#"{"type": "showToast", "message": "Saved"}"#)
        guard case .showToast(let toast) = action else { Issue.record("not a toast: \(String(describing: action))"); return }
        #expect(toast.duration == nil)
        #expect(toast.shownDuration == ShowToastAction.defaultDuration)
        #expect(diagnostics.isEmpty)
    }

    @Test("a duration outside 2 to 10 seconds is clamped, with a defaultedValue at its path", arguments: [
        (0.0, 2.0), (-5.0, 2.0), (1.999, 2.0), (2.0, 2.0), (10.0, 10.0), (10.5, 10.0), (1e300, 10.0),
    ])
    func durationBounds(sent: Double, shown: Double) throws {
        let text = try JSONValue.number(JSONNumber(sent)).jsonString()
        let (action, diagnostics) = try button(#"{"type": "showToast", "message": "Hi", "duration": "# + text + "}")
        guard case .showToast(let toast) = action else { Issue.record("not a toast: \(String(describing: action))"); return }
        #expect(toast.shownDuration == shown)
        if ShowToastAction.durations.contains(sent) {
            #expect(diagnostics.isEmpty)
        } else {
            #expect(diagnostics.map(\.kind) == [.defaultedValue])
            #expect(diagnostics.first?.path == "sections[0].components[0].action.duration")
        }
    }

    @Test("a message longer than 200 characters is cut to 200, ending in …; 200 is kept whole")
    func messageBounds() throws {
        let exact = String(repeating: "é", count: ShowToastAction.maximumMessageLength)
        let kept = try button(#"{"type": "showToast", "message": ""# + exact + #""}"#)
        #expect(kept.action == .showToast(ShowToastAction(message: exact)))
        #expect(kept.diagnostics.isEmpty)

        // Grapheme clusters, not bytes or scalars: a family emoji is one character.
        let long = String(repeating: "👨‍👩‍👧", count: 250)
        let cut = try button(#"{"type": "showToast", "message": ""# + long + #""}"#)
        guard case .showToast(let toast) = cut.action else { Issue.record("not a toast"); return }
        #expect(toast.message.count == ShowToastAction.maximumMessageLength)
        #expect(toast.message.hasSuffix("…"))
        #expect(toast.message.hasPrefix("👨‍👩‍👧👨‍👩‍👧"))
        #expect(cut.diagnostics.map(\.kind) == [.defaultedValue])
        #expect(cut.diagnostics.first?.path == "sections[0].components[0].action.message")
    }

    @Test("a malformed toast is kept as unsupported, or replaced by its fallback", arguments: [
        #"{"type": "showToast"}"#,
        #"{"type": "showToast", "message": ""}"#,
        #"{"type": "showToast", "message": 5}"#,
        #"{"type": "showToast", "message": "Hi", "duration": "4s"}"#,
    ])
    func malformed(action: String) throws {
        let (decoded, diagnostics) = try button(action)
        guard case .unsupported(let unsupported) = decoded else { Issue.record("decoded: \(String(describing: decoded))"); return }
        #expect(unsupported.type == "showToast")
        #expect(diagnostics.map(\.kind) == [.unsupportedAction("showToast")])

        let withFallback = String(action.dropLast()) + #", "fallback": {"type": "showAlert", "title": "Hi"}}"#
        let (replaced, replacedDiagnostics) = try button(withFallback)
        #expect(replaced == .showAlert(ShowAlertAction(title: "Hi")))
        #expect(replacedDiagnostics.map(\.kind) == [.replacedByFallback("showToast")])
    }

    @Test("a done result's toast decodes beside its message; a malformed one is left out with a diagnostic, the result kept")
    func doneToast() throws {
        let good = try factory.makeCommandResult(from: Array(
            #"{"type": "done", "message": "Added", "toast": {"message": "Added to favourites", "duration": 3}}"#.utf8))
        #expect(good.value == .done(.init(message: "Added", toast: ShowToastAction(message: "Added to favourites", duration: 3))))
        #expect(good.diagnostics.isEmpty)

        let clamped = try factory.makeCommandResult(from: Array(#"{"type": "done", "toast": {"message": "Hi", "duration": 99}}"#.utf8))
        #expect(clamped.value == .done(.init(toast: ShowToastAction(message: "Hi", duration: 10))))
        #expect(clamped.diagnostics.map(\.path) == ["toast.duration"])

        for broken in [#"{"type": "done", "toast": {"duration": 3}}"#, #"{"type": "done", "toast": "Hi"}"#,
                       #"{"type": "done", "toast": {"message": ""}}"#] {
            let decoded = try factory.makeCommandResult(from: Array(broken.utf8))
            #expect(decoded.value == .done(.init()), "\(broken)")
            #expect(decoded.diagnostics.map(\.kind) == [.invalidElement], "\(broken)")
        }
    }
}
