import JSON

/// Turns server documents into the screens, components and actions that
/// renderers and the session use.
///
/// Core types are built here; everything else is asked of the delegate, so a
/// target decides which features exist by what it registers. Broken or
/// unknown elements never fail a screen: they are dropped (or replaced by the
/// server's fallback) and listed in the result's diagnostics with their JSON
/// paths.
///
/// ```swift
/// var registry = FeatureRegistry()
/// try registry.install(ScanBarcodeFeature())
/// let factory = ScreenFactory(delegate: registry)
/// let decoded = try factory.makeScreen(from: bytes)
/// decoded.value.sections        // what to draw
/// decoded.diagnostics           // what was left out, and why
/// ```
public struct ScreenFactory: Sendable {
    public let delegate: any ScreenFactoryDelegate
    public var parserOptions: JSONParser.Options
    /// Decode a screen without templates or expressions straight from the
    /// parser's tape, with no tree in between; on by default (see
    /// `makeDocument(from:)`), off to compare the two ways.
    public var decodesFromTape = true

    public init(delegate: any ScreenFactoryDelegate = CoreOnlyDelegate(),
                parserOptions: JSONParser.Options = JSONParser.Options()) {
        self.delegate = delegate
        self.parserOptions = parserOptions
    }

    /// Everything this factory can build, for the request header.
    public var capabilities: CapabilityManifest { delegate.manifest }

    public func makeScreen(from bytes: [UInt8]) throws(ContractError) -> Decoded<Screen> {
        try makeDocument(from: bytes).initial
    }

    /// The screen resolved for its own `initialState` (see `makeDocument` to
    /// resolve it again as the state changes).
    public func makeScreen(from value: JSONValue) throws(ContractError) -> Decoded<Screen> {
        try makeDocument(from: value).initial
    }

    /// A document as it arrived. Most screens have neither templates nor
    /// expressions: nothing to expand or resolve, so they are decoded
    /// straight from the parser's tape, without building a tree first
    /// (docs/json.md measures both ways on the demo's screens). Any other,
    /// and any that fails that way (to report exactly what is wrong), takes
    /// the tree.
    public func makeDocument(from bytes: [UInt8]) throws(ContractError) -> ScreenDocument {
        if decodesFromTape, !ScreenFactory.mayHoldTemplatesOrExpressions(bytes), let document = decodedFromTape(bytes) {
            return document
        }
        return try makeDocument(from: parse(bytes), budget: AmplificationBudget(inputBytes: bytes.count))
    }

    /// The document decoded from the tape, or nil when that fails (the tree then says why).
    /// A screen that comes out without sections takes the tree too: only the
    /// tree's check tells a missing or non-array `sections` (refused) from an
    /// empty one.
    private func decodedFromTape(_ bytes: [UInt8]) -> ScreenDocument? {
        let context = ContractContext(delegate: delegate)
        var decoder = JSONModelDecoder()
        decoder.userInfo = context.userInfo
        decoder.parserOptions = parserOptions
        guard let screen = try? decoder.decode(Screen.self, from: bytes), !screen.sections.isEmpty else { return nil }
        let initial = Decoded(value: screen, diagnostics: context.log.diagnostics)
        return ScreenDocument(json: nil, expressions: .none, expansion: [], initial: initial, factory: self)
    }

