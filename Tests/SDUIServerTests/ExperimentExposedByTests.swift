import SDUIServer
import SDUIServerExperiments
import SDUIServerReleases
import SDUITesting
import Testing

/// An experiment's `exposedBy` (contract §8.6, docs/releases.md) is checked
/// with the rest of the experiments file: a component whose impression
/// could never come would leave every install unexposed, silently.
@Suite("Experiments: exposedBy in the file's problems")
struct ExperimentExposedByTests {
    /// The problems of an experiments file over the repository's content, as "path: reason".
    static func problems(_ experiments: String) throws -> [String] {
        let environment = try ExperimentTests.environment()
        var files = ContentFiles.read(from: TestServer.contentDirectory).files
        files["experiments.json"] = Array(experiments.utf8)
        return environment.releaseProblems(ContentFiles(files: files)).map { "\($0.path): \($0.reason)" }
    }

    static let seen = #"{"id": "seen", "actions": []}"#

    @Test("an exposedBy that is empty, not a string, not on the screen, or on a component without a visibility action in some variant")
    func bad() throws {
        let shown = try Self.problems("""
            {"experiments": [
              {"name": "empty", "screen": "home", "exposedBy": "", "variants": [{"name": "a", "weight": 1}, {"name": "b", "weight": 1}]},
              {"name": "number", "screen": "login", "exposedBy": 5, "variants": [{"name": "a", "weight": 1}, {"name": "b", "weight": 1}]},
              {"name": "absent", "screen": "offline", "exposedBy": "no-such-id", "variants": [{"name": "a", "weight": 1}, {"name": "b", "weight": 1}]},
              {"name": "unseen", "screen": "scan-and-go/ready", "exposedBy": "progress",
               "variants": [{"name": "a", "weight": 1}, {"name": "b", "weight": 1}]},
              {"name": "control-unseen", "screen": "scan-and-go/locker", "exposedBy": "where",
               "variants": [{"name": "control", "weight": 1}, {"name": "b", "weight": 1, "components": {"where": {"type": "text", "id": "where",
                 "paragraphs": ["Locker 14"], "visibilityActions": [\(Self.seen)]}}}]}
            ]}
            """)
        #expect(shown == [
            "experiments[0].exposedBy: exposedBy is the id of the component whose impression counts as the exposure",
            "experiments[1].exposedBy: exposedBy is the id of the component whose impression counts as the exposure",
            "experiments[2].exposedBy: no screen of variant 'a' has a component 'no-such-id', so no install would ever be exposed",
            "experiments[3].exposedBy: 'progress' carries no visibility action in variant 'a', so its impression, and the exposure, never comes",
            "experiments[4].exposedBy: 'where' carries no visibility action in variant 'control', so its impression, and the exposure, never comes",
        ], "\(shown)")
    }

    @Test("an exposedBy seen in every variant, and one on an app's screen (built per request, not checked), are no problem")
    func good() throws {
        let tracked = #"{"type": "text", "id": "share", "paragraphs": ["Share"], "visibilityActions": [\#(Self.seen)]}"#
        let shown = try Self.problems("""
            {"experiments": [
              {"name": "both-seen", "screen": "scan-and-go/how-it-works", "exposedBy": "share",
               "variants": [{"name": "a", "weight": 1, "components": {"share": \(tracked)}}, {"name": "b", "weight": 1, "components": {"share": \(tracked)}}]},
              {"name": "app-screen", "screen": "music", "exposedBy": "promoted-banner",
               "variants": [{"name": "a", "weight": 1}, {"name": "b", "weight": 1}]}
            ]}
            """)
        #expect(shown.isEmpty, "\(shown)")
    }
}
