import SDUIContract

/// One component or action type the schema describes: its wire name, the
/// payload type whose decoder says what it holds (none for `back`), and
/// the module that registered it.
public struct ElementType: Sendable {
    public let name: TypeName
    public let payload: (any (Decodable & Sendable).Type)?
    public let owner: String

    public init(name: TypeName, payload: (any (Decodable & Sendable).Type)?, owner: String) {
        self.name = name
        self.payload = payload
        self.owner = owner
    }
}

extension ElementType {
    /// The core's actions with their payload types. The core decodes them in
    /// a `switch`, so they are listed here; `CoreActionTableTests` fails
    /// when this list and `CoreContract.actionTypes` differ.
    public static let coreActions: [ElementType] = [
        ElementType(name: "navigate", payload: NavigateAction.self, owner: CoreContract.owner),
        ElementType(name: "command", payload: CommandAction.self, owner: CoreContract.owner),
        ElementType(name: "updateState", payload: UpdateStateAction.self, owner: CoreContract.owner),
        ElementType(name: "showAlert", payload: ShowAlertAction.self, owner: CoreContract.owner),
        ElementType(name: "openURL", payload: OpenURLAction.self, owner: CoreContract.owner),
        ElementType(name: "share", payload: ShareAction.self, owner: CoreContract.owner),
        ElementType(name: "sequence", payload: SequenceAction.self, owner: CoreContract.owner),
        ElementType(name: "back", payload: nil, owner: CoreContract.owner),
        ElementType(name: "refresh", payload: nil, owner: CoreContract.owner),
    ]

    /// The core's components, in the contract document's order.
    public static var coreComponents: [ElementType] {
        CoreContract.componentContentTypes.map { ElementType(name: $0.typeName, payload: $0, owner: CoreContract.owner) }
    }
}
