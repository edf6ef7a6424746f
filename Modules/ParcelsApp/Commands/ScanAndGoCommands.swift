import Foundation
import ParcelsContract
import SDUIContract
import SDUIServer

/// The Scan & Go steps: each stores what the user chose on the order and
/// answers with a `navigate` to the next screen, so the server alone
/// decides the flow.
struct ScanAndGoCommands: Sendable {
    let store: any ParcelStore

    func parcel(_ body: ScanParcelInput, _ request: CommandRequest) async throws -> CommandResult {
        let locationID = body.location
        guard let code = body.state?.parcelCode?.trimmingCharacters(in: .whitespaces).uppercased(),
              !code.isEmpty else {
            return .error(message: "Scan the barcode on the parcel label first.")
        }
        guard code.range(of: ScanAndGoScreens.parcelCodePattern, options: .regularExpression) != nil else {
            return .error(message: "“\(code)” is not a parcel code; it starts with 3S followed by 8 to 13 letters or digits.")
        }
        let orderID = "o-" + RandomToken.make().prefix(12).lowercased().filter { $0.isLetter || $0.isNumber }
        switch try await store.startOrder(id: orderID, location: locationID, parcelCode: code) {
        case .unknownLocation:
            throw APIError.notFound("There is no Scan & Go location '\(locationID)'.")
        case .noShipment:
            return .error(message: "No shipment is registered for \(code). Register the parcel in the app first, then scan it again.")
        case .started:
            return next(orderID, .address)
        }
    }

    /// Confirms the address, corrected when the client sent the form's fields (checked
    /// by the same rules the form has; the first that fails names its field). A client
    /// that sends none of them confirms the address as it is.
    func confirmAddress(_ body: OrderInput, _ request: CommandRequest) async throws -> CommandResult {
        var order = try await existingOrder(body.order)
        let state = (body.state ?? [:]).filter { !$0.value.isNull }
        let keys = RecipientAddress.fields.map(\.stateKey)
        if keys.contains(where: { state[$0] != nil }) {
            var values: [String: String] = [:]
            for key in keys { values[key] = state[key]?.stringValue ?? "" }
            switch RecipientAddress.checked(values) {
            case .failure(let failure):
                return .error(message: failure.message, field: failure.stateKey)
            case .success(let address):
                try await store.updateRecipient(parcelCode: order.parcelCode, name: address.name, address: address.formatted)
            }
        }
        if let away = state[AwayChoice.stateKey] {
            guard let choice = away.stringValue.flatMap(AwayChoice.init(rawValue:)) else {
                return .error(message: "Choose what happens when nobody is home.", field: AwayChoice.stateKey)
            }
            order.ifAway = choice.rawValue
        }
        order.addressConfirmed = true
        try await store.update(order)
        return next(order.id, .options)
    }

    func option(_ body: OptionInput, _ request: CommandRequest) async throws -> CommandResult {
        var order = try await existingOrder(body.order)
        guard order.addressConfirmed else { return .error(message: "Confirm the address first.") }
        guard let option = body.state?.option.flatMap(ScanAndGoOption.init(rawValue:)) else {
            return .error(message: "Choose one of the delivery options.")
        }
        let insured = body.state?.insured ?? false
        order.option = option.rawValue
        order.insured = insured
        order.priceCents = option.priceCents + (insured ? ScanAndGoOption.insuranceCents : 0)
        try await store.update(order)
        return next(order.id, .pay)
    }

    /// Pays (in this demo, always successfully) and issues the counter code;
    /// paying again answers with the same code.
    func pay(_ body: OrderInput, _ request: CommandRequest) async throws -> CommandResult {
        var order = try await existingOrder(body.order)
        guard order.priceCents != nil else { return .error(message: "Choose a delivery option before paying.") }
        if order.counterCode == nil {
            var generator = SystemRandomNumberGenerator()
            order.counterCode = "K\(Int.random(in: 1000...9999, using: &generator))"
            try await store.update(order)
        }
        return next(order.id, .done)
    }

    private func next(_ orderID: String, _ step: ScanAndGoStep) -> CommandResult {
        .navigate(NavigateAction(to: ParcelsRoutes.orderStep.path((orderID, step)), presentation: .push))
    }

    private func existingOrder(_ id: String) async throws -> ScanOrder {
        guard let order = try await store.order(id: id) else {
            throw APIError.notFound("There is no Scan & Go order '\(id)'.")
        }
        return order
    }
}
