/// The experiments' own settings (`Experiments`), apart from the core's configuration.
public struct ExperimentsConfiguration: Sendable {
    /// How many installs' exposures one instance remembers having written
    /// (then it forgets them together): a returning install costs no write
    /// until then, and one forgotten costs one write the table ignores.
    public var exposureMemory = 100_000

    public init() {}
}
