/// One instruction of a flow script.
///
/// ```
/// open home                       # start on a screen path (or a deep link URL)
/// tap "Scan & Go"                 # by component id, focus target id, or label
/// type parcelCode 3SABC1234567    # a text field by state key, id or placeholder; the rest of the line is the text
/// toggle insured                  # flip a toggle by state key, id or label
/// answer "My playlist"            # the answer to the server's next text question
/// choose "Evening"                # the answer to its next choice question, by title or value
/// back
/// refresh
/// expect text "Parcel delivered"  # on the screen (also: expect no text "Error")
/// expect state parcelCode 3SABC1234567
/// expect screen scan-and-go-done  # the screen's id
/// expect title "Paid"
/// expect message "Added to favourites"   # a message or alert shown by the last step
/// print                           # the screen as it is now
/// ```
public enum ScriptStep: Sendable, Equatable {
    case open(String)
    case tap(String)
    case type(field: String, text: String)
    case toggle(String)
    case answer(String)
    case choose(String)
    case back
    case refresh
    case expectText(String, present: Bool)
    case expectState(key: String, value: String)
    case expectScreen(String)
    case expectTitle(String)
    case expectMessage(String)
    case print

    /// Steps that answer a question the server asks during the previous step.
    var isAnswer: Bool {
        switch self {
        case .answer, .choose: return true
        default: return false
        }
    }
}

/// A step with the line it came from, for messages that name it.
public struct ScriptLine: Sendable, Equatable {
    public let number: Int
    public let text: String
    public let step: ScriptStep

    public init(number: Int, text: String, step: ScriptStep) {
        self.number = number
        self.text = text
        self.step = step
    }
}
