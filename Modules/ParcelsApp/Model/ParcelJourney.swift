/// A parcel and the newest part of its journey, newest first.
public struct ParcelJourney: Sendable, Equatable {
    public var parcel: Parcel
    public var events: [ParcelEvent]

    public init(parcel: Parcel, events: [ParcelEvent]) {
        self.parcel = parcel
        self.events = events
    }
}

/// What starting a Scan & Go order found.
public enum OrderStart: Sendable, Equatable {
    case started
    case unknownLocation
    /// No sent, undelivered parcel with that code.
    case noShipment
}
