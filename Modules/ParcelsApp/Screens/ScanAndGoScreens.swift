import HTTPTypes
import ParcelsContract
import SDUIContract
import SDUIServer
import ScanBarcodeContract

/// The Scan & Go flow, built entirely on the server: pick a location (or
/// arrive by deep link), scan the parcel, confirm the address, choose an
/// option, pay, and show the code for the counter.
///
/// Each step's buttons run commands (`ScanAndGoCommands`) that store the
/// order and answer with a `navigate` to the next step, so the order and
/// content of the steps are decided here alone.
enum ScanAndGoScreens {
    /// The code printed on a parcel label, as `scanBarcode` checks it before sending.
    static let parcelCodePattern = "^3S[A-Z0-9]{8,13}$"

    static func locations(_ locations: [Location]) -> Screen {
        Screen(
            id: "scan-and-go", title: "Scan & Go",
            sections: [
                Section(id: "intro", components: [
                    Component(id: "intro-header", content: HeaderComponent(
                        title: "Hand in without queueing", subtitle: "Scan, pay, show a code",
                        image: ImageReference(url: "/images/scan-and-go.jpg", accessibilityLabel: "A Scan & Go shelf"))),
                    Component(id: "intro-text", content: TextComponent(paragraphs: [
                        "Hand in a parcel without queueing: scan it, pay in the app, and show a code at the counter.",
                    ])),
                    Component(id: "how", content: ButtonComponent(label: "How it works", style: .plain,
                                                                  action: .navigate(NavigateAction(to: ParcelsRoutes.howItWorks.path)))),
                ]),
                Section(id: "locations", heading: SectionHeading(title: "Where are you?"), components: locations.map { location in
                    Component(id: "location-\(location.id)", content: DetailRowComponent(
                        title: location.name, subtitle: location.address,
                        primaryAction: .navigate(NavigateAction(to: ParcelsRoutes.scanAndGoLocation.path(location.id)))))
                }),
            ],
            analytics: AnalyticsMetadata(screenName: "scanAndGoLocations"))
    }

    static func start(_ location: Location?, id: String, request: ScreenRequest) throws(APIError) -> Screen {
        guard let location else {
            throw APIError.notFound("There is no Scan & Go location '\(id)'.")
        }
        let submit = request.command(ParcelsRoutes.scanParcel, payload: ["location": .string(location.id)], stateKeys: ["parcelCode"])
        let scan = ScanBarcodeAction(symbologies: [.code128], stateKey: "parcelCode", pattern: parcelCodePattern,
                                     prompt: "Scan the barcode on the parcel label", then: .command(submit))
        // Clients that cannot scan type the code instead.
        let typed = Component(id: "parcel-code-typed", content: ColumnComponent(spacing: 8, children: [
            Component(id: "parcel-code-field", content: TextFieldComponent(placeholder: "Parcel code (3S…)", stateKey: "parcelCode")),
            Component(id: "parcel-code-submit", content: ButtonComponent(label: "Continue", style: .primary, action: .command(submit))),
        ]))
        return Screen(
            id: "scan-and-go-start", title: "Scan & Go",
            header: Header(title: "Scan & Go", subtitle: "\(location.name) • \(location.address)"),
            initialState: ["parcelCode": ""],
            sections: [
                Section(id: "scan", components: [
                    Component(id: "illustration", content: ImageComponent(
                        url: "/images/parcel-label.png", width: 240, height: 120, contentMode: .fit,
                        accessibilityLabel: "A parcel label with its barcode")),
                    Component(id: "instructions", content: TextComponent(paragraphs: [
                        "Register the parcel first, stick the label on it, then scan the label here.",
                    ])),
                    Component(id: "parcel-code", content: BarcodeInputComponent(
                        title: "Parcel barcode", subtitle: "On the label, under the address",
                        action: .custom(CustomAction(scan))), fallback: typed),
                    Component(id: "spacer", content: SpacerComponent(size: 16)),
                    Component(id: "divider", content: DividerComponent()),
                    Component(id: "help", content: ButtonComponent(label: "How it works", style: .plain,
                                                                   action: .navigate(NavigateAction(to: ParcelsRoutes.howItWorks.path)))),
                ]),
            ],
            analytics: AnalyticsMetadata(screenName: "scanAndGoStart", properties: ["location": location.id]))
    }

