import JSON

/// The values a screen's controls read and write, by key.
///
/// Seeded from the screen's `initialState`, changed by text fields, toggles
/// and `updateState`, and collected into command bodies. A value type: the
/// session keeps one per navigation entry, so a screen's state survives
/// navigating forward and back.
public struct ScreenState: Sendable, Equatable {
    public private(set) var values: JSONObject

    public init(_ initial: JSONObject? = nil) {
        values = initial ?? JSONObject()
    }

    public subscript(key: String) -> JSONValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The text of a field, or empty; numbers and booleans are shown as written.
    public func string(forKey key: String) -> String {
        switch values[key] {
        case .string(let text): return text
        case .number(let number): return number.description
        case .bool(let flag): return flag ? "true" : "false"
        default: return ""
        }
    }

    /// A toggle's value: true only for `true`.
    public func bool(forKey key: String) -> Bool {
        values[key]?.boolValue ?? false
    }

    /// The listed keys and their values, missing ones as `null`, in the listed order.
    public func values(forKeys keys: [String]) -> JSONObject {
        var result = JSONObject(minimumCapacity: keys.count)
        for key in keys { result[key] = values[key] ?? .null }
        return result
    }

    /// Applies an `updateState` action.
    public mutating func apply(_ update: UpdateStateAction) {
        // Spelled out: a bare `nil` here would become `JSONValue.null`.
        if let value = update.value, !value.isNull {
            self[update.key] = value
        } else {
            self[update.key] = Optional<JSONValue>.none
        }
    }
}
