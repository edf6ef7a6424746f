/// A string enum that decodes an unknown value as its default, with a diagnostic.
///
/// A newer server may send a style this client does not know yet; showing the
/// element in its default style beats dropping it.
public protocol TolerantEnum: RawRepresentable, Codable, Sendable, CaseIterable where RawValue == String {
    /// The case used for values this client does not know.
    static var defaultCase: Self { get }
}

extension TolerantEnum {
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        if let value = Self(rawValue: raw) {
            self = value
        } else {
            self = Self.defaultCase
            let allowed = Self.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            ContractContext.of(decoder).record(
                .defaultedValue, at: decoder.codingPath,
                "unknown value '\(raw)' (allowed: \(allowed)); using '\(Self.defaultCase.rawValue)'")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
