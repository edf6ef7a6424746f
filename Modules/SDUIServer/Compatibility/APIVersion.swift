import SDUIContract

/// The number in `/v{n}/…`: which contract a client was built against.
///
/// A new version is added whenever components or actions appear that older
/// clients cannot show; the server keeps answering every supported version
/// from one code base, downgrading what an older version lacks (see
/// `ContractTypeTable`).
public struct APIVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The `n` of `/v{n}`.
    public let number: Int

    public init(_ number: Int) { self.number = number }

    /// Versions this server answers.
    public static let supported: ClosedRange<Int> = 1...ContractVersion.newest
    public static let v1 = APIVersion(1)
    public static let v2 = APIVersion(2)
    public static let latest = APIVersion(supported.upperBound)

    /// The path prefix of this version, such as `/v2`.
    public var pathPrefix: String { "/v\(number)" }

    public var description: String { "v\(number)" }

    public static func < (lhs: APIVersion, rhs: APIVersion) -> Bool { lhs.number < rhs.number }

    /// Reads the `{version}` path parameter (the part after the `v`).
    ///
    /// A number outside `supported` throws the 410 answer whose body is a
    /// screen every version can show; anything that is not a number in its
    /// canonical spelling (digits, no leading zero) is not a route of this
    /// API at all (404).
    public static func parse(_ parameter: String?) throws(APIError) -> APIVersion {
        // Canonical digits only: `/v02/` and `/v+2/` are not another spelling of `/v2/`.
        guard let parameter, let number = CanonicalDecimal.parse(parameter, maximumDigits: 6) else {
            throw APIError.notFound("'/v\(parameter ?? "")' is not an API version; use /v\(latest.number)/….")
        }
        guard supported.contains(number) else {
            throw UnsupportedVersionAnswer.error(requested: parameter)
        }
        return APIVersion(number)
    }
}
