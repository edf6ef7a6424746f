/// A decoded value together with what could not be used of the document.
public struct Decoded<Value: Sendable>: Sendable {
    public let value: Value
    /// In document order of discovery; empty when everything was understood.
    public let diagnostics: [Diagnostic]

    public init(value: Value, diagnostics: [Diagnostic]) {
        self.value = value
        self.diagnostics = diagnostics
    }

    /// How many elements are not shown at all (for "2 items could not be shown").
    public var droppedCount: Int { diagnostics.filter(\.dropsElement).count }
}

extension Decoded: Equatable where Value: Equatable {}