    /// False when the bytes hold no `@{`, no `"visible"` and no `"templates"`:
    /// nothing to expand or resolve. A true answer may be wrong (the text
    /// appears inside a string); it only sends the document the longer way.
    static func mayHoldTemplatesOrExpressions(_ bytes: [UInt8]) -> Bool {
        let visible = Array("visible\"".utf8), templates = Array("templates\"".utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "@"), index + 1 < count, buffer[index + 1] == UInt8(ascii: "{") { return true }
                if byte == UInt8(ascii: "\""), index + 1 < count {
                    let next = buffer[index + 1]
                    if next == UInt8(ascii: "v"), Self.matches(visible, in: buffer, at: index + 1) { return true }
                    if next == UInt8(ascii: "t"), Self.matches(templates, in: buffer, at: index + 1) { return true }
                }
                index += 1
            }
            return false
        }
    }

    private static func matches(_ word: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + word.count <= buffer.count else { return false }
        for offset in 0..<word.count where buffer[start + offset] != word[offset] { return false }
        return true
    }

    /// Parses the document's expressions once and resolves it for its
    /// `initialState`; the result resolves it again for any other state.
    /// - Parameters:
    ///   - value: the screen's JSON as the server sent it.
    ///   - budget: what templates and expressions may add; by
    ///     default the one for the document's own size.
    public func makeDocument(from value: JSONValue, budget: AmplificationBudget? = nil) throws(ContractError) -> ScreenDocument {
        // Templates first: what they expand to may hold expressions.
        let templates = TemplateExpansion.expand(value, budget: budget)
        let expanded = templates.value, expansion = templates.diagnostics
        let expressions = ScreenExpressions(parsing: expanded, budget: budget)
        let initial = try resolvedScreen(expanded, expressions: expressions, state: ScreenState(expanded["initialState"]?.objectValue),
                                         expansion: expansion)
        return ScreenDocument(json: expanded, expressions: expressions, expansion: expansion, initial: initial, factory: self)
    }

    func resolvedScreen(_ value: JSONValue, expressions: ScreenExpressions, state: ScreenState,
                        expansion: [Diagnostic]) throws(ContractError) -> Decoded<Screen> {
        guard !expressions.isEmpty else {
            let decoded = try decodeScreen(value)
            return expansion.isEmpty ? decoded : Decoded(value: decoded.value, diagnostics: expansion + decoded.diagnostics)
        }
        let (resolved, failures) = expressions.resolve(value, in: state)
        // A lone expression keeps its type (`"@{count}"` is 4), which a text field takes as its text.
        let decoded = try decodeScreen(resolved, readsScalarsAsStrings: true)
        return Decoded(value: decoded.value, diagnostics: expansion + expressions.diagnostics + failures + decoded.diagnostics)
    }

    private func decodeScreen(_ value: JSONValue, readsScalarsAsStrings: Bool = false) throws(ContractError) -> Decoded<Screen> {
        guard case .object(let object) = value else { throw .notAnObject(found: value.typeName) }
        guard let sections = object["sections"] else { throw .missingSections(found: nil) }
        guard case .array = sections else { throw .missingSections(found: sections.typeName) }
        return try decode(Screen.self, from: value, readsScalarsAsStrings: readsScalarsAsStrings)
    }

    /// A command's result; a `done` result's patch keeps its operations as
    /// sent, so what they put on a screen is applied to its document whole
    /// (`ScreenDocument.applying(_:)`), `visible` and expressions included.
    public func makeCommandResult(from bytes: [UInt8]) throws(ContractError) -> Decoded<CommandResult> {
        let value = try parse(bytes)
        let decoded = try decodeObject(CommandResult.self, from: value)
        guard case .done(var done) = decoded.value, var patch = done.patch,
              let sent = value["patch"]?["operations"]?.arrayValue, sent.count == patch.operations.count else { return decoded }
        patch.operationsAsSent = sent
        done.patch = patch
        return Decoded(value: .done(done), diagnostics: decoded.diagnostics)
    }

    /// One page of a list (`GET /v{n}/pages/…`); its rows come resolved, with no templates or expressions.
    public func makePage(from bytes: [UInt8]) throws(ContractError) -> Decoded<Page> {
        try decodeObject(Page.self, from: parse(bytes))
    }

    public func makeWidget(from bytes: [UInt8]) throws(ContractError) -> Decoded<Widget> {
        try decodeObject(Widget.self, from: parse(bytes))
    }

    /// Decodes any contract type (a single component or action, say) with this factory's delegate.
    public func decode<T: Decodable & Sendable>(_ type: T.Type, from value: JSONValue) throws(ContractError) -> Decoded<T> {
        try decode(type, from: value, readsScalarsAsStrings: false)
    }

    func decode<T: Decodable & Sendable>(_ type: T.Type, from value: JSONValue,
                                         readsScalarsAsStrings: Bool) throws(ContractError) -> Decoded<T> {
        let context = ContractContext(delegate: delegate)
        var decoder = JSONModelDecoder()
        decoder.userInfo = context.userInfo
        decoder.readsScalarsAsStrings = readsScalarsAsStrings
        do {
            let decoded = try decoder.decode(type, from: value)
            return Decoded(value: decoded, diagnostics: context.log.diagnostics)
        } catch {
            throw .invalid(DecodingFailure(error, at: []))
        }
    }

    private func decodeObject<T: Decodable & Sendable>(_ type: T.Type, from value: JSONValue) throws(ContractError) -> Decoded<T> {
        guard case .object = value else { throw .notAnObject(found: value.typeName) }
        return try decode(type, from: value)
    }

    /// Any JSON document, with this factory's parser limits: an ordinary
    /// endpoint's answer, read by a command's `answer` (`PlainAnswer`).
    public func makeJSON(from bytes: [UInt8]) throws(ContractError) -> JSONValue {
        try parse(bytes)
    }

    private func parse(_ bytes: [UInt8]) throws(ContractError) -> JSONValue {
        do throws(JSONParseError) {
            return try JSONParser(options: parserOptions).parse(bytes)
        } catch {
            throw .invalidJSON(error)
        }
    }
}
