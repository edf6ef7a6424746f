/// The demo's parcels, journeys and Scan & Go locations, inserted once by
/// `ParcelMigrations.seed`; every parcel belongs to the accounts app's demo
/// user (id 1).
enum ParcelSeed {
    /// A sent parcel registered for Scan & Go, so the flow can be tried with a typed code.
    static let scanAndGoParcel = "3SDEMO0001234"

    static let parcels: [Parcel] = [
        Parcel(code: "3SABC1234567", ownerID: 1, direction: "incoming", counterpart: "Your Sports Shop",
                     address: "Keizersgracht 1, 1015 CJ Amsterdam", status: "On its way", expected: "Today 18:00 – 20:00",
                     delivered: false),
        Parcel(code: "3SBOOK987654", ownerID: 1, direction: "incoming", counterpart: "The Book Corner",
                     address: "Keizersgracht 1, 1015 CJ Amsterdam", status: "Sorted at the depot", expected: "Tomorrow 09:00 – 12:00",
                     delivered: false),
        Parcel(code: "3SHOME555001", ownerID: 1, direction: "incoming", counterpart: "Home & Garden",
                     address: "Keizersgracht 1, 1015 CJ Amsterdam", status: "Delivered", expected: nil, delivered: true),
        Parcel(code: scanAndGoParcel, ownerID: 1, direction: "sent", counterpart: "Grace Hopper",
                     address: "Oudegracht 200, 3511 NR Utrecht", status: "Registered, not yet handed in", expected: nil,
                     delivered: false),
        Parcel(code: "3SSENT000042", ownerID: 1, direction: "sent", counterpart: "Alan Turing",
                     address: "Witte de Withstraat 5, 3012 BL Rotterdam", status: "Delivered", expected: nil, delivered: true),
    ]

    /// Each parcel's journey, oldest first; ids are fixed so a second run of the seed adds nothing.
    static let events: [ParcelEvent] = journeyLines.enumerated().map { index, event in
        ParcelEvent(id: Int64(index + 1), parcelCode: event.0, time: event.1, description: event.2)
    }

    private static let journeyLines: [(String, String, String)] = [
        ("3SABC1234567", "Mon 09:12", "Received by PostNL"),
        ("3SABC1234567", "Mon 21:40", "Sorted at the depot"),
        ("3SABC1234567", "Tue 07:55", "With the courier"),
        ("3SBOOK987654", "Tue 10:03", "Received by PostNL"),
        ("3SBOOK987654", "Tue 22:15", "Sorted at the depot"),
        ("3SHOME555001", "Fri 08:30", "Received by PostNL"),
        ("3SHOME555001", "Sat 14:02", "Delivered at the front door"),
        ("3SSENT000042", "Wed 16:20", "Handed in at Scan & Go"),
        ("3SSENT000042", "Thu 11:45", "Delivered"),
    ]

    static let locations = [
        Location(id: "AMS-01", name: "Amsterdam Centraal", address: "Stationsplein 15, Amsterdam"),
        Location(id: "UTR-02", name: "Utrecht Neude", address: "Neude 11, Utrecht"),
    ]
}
