/// A test's own setup going wrong (mkdtemp, a failed login), told apart from a failing assertion.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
