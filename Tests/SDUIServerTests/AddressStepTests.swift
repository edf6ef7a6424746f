import HummingbirdTesting
import JSON
import ParcelsContract
import SDUI
import SDUITesting
import Testing

/// The Scan & Go address step is a form: the screen carries the fields with
/// their rules, and the command checks the same rules again before it stores
/// a corrected address.
@Suite("Scan & Go: correcting the address")
struct AddressStepTests {
    /// Starts an order for the demo parcel; its id and the address screen.
    static func start(_ client: any TestClientProtocol) async throws -> (order: String, screen: JSONValue) {
        let destination = try await ScanAndGoFlow.navigate(client, ParcelsRoutes.scanParcel,
                                                           ["location": "AMS-01", "state": ["parcelCode": "3SDEMO0001234"]])
        let order = String(destination.split(separator: "/")[2])
        return (order, try await ScanAndGoFlow.screen(client, destination))
    }

    static func confirm(_ client: any TestClientProtocol, _ order: String, _ state: JSONObject) async throws -> CommandResult {
        let response = try await client.post(ParcelsRoutes.confirmAddress,
                                             json: ["order": .string(order), "state": .object(state)])
        #expect(response.status == .ok)
        return try TestServer.factory.makeCommandResult(from: response.bytes).value
    }

    static let stored: JSONObject = ["recipientName": "Grace Hopper", "street": "Oudegracht 200", "postcode": "3511 NR", "city": "Utrecht"]
    /// The form's initial state: the stored address and the default "if nobody is home".
    static let initial: JSONObject = ["city": "Utrecht", "ifAway": "neighbour", "postcode": "3511 NR",
                                      "recipientName": "Grace Hopper", "street": "Oudegracht 200"]

    @Test("the form starts with the stored address, and its button checks every field before it sends them")
    func formCarriesTheRules() async throws {
        try await TestServer.run { client in
            let (_, screen) = try await Self.start(client)
            #expect(screen["initialState"] == .object(Self.initial))
            let decoded = try TestServer.factory.makeScreen(from: screen)
            #expect(decoded.diagnostics.isEmpty)
            let fields = decoded.value.allComponents.compactMap { $0.content(as: TextFieldComponent.self) }
            #expect(fields.map(\.stateKey) == ["recipientName", "street", "postcode", "city"])
            #expect(fields.allSatisfy { !$0.validation.isEmpty })
            let button = try #require(decoded.value.allComponents.first { $0.id == "confirm" }?.content(as: ButtonComponent.self))
            #expect(button.validates == ["recipientName", "street", "postcode", "city"])

            // The client's own check: a broken postcode is refused with the rule's message.
            var state = ScreenState(Self.stored)
            state["postcode"] = "3511"
            let failures = FieldValidation.failures(in: decoded.value, state: state, keys: button.validates ?? [])
            #expect(failures.map(\.stateKey) == ["postcode"])
            #expect(failures.first?.message == "A Dutch postcode is four digits and two capitals, as in 3511 NR.")
        }
    }

    @Test("the command refuses what the form refuses, naming the field, and stores nothing", arguments: [
        ("recipientName", "  ", "Enter the recipient's name."),
        ("street", "Oudegracht", "Add the house number after the street, as in Oudegracht 200."),
        ("postcode", "3511", "A Dutch postcode is four digits and two capitals, as in 3511 NR."),
        ("postcode", "0511 NR", "A Dutch postcode is four digits and two capitals, as in 3511 NR."),
        ("city", "", "Enter the city."),
    ])
    func refused(field: String, value: String, message: String) async throws {
        try await TestServer.run { client in
            let (order, _) = try await Self.start(client)
            var state = Self.stored
            state[field] = .string(value)
            #expect(try await Self.confirm(client, order, state) == .error(message: message, field: field))
            // Still the stored address, and the order cannot go on to its options.
            let again = try await Self.start(client)
            #expect(again.screen["initialState"] == .object(Self.initial))
            let option = try await client.post(ParcelsRoutes.chooseOption,
                                               json: ["order": .string(order), "state": ["option": "standard"]])
            let result = try TestServer.factory.makeCommandResult(from: option.bytes).value
            #expect(result == .error(message: "Confirm the address first."))
        }
    }

    @Test("a corrected address is stored on the parcel and shown from then on")
    func corrected() async throws {
        try await TestServer.run { client in
            let (order, _) = try await Self.start(client)
            let corrected: JSONObject = ["recipientName": "Grace B. Hopper", "street": "Neude 11", "postcode": "3512AE", "city": "Utrecht"]
            guard case .navigate(let next) = try await Self.confirm(client, order, corrected) else {
                Issue.record("a valid address should go on to the options")
                return
            }
            #expect(next.destination.hasSuffix("/options"))
            let (_, screen) = try await Self.start(client)
            #expect(screen["initialState"]?["recipientName"] == "Grace B. Hopper")
            #expect(screen["initialState"]?["street"] == "Neude 11")
            #expect(screen["initialState"]?["postcode"] == "3512 AE", "stored with the postcode's space")
            let parcels = try await ScanAndGoFlow.screen(client, .screen(ParcelsRoutes.parcels.path))
            #expect(String(decoding: try JSONWriter().write(parcels), as: UTF8.self).contains("Grace B. Hopper"))
        }
    }

    @Test("a client that sends none of the fields confirms the address as it is")
    func oldClientConfirms() async throws {
        try await TestServer.run { client in
            let (order, _) = try await Self.start(client)
            let response = try await client.post(ParcelsRoutes.confirmAddress, json: ["order": .string(order)])
            let result = try TestServer.factory.makeCommandResult(from: response.bytes).value
            guard case .navigate(let next) = result else {
                Issue.record("expected the options, got \(result)")
                return
            }
            #expect(next.destination.hasSuffix("/options"))
            #expect(try await Self.start(client).screen["initialState"] == .object(Self.initial))
        }
    }

    @Test("the picker's choice travels with the address, is stored on the order and shown on the payment screen")
    func awayChoice() async throws {
        try await TestServer.run { client in
            let (order, screen) = try await Self.start(client)
            let decoded = try TestServer.factory.makeScreen(from: screen)
            let picker = try #require(decoded.value.allComponents.first { $0.id == "if-away" }?.content(as: PickerComponent.self))
            #expect(picker.stateKey == "ifAway")
            #expect(picker.options.map(\.value) == ["neighbour", "pickupPoint", "returnToSender"])

            var state = Self.stored
            state["ifAway"] = "pickupPoint"
            guard case .navigate = try await Self.confirm(client, order, state) else {
                Issue.record("a valid address and choice should go on")
                return
            }
            _ = try await ScanAndGoFlow.navigate(client, ParcelsRoutes.chooseOption,
                                                 ["order": .string(order), "state": ["option": "standard", "insured": false]])
            let pay = try await ScanAndGoFlow.screen(client, .screen(ParcelsRoutes.orderStep.path((order, .pay))))
            #expect(String(decoding: try JSONWriter().write(pay), as: UTF8.self).contains("Take it to a pickup point"))
        }
    }

    @Test("a choice that is not one of the options is refused, naming the picker")
    func unknownAwayChoice() async throws {
        try await TestServer.run { client in
            let (order, _) = try await Self.start(client)
            var state = Self.stored
            state["ifAway"] = "roof"
            #expect(try await Self.confirm(client, order, state)
                    == .error(message: "Choose what happens when nobody is home.", field: "ifAway"))
        }
    }
}
