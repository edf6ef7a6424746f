/// How a Scan & Go parcel is delivered, and what it costs.
public enum ScanAndGoOption: String, CaseIterable, Sendable {
    case standard, evening, pickupPoint

    var title: String {
        switch self {
        case .standard: return "Standard delivery"
        case .evening: return "Evening delivery"
        case .pickupPoint: return "To a pickup point"
        }
    }

    var priceCents: Int {
        switch self {
        case .standard: return 410
        case .evening: return 525
        case .pickupPoint: return 360
        }
    }

    static let insuranceCents = 250

    /// `€4.10`.
    static func euros(_ cents: Int) -> String {
        let rest = cents % 100
        return "€\(cents / 100).\(rest < 10 ? "0\(rest)" : "\(rest)")"
    }
}
