import JSON

/// A document converted into our contract, and everything that could not be
/// carried over as it was, each with where it was in the input.
public struct Conversion: Sendable {
    /// A screen document, or a widget for `SeedFormat.postnl`.
    public let document: JSONValue
    /// In document order; empty when everything had a counterpart.
    public let notes: [ConversionNote]
}

/// Something of the input that was left out or changed on the way, at its JSON pointer.
public struct ConversionNote: Sendable, Equatable, CustomStringConvertible {
    /// JSON pointer into the input (`/root/children/0/cornerRadius`); empty for the whole document.
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path.isEmpty ? "/" : path): \(message)" }
}

/// The input is not a document of the format at all: nothing could be converted.
public struct ConversionError: Error, Sendable, Equatable, CustomStringConvertible {
    public let format: SeedFormat
    public let path: String
    public let reason: String

    public var description: String {
        "not \(format.summary): \(reason)\(path.isEmpty ? "" : " (at \(path))")"
    }
}
