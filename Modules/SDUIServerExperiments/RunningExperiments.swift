import SDUIContract
import SDUIServer

/// The experiments of one content (the folder's, or a release's), as the
/// core keeps them with it (`ContentSnapshot.value(of:)`), so a
/// request sees the experiments of the release it is answered from.
struct RunningExperiments: Sendable {
    /// By each screen path they run on (a flow's under each of its screens), as events name them.
    let byScreen: [String: Experiment]
    /// The same by `ScreenPath`: what each screen request looks up, without spelling its path.
    let byPath: [ScreenPath: Experiment]
    /// Each once, by name.
    let all: [Experiment]

    init(_ experiments: [Experiment]) {
        let byScreen = Dictionary(experiments.flatMap { experiment in experiment.screens.map { ($0, experiment) } }) { first, _ in first }
        self.byScreen = byScreen
        // Checked when the experiments were read: content screens' paths.
        byPath = Dictionary(byScreen.compactMap { key, experiment in (try? ScreenPath(validating: key)).map { ($0, experiment) } }) { first, _ in first }
        // A flow's experiment is filed under each of its screens: once each here.
        all = Dictionary(byScreen.values.map { ($0.name, $0) }) { first, _ in first }.values.sorted { $0.name < $1.name }
    }

    /// The experiments `content` runs; none when it has no `experiments.json`.
    static func of(_ content: ContentSnapshot) -> RunningExperiments? {
        content.value(of: ExperimentFile.file)
    }
}
