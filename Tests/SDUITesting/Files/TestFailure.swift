/// A test's own setup going wrong (mkdtemp, a failed login, a server without a port),
/// told apart from a failing assertion.
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
