/// The response to one exchange, before redirects are looked at.
struct ExchangeResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.last { $0.name.lowercased() == lowered }?.value
    }
}
