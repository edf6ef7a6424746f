/// What happens to a Scan & Go parcel when nobody is home, chosen on the
/// address step with a picker and shown on the payment screen.
enum AwayChoice: String, CaseIterable, Sendable {
    case neighbour, pickupPoint, returnToSender

    /// The state key the picker writes and the command reads.
    static let stateKey = "ifAway"

    var title: String {
        switch self {
        case .neighbour: "Leave it with a neighbour"
        case .pickupPoint: "Take it to a pickup point"
        case .returnToSender: "Bring it back to me"
        }
    }
}
