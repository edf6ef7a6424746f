import JSON
import SDUIContract

/// `scan-and-go/parcel`: where the user is, and the code scanned into the
/// screen's state (missing when nothing was scanned yet: the user is told).
public struct ScanParcelInput: CommandInput {
    public let location: String
    public let state: Scanned?

    public struct Scanned: Decodable, Sendable {
        public let parcelCode: String?
    }
}

/// `scan-and-go/confirm-address` and `scan-and-go/pay`: the order, and the
/// state keys the step's screen lists (the address form's fields, the
/// choice for when nobody is home), checked by the step's own rules.
public struct OrderInput: CommandInput {
    public let order: String
    public let state: [String: JSONValue]?
}

/// `scan-and-go/option`: the order, and the option and insurance chosen on the screen.
public struct OptionInput: CommandInput {
    public let order: String
    public let state: Chosen?

    public struct Chosen: Decodable, Sendable {
        public let option: String?
        public let insured: Bool?
    }
}
