/// A value that decoded, or the reason it did not.
///
/// Used for each element of a lossy array: a broken element becomes a
/// `.failure` and its siblings still decode. It never throws itself.
public enum Lossy<Wrapped: Decodable>: Decodable {
    case value(Wrapped)
    case failure(DecodingFailure)

    public init(from decoder: any Decoder) throws {
        do {
            self = .value(try Wrapped(from: decoder))
        } catch {
            self = .failure(DecodingFailure(error, at: decoder.codingPath))
        }
    }

    public var value: Wrapped? {
        if case .value(let value) = self { return value }
        return nil
    }
}

extension Lossy: Sendable where Wrapped: Sendable {}
