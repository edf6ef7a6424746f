/// A value bound to a `?` of a migration's statement, the same for every engine.
public enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    public static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }
    /// Stored as 0 or 1 in an `INTEGER` column on every engine.
    public static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }
    public static func optional(_ value: String?) -> SQLValue { value.map(SQLValue.text) ?? .null }
    public static func optional(_ value: Int?) -> SQLValue { value.map(SQLValue.int) ?? .null }
    public static func optional(_ value: Int64?) -> SQLValue { value.map(SQLValue.integer) ?? .null }
}
