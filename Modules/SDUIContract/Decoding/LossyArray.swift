/// An array field whose elements decode one by one: broken elements are
/// dropped with a diagnostic and their siblings kept.
///
/// Server programmers make mistakes; one malformed row must not blank a whole
/// screen. A missing or `null` field decodes as empty. Elements that decode
/// but are placeholders (components of an unknown type) are dropped too; they
/// reported their own diagnostic.
@propertyWrapper
public struct LossyArray<Element: Codable & Sendable>: Codable, Sendable {
    public var wrappedValue: [Element]

    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        let context = ContractContext.of(decoder)
        guard var container = try? decoder.unkeyedContainer() else {
            context.record(.invalidElement, at: decoder.codingPath, "expected an array; the field is ignored")
            wrappedValue = []
            return
        }
        var elements: [Element] = []
        elements.reserveCapacity(container.count ?? 0)
        while !container.isAtEnd {
            switch try container.decode(Lossy<Element>.self) {
            case .value(let element):
                if let placeholder = element as? any PlaceholderElement, placeholder.isPlaceholder { continue }
                elements.append(element)
            case .failure(let failure) where !failure.isRecorded:
                context.log.record(Diagnostic(kind: .invalidElement, path: failure.path, reason: failure.reason))
            case .failure:
                continue
            }
        }
        wrappedValue = elements
    }

    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension LossyArray: Equatable where Element: Equatable {}

/// An element that can stand in for one that the client cannot show.
public protocol PlaceholderElement {
    var isPlaceholder: Bool { get }
}

extension KeyedDecodingContainer {
    /// Lets a `@LossyArray` field be absent or `null`: it then decodes as empty.
    public func decode<Element>(_ type: LossyArray<Element>.Type, forKey key: Key) throws -> LossyArray<Element> {
        try decodeIfPresent(type, forKey: key) ?? LossyArray(wrappedValue: [])
    }
}