    /// The address the parcel goes to, as a form the user may correct: each field
    /// is checked on the client before the command is sent, and again by the command.
    static func address(_ found: (ScanOrder, Parcel)?, id: String, request: ScreenRequest) throws(APIError) -> Screen {
        let (order, parcel) = try orderAndParcel(found, id)
        let current = RecipientAddress(name: parcel.counterpart, address: parcel.address)
            ?? RecipientAddress(name: parcel.counterpart, street: parcel.address, postcode: "", city: "")
        let keys = RecipientAddress.fields.map(\.stateKey)
        let away = Component(id: "if-away", content: PickerComponent(
            label: "If nobody is home", stateKey: AwayChoice.stateKey,
            options: AwayChoice.allCases.map { InputOption(title: $0.title, value: $0.rawValue) }))
        let form = RecipientAddress.fields.map { field in
            Component(id: "address-\(field.stateKey)", content: TextFieldComponent(
                placeholder: field.placeholder, stateKey: field.stateKey, validation: field.rules))
        }
        return Screen(
            id: "scan-and-go-address", title: "Check the address",
            header: Header(title: "Is this address right?", subtitle: request.text("Parcel {code}", ["code": order.parcelCode])),
            initialState: ["recipientName": .string(current.name), "street": .string(current.street),
                           "postcode": .string(current.postcode), "city": .string(current.city),
                           AwayChoice.stateKey: .string(order.ifAway ?? AwayChoice.neighbour.rawValue)],
            sections: [
                Section(id: "address", components: [
                    Component(id: "recipient", content: CardComponent(title: "Recipient", children: [
                        Component(id: "recipient-text", content: TextComponent(paragraphs: [parcel.counterpart, parcel.address])),
                    ])),
                ]),
                Section(id: "correct", heading: SectionHeading(title: "Correct it if needed"), components: form + [away] + [
                    Component(id: "confirm", content: ButtonComponent(label: "This is correct", style: .primary, action: .command(
                        request.command(ParcelsRoutes.confirmAddress, payload: ["order": .string(order.id)],
                                        stateKeys: keys + [AwayChoice.stateKey])), validates: keys)),
                    Component(id: "wrong", content: ButtonComponent(label: "Something is wrong", style: .secondary, action: .showAlert(
                        ShowAlertAction(title: "Go to the counter",
                                        message: "Staff at the counter can correct the address before you send the parcel.")))),
                ]),
            ],
            analytics: AnalyticsMetadata(screenName: "scanAndGoAddress"))
    }

    static func options(_ found: (ScanOrder, Parcel)?, id: String, request: ScreenRequest) throws(APIError) -> Screen {
        let (order, _) = try orderAndParcel(found, id)
        let choose = { (option: ScanAndGoOption) in
            Component(id: "option-\(option.rawValue)", content: ButtonComponent(
                // The price follows the insurance toggle as the user flips it (a client that
                // does not resolve expressions gets it for the order's current insurance).
                label: "\(request.text(option.title)) • \(Self.priceExpression(cents: option.priceCents))",
                style: option == .standard ? .primary : .secondary,
                action: .sequence(SequenceAction(actions: [
                    .updateState(UpdateStateAction(key: "option", value: .string(option.rawValue))),
                    .command(request.command(ParcelsRoutes.chooseOption,
                                             payload: ["order": .string(order.id)], stateKeys: ["option", "insured"])),
                ]))))
        }
        return Screen(
            id: "scan-and-go-options", title: "Delivery",
            header: Header(title: "How should we deliver it?", subtitle: request.text("Parcel {code}", ["code": order.parcelCode])),
            initialState: ["insured": .bool(order.insured), "option": .string(order.option ?? ScanAndGoOption.standard.rawValue)],
            sections: [
                Section(id: "insurance", components: [
                    Component(id: "insured", content: ToggleComponent(
                        label: request.text("Insure this parcel (+{price})", ["price": ScanAndGoOption.euros(ScanAndGoOption.insuranceCents)]), stateKey: "insured")),
                    Component(id: "insurance-price", content: DetailRowComponent(
                        title: "Insurance", subtitle: request.text("+{price} on every option", ["price": ScanAndGoOption.euros(ScanAndGoOption.insuranceCents)])),
                        visibleWhen: "@{insured}"),
                ]),
                Section(id: "options", heading: SectionHeading(title: "Options"), components: ScanAndGoOption.allCases.map(choose)),
            ],
            analytics: AnalyticsMetadata(screenName: "scanAndGoOptions"))
    }

