/// The payload of an action type that a feature module adds (`scanBarcode`,
/// `login`, `play` …).
///
/// The core's own actions are cases of `Action`; a feature's actions arrive as
/// `Action.custom`, run by the `ActionHandler` the feature registered.
public protocol ActionContent: Codable, Sendable, Equatable {
    static var typeName: TypeName { get }
    static var version: Int { get }
}

extension ActionContent {
    public static var version: Int { 1 }

    public func isEqual(to other: any ActionContent) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
