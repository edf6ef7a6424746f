import SDUI
import SDUIServer

/// A help desk: a content screen with a question field, and the command that takes the question.
public struct HelpDeskApp: ServerApp {
    public let name = "HelpDesk"
    /// A folder holding `screens/help-desk.json`.
    public let contentFolder: String

    public init(contentFolder: String) { self.contentFolder = contentFolder }

    public func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
        registry.contentFolder(contentFolder)
        try registry.command("help-desk/ask") { request in
            guard let question = request.state("question")?.stringValue, !question.isEmpty else {
                return .error(message: "Type your question first.")
            }
            return .done(.init(message: "Thanks! We will answer “\(question)” by email."))
        }
    }
}
