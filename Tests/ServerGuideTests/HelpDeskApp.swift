import SDUIContract
import SDUIServer

/// The help desk's routes, declared once: the server registers against them,
/// and screens built in Swift would make their links from them.
public enum HelpDeskRoutes {
    /// Takes the question in the state key `question`.
    public static let ask = CommandRoute<Question>("help-desk/ask")
}

/// What `ask` reads: the state key the form's button lists. A question
/// that is not text is answered 400 naming it; none at all, the user is told.
public struct Question: CommandInput {
    public let state: Asked?

    public struct Asked: Decodable, Sendable {
        public let question: String?
    }
}

/// A help desk: a content screen with a question field, and the command that takes the question.
public struct HelpDeskApp: ServerApp {
    public let name = "HelpDesk"
    /// A folder holding `screens/help-desk.json`.
    public let contentFolder: String

    public init(contentFolder: String) { self.contentFolder = contentFolder }

    public func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
        registry.contentFolder(contentFolder)
        try registry.command(HelpDeskRoutes.ask) { input, _ in
            guard let question = input.state?.question, !question.isEmpty else {
                return .error(message: "Type your question first.")
            }
            return .done(.init(message: "Thanks! We will answer “\(question)” by email."))
        }
    }
}
