import Foundation
import GRDB
import SDUI

/// The Scan & Go steps: each stores what the user chose on the order and
/// answers with a `navigate` to the next screen, so the server alone
/// decides the flow.
enum ScanAndGoCommands {
    static func parcel(_ request: CommandRequest) async throws -> CommandResult {
        let locationID = try request.string("location")
        guard let code = request.state("parcelCode")?.stringValue?.trimmingCharacters(in: .whitespaces).uppercased(),
              !code.isEmpty else {
            return .error(message: "Scan the barcode on the parcel label first.")
        }
        guard code.range(of: ScanAndGoScreens.parcelCodePattern, options: .regularExpression) != nil else {
            return .error(message: "“\(code)” is not a parcel code; it starts with 3S followed by 8 to 13 letters or digits.")
        }
        let orderID = "o-" + TokenService.makeToken().prefix(12).lowercased().filter { $0.isLetter || $0.isNumber }
        let outcome = try await request.database.write { db -> String? in
            guard try LocationRecord.exists(db, key: locationID) else { return "unknown location" }
            guard let parcel = try ParcelRecord.fetchOne(db, key: code), parcel.direction == "sent", !parcel.delivered else {
                return "unknown parcel"
            }
            try ScanOrderRecord(id: orderID, locationID: locationID, parcelCode: parcel.code, addressConfirmed: false,
                                option: nil, insured: false, priceCents: nil, counterCode: nil).insert(db)
            return nil
        }
        switch outcome {
        case "unknown location"?:
            throw APIError.notFound("There is no Scan & Go location '\(locationID)'.")
        case .some:
            return .error(message: "No shipment is registered for \(code). Register the parcel in the app first, then scan it again.")
        case nil:
            return next(request, orderID, "address")
        }
    }

    static func confirmAddress(_ request: CommandRequest) async throws -> CommandResult {
        let order = try await existingOrder(request)
        try await request.database.write { db in
            var updated = order
            updated.addressConfirmed = true
            try updated.update(db)
        }
        return next(request, order.id, "options")
    }

    static func option(_ request: CommandRequest) async throws -> CommandResult {
        let order = try await existingOrder(request)
        guard order.addressConfirmed else { return .error(message: "Confirm the address first.") }
        guard let option = request.state("option")?.stringValue.flatMap(ScanAndGoOption.init(rawValue:)) else {
            return .error(message: "Choose one of the delivery options.")
        }
        let insured = request.state("insured")?.boolValue ?? false
        try await request.database.write { db in
            var updated = order
            updated.option = option.rawValue
            updated.insured = insured
            updated.priceCents = option.priceCents + (insured ? ScanAndGoOption.insuranceCents : 0)
            try updated.update(db)
        }
        return next(request, order.id, "pay")
    }

    /// Pays (in this demo, always successfully) and issues the counter code;
    /// paying again answers with the same code.
    static func pay(_ request: CommandRequest) async throws -> CommandResult {
        let order = try await existingOrder(request)
        guard order.priceCents != nil else { return .error(message: "Choose a delivery option before paying.") }
        if order.counterCode == nil {
            var generator = SystemRandomNumberGenerator()
            let code = "K\(Int.random(in: 1000...9999, using: &generator))"
            try await request.database.write { db in
                var updated = order
                updated.counterCode = code
                try updated.update(db)
            }
        }
        return next(request, order.id, "done")
    }

    private static func next(_ request: CommandRequest, _ orderID: String, _ step: String) -> CommandResult {
        .navigate(NavigateAction(destination: "scan-and-go/orders/\(orderID)/\(step)", presentation: .push))
    }

    private static func existingOrder(_ request: CommandRequest) async throws -> ScanOrderRecord {
        let id = try request.string("order")
        guard let order = try await request.database.read({ db in try ScanOrderRecord.fetchOne(db, key: id) }) else {
            throw APIError.notFound("There is no Scan & Go order '\(id)'.")
        }
        return order
    }
}
