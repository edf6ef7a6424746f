/// A test server that did not come up as expected (no port, no address): a
/// failure of the test's setup, told apart from a failing assertion.
public struct ServerFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
    public init(description: String) { self.description = description }
}
