/// One step of an app's (or the framework's) schema or seed, run once per
/// database in registration order, identified by `id` (`music-1-schema`).
///
/// Write it so a second run changes nothing (`CREATE TABLE IF NOT EXISTS`,
/// `INSERT … ON CONFLICT DO NOTHING`): a database whose tables an earlier
/// release made under other migration ids is then taken over as it is.
public struct Migration: Sendable {
    public let id: String
    public let apply: @Sendable (any SQLExecutor) throws -> Void

    public init(id: String, apply: @escaping @Sendable (any SQLExecutor) throws -> Void) {
        self.id = id
        self.apply = apply
    }
}
