/// How long the bytes a screen route rendered may be sent again instead of
/// building the screen anew. Reuse is what makes a data-built screen as
/// cheap as a content file, and a 304 cost no render at all.
///
/// Whatever the choice, a rendering made by a build that read who is asking
/// (`ScreenRequest.user` or `credential`) is kept for that user (or for
/// guests) only, and from then on the route's renderings are per user.
public enum RenderReuse: Sendable, Equatable {
    /// The default. Reused until any data set declared on the server changes,
    /// provided the route's app declared at least one (`AppRegistry.dataSet`):
    /// that declaration says the app's screens read counted tables only.
    /// An app that declared none gets `never`, and the server warns at
    /// start-up that the route was left without a reuse decision.
    case automatic
    /// Built for every request: for screens that read anything a `DataSet`
    /// does not count (the clock, another service).
    case never
    /// Reused while the versions of `dataSets` stay the same: narrower than
    /// `automatic` when the route reads only some sets. `perUser`: the
    /// builder reads who is asking (favourites, a profile), so each user
    /// (and guests) gets renderings of their own from the first request on.
    case untilChanged(_ dataSets: [String], perUser: Bool = false)

    /// How `sdui-server --list-routes` shows it.
    public var summary: String {
        switch self {
        case .automatic: return "automatic"
        case .never: return "never (built for every request)"
        case .untilChanged(let sets, let perUser):
            return "until \(sets.joined(separator: ", ")) change\(perUser ? ", per user" : "")"
        }
    }

    var dataSets: [String] {
        switch self {
        case .automatic, .never: return []
        case .untilChanged(let sets, _): return sets
        }
    }
}
