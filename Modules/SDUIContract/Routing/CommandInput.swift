/// What a command's body decodes into on the server: the action's payload
/// members, and `state` with the state keys the action lists (contract §5).
/// A body that does not decode is answered 400 naming the member, before
/// the handler runs, so handlers never read members by name.
///
/// ```swift
/// public struct OrderInput: CommandInput { public let order: String }
/// ```
public protocol CommandInput: Decodable, Sendable {}

/// The body of a command that reads nothing from it.
public struct NoInput: CommandInput {
    public init() {}
    public init(from decoder: any Decoder) throws {}
}
