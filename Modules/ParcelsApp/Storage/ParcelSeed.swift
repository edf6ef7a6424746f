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

    /// A parcel sent round the world and back, whose journey (`longJourneyEvents`)
    /// is long enough to be paged: the demo of a paged parcel history.
    static let longJourneyParcel = Parcel(
        code: "3SWORLD000777", ownerID: 1, direction: "sent", counterpart: "Ida Pfeiffer",
        address: "Prinsengracht 263, 1016 GV Amsterdam", status: "Delivered", expected: nil, delivered: true)

    /// 2,400 scans over 400 days, oldest first: six a day, through a round of
    /// twelve hubs. Written without ids; the database numbers them in this order.
    static let longJourneyEvents: [(time: String, description: String)] = (0..<2_400).map { index in
        let day = index / 6 + 1, hub = longJourneyHubs[(index / 6) % longJourneyHubs.count]
        let (time, description) = [
            ("05:40", "Arrived at the sorting centre in \(hub)"),
            ("07:15", "Sorted in \(hub)"),
            ("09:30", "Customs checked in \(hub)"),
            ("13:05", "Loaded for the next leg in \(hub)"),
            ("18:20", "Departed from \(hub)"),
            ("23:55", "In transit"),
        ][index % 6]
        return ("Day \(day) \(time)", description)
    }

    private static let longJourneyHubs = [
        "Amsterdam", "Frankfurt", "Istanbul", "Dubai", "Mumbai", "Singapore",
        "Sydney", "Auckland", "Santiago", "Lima", "New York", "Reykjavik",
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
