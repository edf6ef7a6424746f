/// The `type` string that selects a component, action or result in the contract.
///
/// Types are plain names for the core (`text`, `navigate`) and may carry a
/// namespace for features (`scan.barcodeInput`); registries are keyed by them
/// and the capability manifest lists them, so one wrapper keeps the spelling
/// in one place.
public struct TypeName: Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral, Codable
{
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// The part before the first dot, or nil for core types.
    public var namespace: String? {
        guard let dot = rawValue.firstIndex(of: ".") else { return nil }
        return String(rawValue[..<dot])
    }

    public var description: String { rawValue }

    public static func < (lhs: TypeName, rhs: TypeName) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
