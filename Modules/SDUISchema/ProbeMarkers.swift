import SDUIContract

/// Types the probe answers without running their decoder, because running
/// it would teach nothing (a wrapper) or could not end (a container of
/// itself). Conformances live here, in the tool, so the core carries none.
protocol ProbeOptional {
    static var wrappedType: any Decodable.Type { get }
    static var absent: Self { get }
}

extension Optional: ProbeOptional where Wrapped: Decodable {
    static var wrappedType: any Decodable.Type { Wrapped.self }
    static var absent: Self { nil }
}

/// Arrays and the core's lossy arrays: an array of the element's shape,
/// sampled with one element (decoders may refuse an empty list).
protocol ProbeSequence {
    static var elementType: any Decodable.Type { get }
    static func holding(_ element: Any) -> Self?
}

extension Array: ProbeSequence where Element: Decodable {
    static var elementType: any Decodable.Type { Element.self }
    static func holding(_ element: Any) -> Self? { (element as? Element).map { [$0] } }
}

extension LossyArray: ProbeSequence {
    static var elementType: any Decodable.Type { Element.self }
    static func holding(_ element: Any) -> Self? { (element as? Element).map { LossyArray(wrappedValue: [$0]) } }
}

/// `Lossy<T>` decodes a `T` or records why not: its shape is `T`'s.
protocol ProbeTransparent {
    static var wrappedType: any Decodable.Type { get }
    static func wrapping(_ value: Any) -> Self?
}

extension Lossy: ProbeTransparent {
    static var wrappedType: any Decodable.Type { Wrapped.self }
    static func wrapping(_ value: Any) -> Self? { (value as? Wrapped).map(Lossy.value) }
}

/// String-keyed dictionaries: free keys, one value shape.
protocol ProbeDictionary {
    static var valueType: any Decodable.Type { get }
    static var empty: Self { get }
}

extension Dictionary: ProbeDictionary where Key == String, Value: Decodable {
    static var valueType: any Decodable.Type { Value.self }
    static var empty: Self { [:] }
}

/// The cases of a tolerant enum, opened from an existential.
func enumerationCases<E: TolerantEnum>(_ type: E.Type) -> (cases: [String], sample: E) {
    (E.allCases.map(\.rawValue), E.defaultCase)
}
