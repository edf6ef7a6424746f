import JSON

/// The values a screen's controls read and write, by key.
///
/// Seeded from the screen's `initialState`, changed by text fields, toggles
/// and `updateState`, and collected into command bodies. A value type: the
/// session keeps one per navigation entry, so a screen's state survives
/// navigating forward and back.
public struct ScreenState: Sendable, Equatable {
    public private(set) var values: JSONObject
    /// Asks the UI to move the focus to a component (the first invalid
    /// field); `round` grows with each request, so a repeated one is seen.
    public private(set) var focusRequest: (round: Int, componentID: String)?

    public init(_ initial: JSONObject? = nil) {
        values = initial ?? JSONObject()
    }

    public static func == (lhs: ScreenState, rhs: ScreenState) -> Bool {
        lhs.values == rhs.values && lhs.focusRequest?.round == rhs.focusRequest?.round
            && lhs.focusRequest?.componentID == rhs.focusRequest?.componentID
    }

    /// Where a field's validation message is kept: a key no server names
    /// (expression names cannot hold `@`) and no command sends (commands
    /// send only the keys they list), read by renderers like any other, so
    /// a cached layout is redrawn when the message comes or goes.
    public static func errorKey(for stateKey: String) -> String { "@error." + stateKey }

    /// The message under a field, if its last check failed.
    public func fieldError(forKey key: String) -> String? {
        values[Self.errorKey(for: key)]?.stringValue
    }

    /// Records a check of `checked` keys: failures get their messages, the
    /// others lose theirs, and the focus goes to the first failure.
    public mutating func record(_ failures: [FieldValidation.Failure], checked: [String]) {
        for key in checked { values[Self.errorKey(for: key)] = Optional<JSONValue>.none }
        for failure in failures { values[Self.errorKey(for: failure.stateKey)] = .string(failure.message) }
        if let first = failures.first {
            focusRequest = ((focusRequest?.round ?? 0) + 1, first.componentID)
        }
    }

    /// Drops a field's message (its value was edited).
    public mutating func clearFieldError(forKey key: String) {
        values[Self.errorKey(for: key)] = Optional<JSONValue>.none
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
