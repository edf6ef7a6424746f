import JSON

/// An action that a feature module defined, decoded by its registered definition.
public struct CustomAction: Sendable, Equatable {
    public let type: TypeName
    public let content: any ActionContent

    public init(_ content: any ActionContent) {
        type = Swift.type(of: content).typeName
        self.content = content
    }

    /// The content as a concrete type, or nil when it is another type.
    public func content<Content: ActionContent>(as type: Content.Type) -> Content? {
        content as? Content
    }

    public static func == (lhs: CustomAction, rhs: CustomAction) -> Bool {
        lhs.type == rhs.type && lhs.content.isEqual(to: rhs.content)
    }
}

/// An action this client cannot run, kept verbatim with the reason.
public struct UnsupportedAction: Sendable, Equatable {
    public let type: TypeName
    public let raw: JSONValue
    /// Shown to the user when they try to run it.
    public let reason: String

    public init(type: TypeName, raw: JSONValue, reason: String) {
        self.type = type
        self.raw = raw
        self.reason = reason
    }
}
