import JSON

/// A screen as the server sent it, kept with its parsed expressions so it
/// can be resolved again for every new state: typing into a field, a toggle
/// or an `updateState` changes what `@{…}` fields say and which elements
/// are `visible`, without a request.
///
/// A document without expressions resolves to `initial` for every state and
/// costs nothing more.
public struct ScreenDocument: Sendable {
    /// The document as received, its templates expanded; nil when it was
    /// decoded straight from the parser's tape (it had no templates and no
    /// expressions, so there is nothing to resolve again).
    public let json: JSONValue?
    public let expressions: ScreenExpressions
    /// What the template expansion left out, and why.
    public let expansion: [Diagnostic]
    /// Resolved with the document's own `initialState`.
    public let initial: Decoded<Screen>
    let factory: ScreenFactory

    init(json: JSONValue?, expressions: ScreenExpressions, expansion: [Diagnostic], initial: Decoded<Screen>, factory: ScreenFactory) {
        self.json = json
        self.expressions = expressions
        self.expansion = expansion
        self.initial = initial
        self.factory = factory
    }

    /// True when some field or `visible` depends on the state.
    public var dependsOnState: Bool { !expressions.isEmpty }

    /// The screen for `state`. Should the resolved document not decode (an
    /// expression gave a required field a value it cannot take), the initial
    /// screen is kept and the diagnostics say why.
    public func screen(in state: ScreenState) -> Decoded<Screen> {
        guard dependsOnState, let json else { return initial }
        do throws(ContractError) {
            return try factory.resolvedScreen(json, expressions: expressions, state: state, expansion: expansion)
        } catch {
            return Decoded(value: initial.value, diagnostics: initial.diagnostics + [
                Diagnostic(kind: .invalidExpression, path: "", reason: "the screen resolved for the current state is not a screen (\(error)); showing it as it first was"),
            ])
        }
    }
}
