import CurlTransport
import FlowScript
import SDUI
import Testing

/// `sdui run` scripts against the real server over real HTTP: the demo
/// flows a person plays through in `sdui open`, by script.
@Suite("Demo flows against the server")
struct FlowTests {
    @Test("Scan & Go: scan, confirm, choose, pay, show the code", arguments: [1, 2])
    func scanAndGo(apiVersion: Int) async throws {
        let (report, output) = try await FlowServer.run("scan-and-go", apiVersion: apiVersion)
        #expect(report.passed, "\(output)")
        #expect(output.contains("question “Scan the barcode on the parcel label"))
    }

    @Test("Scan & Go from a link: the picker's choice for an empty home reaches the payment screen")
    func awayChoice() async throws {
        let (report, output) = try await FlowServer.run("scan-and-go-away")
        #expect(report.passed, "\(output)")
    }

    @Test("Scan & Go's checklist: select all, a count that follows each check, a button that opens at three, by triggers alone")
    func dependentInputs() async throws {
        let (report, output) = try await FlowServer.run("parcel-ready")
        #expect(report.passed, "\(output)")
    }

    @Test("Music: composer, favourites that flip, a new playlist by name, a track")
    func music() async throws {
        let (report, output) = try await FlowServer.run("music")
        #expect(report.passed, "\(output)")
        #expect(output.contains("Created “Evening music”"))
    }

    @Test("Music after another guest hearted the same playlist: that guest's heart is not this one's, and the flow still passes")
    func musicAfterAnotherGuest() async throws {
        let (report, output) = try await FlowServer.run("music") { base in
            // Another install, with its own id, favourites the playlist the flow starts on (and makes a playlist).
            let other = [(name: InstallID.headerName, value: InstallID.random().value),
                         (name: "Content-Type", value: "application/json")]
            for (command, body) in [("favourite", #"{"playlist":"baroque-essentials","favourite":true}"#),
                                    ("playlists/create", #"{"name":"Evening music"}"#)] {
                let answer = try await CurlHTTPClient().send(OutgoingRequest(method: "POST", url: base + "/v2/commands/\(command)",
                                                                             headers: other, body: Array(body.utf8)))
                #expect(answer.status == 200, "\(command): \(String(decoding: answer.body, as: UTF8.self))")
            }
        }
        #expect(report.passed, "\(output)")
    }

    @Test("a code the server does not know is refused and the flow stays on the scan step")
    func wrongCode() async throws {
        let (report, output) = try await FlowServer.run("wrong-code")
        #expect(report.passed, "\(output)")
    }

    @Test("the profile asks for a login, and shows up after it")
    func login() async throws {
        let (report, output) = try await FlowServer.run("login")
        #expect(report.passed, "\(output)")
    }
}
