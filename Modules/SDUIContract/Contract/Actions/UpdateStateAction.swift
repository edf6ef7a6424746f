import JSON

/// Changes the current screen's state without a round trip (select a tab,
/// clear a field).
///
/// ```json
/// {"type": "updateState", "key": "option", "value": "evening"}
/// ```
public struct UpdateStateAction: Codable, Sendable, Equatable {
    public var key: String
    /// `null` or absent removes the key.
    public var value: JSONValue?

    public init(key: String, value: JSONValue?) {
        self.key = key
        self.value = value
    }
}
