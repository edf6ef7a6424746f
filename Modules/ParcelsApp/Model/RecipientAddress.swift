import Foundation
import SDUIContract

/// Who a sent parcel goes to, as the Scan & Go address step edits it: a name,
/// street and house number, a Dutch postcode and a city.
///
/// The form's fields and their rules live here once: the screen sends them to
/// the client (which checks before sending), and the command checks the same
/// rules again, because a client can be old or hostile.
struct RecipientAddress: Sendable, Equatable {
    var name: String
    var street: String
    var postcode: String
    var city: String

    /// One field of the form: its state key, what it asks for, and its rules in order.
    struct Field: Sendable {
        let stateKey: String
        let placeholder: String
        let rules: [FieldRule]
    }

    static let fields: [Field] = [
        Field(stateKey: "recipientName", placeholder: "Recipient's name", rules: [
            FieldRule(.required, message: "Enter the recipient's name."),
            FieldRule(.maximumLength(60), message: "A name has at most 60 characters."),
        ]),
        Field(stateKey: "street", placeholder: "Street and house number", rules: [
            FieldRule(.required, message: "Enter the street and house number."),
        ] + pattern("^.*[^ ] +[0-9]+[A-Za-z]?(-[0-9A-Za-z]+)?$", "Add the house number after the street, as in Oudegracht 200.")),
        Field(stateKey: "postcode", placeholder: "Postcode (1234 AB)", rules: [
            FieldRule(.required, message: "Enter the postcode."),
        ] + pattern("^[1-9][0-9]{3} ?[A-Z]{2}$", "A Dutch postcode is four digits and two capitals, as in 3511 NR.")),
        Field(stateKey: "city", placeholder: "City", rules: [
            FieldRule(.required, message: "Enter the city."),
            FieldRule(.maximumLength(60), message: "A city has at most 60 characters."),
        ]),
    ]

    /// A pattern rule; the patterns are this file's constants, which a test checks compile.
    private static func pattern(_ source: String, _ message: String) -> [FieldRule] {
        guard let pattern = try? TextPattern(source) else { return [] }
        return [FieldRule(.pattern(pattern), message: message)]
    }

    /// Splits a stored address, "Oudegracht 200, 3511 NR Utrecht"; nil when it is not in that shape.
    init?(name: String, address: String) {
        let parts = address.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, parts[1].count > 8 else { return nil }
        let place = parts[1]
        self.init(name: name, street: parts[0], postcode: String(place.prefix(7)),
                  city: place.dropFirst(7).trimmingCharacters(in: .whitespaces))
    }

    init(name: String, street: String, postcode: String, city: String) {
        self.name = name
        self.street = street
        self.postcode = postcode
        self.city = city
    }

    /// The stored form: "Oudegracht 200, 3511 NR Utrecht" (the postcode with its space).
    var formatted: String {
        let compact = postcode.filter { $0 != " " }
        let spaced = compact.count == 6 ? "\(compact.prefix(4)) \(compact.suffix(2))" : postcode
        return "\(street), \(spaced) \(city)"
    }

    /// What a client sent, checked by the form's own rules: the address, or the
    /// first field that fails with its message.
    static func checked(_ values: [String: String]) -> Result<RecipientAddress, FieldFailure> {
        let state = ScreenState()
        for field in fields {
            let value = values[field.stateKey] ?? ""
            if let failed = field.rules.first(where: { !$0.accepts(value, in: state) }) {
                return .failure(FieldFailure(stateKey: field.stateKey, message: failed.message))
            }
        }
        func value(_ key: String) -> String { (values[key] ?? "").trimmingCharacters(in: .whitespaces) }
        return .success(RecipientAddress(name: value("recipientName"), street: value("street"),
                                         postcode: value("postcode"), city: value("city")))
    }

    /// A field that failed its rules.
    struct FieldFailure: Error, Equatable {
        let stateKey: String
        let message: String
    }
}
