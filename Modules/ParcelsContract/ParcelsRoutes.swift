import SDUIContract

/// The parcels app's screens and commands, declared once: the server's
/// `ParcelsApp` registers its builders and handlers against them, and every
/// link to them is made from them.
public enum ParcelsRoutes {
    /// The user's parcels.
    public static let parcels = ScreenRoute<Void>("parcels")
    /// One parcel's journey, by its code (`3SABC1234567`).
    public static let parcel = ScreenRoute<String>("parcels/{code}")
    /// The older part of a parcel's journey, a page at a time (a page route:
    /// `/v{n}/pages/parcels/{code}/journey?cursor=…`).
    public static let journeyPages = ScreenRoute<String>("parcels/{code}/journey")
    /// Scan & Go: the locations that take parcels.
    public static let scanAndGo = ScreenRoute<Void>("scan-and-go")
    /// Scan & Go at one location, by its id.
    public static let scanAndGoLocation = ScreenRoute<String>("scan-and-go/{location}")
    /// One step of a Scan & Go order, by the order's id and the step.
    public static let orderStep = ScreenRoute<(String, ScanAndGoStep)>("scan-and-go/orders/{order}/{step}")
    /// How Scan & Go works: a content file (`Content/screens/scan-and-go/how-it-works.json`).
    public static let howItWorks = ScreenRoute<Void>("scan-and-go/how-it-works")

    /// A scanned parcel code starts an order (`{"location", "parcelCode"}`).
    public static let scanParcel = CommandRoute<ScanParcelInput>("scan-and-go/parcel")
    /// The recipient's address is confirmed (`{"order"}`).
    public static let confirmAddress = CommandRoute<OrderInput>("scan-and-go/confirm-address")
    /// A delivery option is chosen (`{"order", "option", "insured"}`).
    public static let chooseOption = CommandRoute<OptionInput>("scan-and-go/option")
    /// The order is paid (`{"order"}`).
    public static let pay = CommandRoute<OrderInput>("scan-and-go/pay")
}

/// The steps of a Scan & Go order, in the order a user goes through them.
public enum ScanAndGoStep: String, Sendable, CaseIterable, PathParameter {
    case address, options, pay, done

    public init?(pathSegment: String) { self.init(rawValue: pathSegment) }
    public var pathSegment: String { rawValue }
}
