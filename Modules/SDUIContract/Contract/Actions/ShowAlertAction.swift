/// Shows a message the user must acknowledge.
///
/// ```json
/// {"type": "showAlert", "title": "Closed", "message": "This counter opens at 9:00."}
/// ```
public struct ShowAlertAction: Codable, Sendable, Equatable {
    public var title: String
    public var message: String?

    public init(title: String, message: String? = nil) {
        self.title = title
        self.message = message
    }
}
