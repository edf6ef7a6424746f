/// How long the bytes a screen route rendered may be sent again instead of
/// building the screen anew. Reuse is what makes a data-built screen as
/// cheap as a content file, and a 304 cost no render at all.
public enum RenderReuse: Sendable, Equatable {
    /// Built for every request (the default): for screens that read anything
    /// a `DataSet` does not cover.
    case never
    /// Reused while the versions of `dataSets` stay the same. `perUser`:
    /// the builder reads who is asking (favourites, a profile), so each user
    /// (and guests) gets renderings of their own.
    case untilChanged(_ dataSets: [String], perUser: Bool = false)

    var dataSets: [String] {
        switch self {
        case .never: return []
        case .untilChanged(let sets, _): return sets
        }
    }
}
