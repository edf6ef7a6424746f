import SDUIContract
import SDUIServer

extension ExposureLog {
    /// The install's variant of the experiment running on `path` (alone or as
    /// one screen of a flow), its exposure recorded once per experiment unless
    /// a component's impression records it (`recordSeen`); nil for a screen
    /// no experiment runs on, or a client without an install id (it gets the
    /// control as it is, in no experiment).
    func variant(at path: ScreenPath, install: String?, content: ContentSnapshot) async throws -> ScreenVariant? {
        // Looked up by the path itself: a screen no experiment runs on costs no spelled-out path (an allocation).
        guard let install, let experiment = RunningExperiments.of(content)?.byPath[path],
              let variant = experiment.variant(for: install) else { return nil }
        let key = path.description
        if experiment.exposedBy == nil { await record(experiment, variant: variant, install: install, screen: key) }
        // Checked when the experiments were read: a content screen's path.
        let served = try variant.screens[key].map { try ScreenPath(validating: $0) } ?? path
        return ScreenVariant(path: served, stamp: ";experiment=\(experiment.name)/\(variant.name)") { document in
            experiment.apply(variant, to: document, at: key)
        }
    }
}
