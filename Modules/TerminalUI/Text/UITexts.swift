import SDUI

/// The terminal client's own words (the status line, notices, dialogs, the
/// plain mode's roles and answers) in the person's language: the same
/// language the client asks the server for, so the screen and the frame
/// around it agree.
///
/// Keyed by the English text, as the server's translations are: a string
/// without a translation stays English, and `{name}` marks a value.
public struct UITexts: Sendable, Equatable {
    /// The language the table is for (`en` or `nl`).
    public let language: String
    let table: [String: String]

    public static let english = UITexts(language: "en", table: [:])

    init(language: String, table: [String: String]) {
        self.language = language
        self.table = table
    }

    /// The texts for a primary language this client speaks (`nl`), else English.
    public init(language: String?) {
        switch language {
        case "nl": self.init(language: "nl", table: Self.dutch)
        default: self = .english
        }
    }

    /// `english` in this language, with `{name}` filled from `values` (`PlaceholderText`).
    public func callAsFunction(_ english: String, _ values: [String: String] = [:]) -> String {
        PlaceholderText.fill(table[english] ?? english, with: values)
    }
}
