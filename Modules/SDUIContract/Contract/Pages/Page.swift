/// One page of a list, as `GET /v{n}/pages/{path}?cursor=…` answers it: the
/// rows that follow the ones the client has, and the link to the page after
/// (none on the last page).
///
/// ```json
/// {"components": [{"type": "detailRow", "id": "bwv-51", "title": "Jauchzet Gott in allen Landen"}],
///  "nextPage": {"path": "composers/bach/works", "cursor": "AWQ.x1Yp3v0qJ9m3c8uQe5t0Kw"}}
/// ```
///
/// Rows are decoded as they arrive: a page carries no templates or
/// expressions of its own (a server resolves them before sending).
public struct Page: Codable, Sendable, Equatable {
    @LossyArray public var components: [Component]
    public var nextPage: PageLink?

    public init(components: [Component], nextPage: PageLink? = nil) {
        _components = LossyArray(wrappedValue: components)
        self.nextPage = nextPage
    }

    enum CodingKeys: String, CodingKey {
        case components, nextPage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _components = try container.decode(LossyArray<Component>.self, forKey: .components)
        nextPage = container.decodeLossyIfPresent(PageLink.self, forKey: .nextPage, context: ContractContext.of(decoder))
    }
}
