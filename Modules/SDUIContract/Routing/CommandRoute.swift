/// A command an app runs (`POST /v{n}/commands/{name}`), declared once in
/// the app's contract module with the type its body decodes into: the server
/// registers its handler against it and hands the handler that type, and the
/// screens that offer the command make its URL from it.
///
/// ```swift
/// public static let pay = CommandRoute<OrderInput>("scan-and-go/pay")
/// CommandAction(ParcelsRoutes.pay, version: 2, payload: ["order": "o-1"])
/// ```
public struct CommandRoute<Input: CommandInput>: Sendable, Hashable, CustomStringConvertible {
    /// The command's name, which may have several segments (`scan-and-go/pay`).
    public let name: String
    /// Why the name cannot work, found when a server registers it.
    public let declarationError: String?

    public init(_ name: String) {
        self.name = name
        let segments = name.split(separator: "/", omittingEmptySubsequences: false)
        let bad = segments.first { !ScreenPath.isValid(String($0)) }
        declarationError = bad.map { "'\($0)' in the command '\(name)' is not a valid path segment" }
    }

    public var description: String { name }
}