    /// `€4.10`, or `€6.60` while the `insured` toggle is on.
    static func priceExpression(cents: Int) -> String {
        "€@{decimals((\(cents) + (insured ? \(ScanAndGoOption.insuranceCents) : 0)) / 100.0, 2)}"
    }

    static func pay(_ found: (ScanOrder, Parcel)?, id: String, request: ScreenRequest) throws(APIError) -> Screen {
        let (order, _) = try orderAndParcel(found, id)
        guard let option = order.option.flatMap(ScanAndGoOption.init(rawValue:)), let price = order.priceCents else {
            throw APIError(.conflict, code: "step_skipped", message: "Choose a delivery option before paying.")
        }
        func line(_ id: String, _ label: String, _ value: String, style: TextStyle = .body) -> Component {
            Component(id: id, content: RowComponent(spacing: 8, children: [
                Component(id: "\(id)-label", content: TextComponent(style: style, paragraphs: [label])),
                Component(id: "\(id)-value", content: TextComponent(style: style, paragraphs: [value])),
            ]))
        }
        return Screen(
            id: "scan-and-go-pay", title: "Pay",
            header: Header(title: "Pay and hand in", subtitle: request.text("Parcel {code}", ["code": order.parcelCode])),
            sections: [
                Section(id: "summary", components: [
                    line("delivery", option.title, ScanAndGoOption.euros(option.priceCents)),
                    line("insurance", "Insurance", order.insured ? ScanAndGoOption.euros(ScanAndGoOption.insuranceCents) : "None"),
                    line("if-away", "If nobody is home", order.ifAway.flatMap(AwayChoice.init(rawValue:))?.title ?? "Leave a card"),
                    Component(id: "divider", content: DividerComponent()),
                    line("total", "Total", ScanAndGoOption.euros(price), style: .headline),
                ]),
                Section(id: "pay", components: [
                    Component(id: "pay-button", content: ButtonComponent(
                        label: request.text("Pay {price}", ["price": ScanAndGoOption.euros(price)]), style: .primary,
                        action: .command(request.command(ParcelsRoutes.pay, payload: ["order": .string(order.id)])))),
                ]),
            ],
            analytics: AnalyticsMetadata(screenName: "scanAndGoPay"))
    }

    static func done(_ found: (ScanOrder, Parcel)?, id: String, request: ScreenRequest) throws(APIError) -> Screen {
        let (order, _) = try orderAndParcel(found, id)
        guard let code = order.counterCode else {
            throw APIError(.conflict, code: "step_skipped", message: "This order has not been paid yet.")
        }
        return Screen(
            id: "scan-and-go-done", title: "Paid",
            // `barcode` is an icon Scan & Go's terminal look registers: a client with it draws it, others load the label.
            header: Header(title: "Show this code at the counter", subtitle: request.text("Parcel {code}", ["code": order.parcelCode]),
                           image: ImageReference(url: "/images/parcel-label.png", accessibilityLabel: request.text("A parcel label with its barcode"),
                                                 asset: "barcode")),
            sections: [
                Section(id: "code", components: [
                    Component(id: "counter-code", content: TextComponent(style: .largeTitle, paragraphs: [code])),
                    Component(id: "counter-text", content: TextComponent(paragraphs: [
                        "Put the parcel on the Scan & Go shelf and show this code to the staff. Keep it until they have scanned it.",
                    ])),
                    // Back to the parcels, where a toast confirms it without stopping anyone. A client
                    // without toasts gets an alert (the downgrade); one that runs no sequence, the plain link.
                    Component(id: "finish", content: ButtonComponent(label: "Done", style: .primary, action: .sequence(
                        SequenceAction(actions: [
                            .navigate(NavigateAction(to: ParcelsRoutes.parcels.path)),
                            .showToast(ShowToastAction(message: request.text("Parcel {code} is registered for Scan & Go", ["code": order.parcelCode]),
                                                       duration: 5)),
                        ]))), fallback: Component(id: "finish", content: ButtonComponent(
                            label: "Done", style: .primary, action: .navigate(NavigateAction(to: ParcelsRoutes.parcels.path))))),
                ]),
            ],
            analytics: AnalyticsMetadata(screenName: "scanAndGoDone"),
            // The counter code's status may change (handed in, expired): revalidated while shown.
            refreshInterval: 30)
    }

    private static func orderAndParcel(_ found: (ScanOrder, Parcel)?, _ id: String) throws(APIError) -> (ScanOrder, Parcel) {
        guard let found else { throw APIError.notFound("There is no Scan & Go order '\(id)'.") }
        return found
    }
}
