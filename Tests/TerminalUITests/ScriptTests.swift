import FlowScript
import JSON
import SDUI
import SDUISession
import SDUITesting
import Synchronization
import Testing
import TerminalUI

@Suite("Flow scripts")
struct ScriptTests {
    // MARK: Parsing

    @Test("steps, quoting and comments")
    func parsing() throws {
        let lines = try ScriptParser.parse(#"""
            # Scan & Go
            open home
            tap "Scan & Go"   # by label
            type parcelCode 3SABC1234567
            type note "two words"
            toggle insured
            choose "Evening"
            answer My playlist
            back
            refresh
            expect text "Parcel \"delivered\""
            expect no text Error
            expect state parcelCode 3SABC1234567
            expect screen scan-and-go-done
            expect title "Paid"
            expect message "Added"
            print
            """#)
        #expect(lines.map(\.step) == [
            .open("home"), .tap("Scan & Go"), .type(field: "parcelCode", text: "3SABC1234567"), .type(field: "note", text: "two words"),
            .toggle("insured"), .choose("Evening"), .answer("My playlist"), .back, .refresh,
            .expectText("Parcel \"delivered\"", present: true), .expectText("Error", present: false),
            .expectState(key: "parcelCode", value: "3SABC1234567"), .expectScreen("scan-and-go-done"), .expectTitle("Paid"),
            .expectMessage("Added"), .print,
        ])
        #expect(lines[1].number == 3)
        #expect(lines[1].text == #"tap "Scan & Go"   # by label"#)
    }

    @Test("errors name the file and line")
    func parseErrors() {
        #expect(throws: ScriptError(source: "flow.sdui", line: 2, reason: "unknown step 'tapp'; expected open, tap, type, toggle, answer, choose, back, refresh, expect or print")) {
            try ScriptParser.parse("open home\ntapp x", source: "flow.sdui")
        }
        #expect(throws: ScriptError(source: "s", line: 1, reason: "unterminated quoted string")) {
            try ScriptParser.parse(#"tap "Scan"#, source: "s")
        }
        #expect(throws: ScriptError.self) { try ScriptParser.parse("expect colour red") }
        #expect(throws: ScriptError.self) { try ScriptParser.parse("type onlyfield") }
    }

    // MARK: Running

    /// A small Scan & Go flow on an in-memory server.
    struct Flow {
        let http = InMemoryHTTPClient(tagsEveryAnswer: true)
        let presenter = ScriptPresenter()
        let session: Session
        let runner: ScriptRunner

        init() throws {
            let registry = try Fixtures.registry()
            let api = APIClient(http: http, endpoint: try ServerEndpoint(baseURL: InMemoryHTTPClient.base, apiVersion: 1),
                                factory: ScreenFactory(delegate: registry), userAgent: "script-tests/1.0")
            session = Session(api: api, registry: registry, presenter: presenter)
            runner = ScriptRunner(session: session, presenter: presenter, renderer: ScreenRenderer(registry: .withTracks), width: 60)
            http.route(InMemoryHTTPClient.screenURL("home"), json: Fixtures.screen(title: "Parcels", #"""
                {"type": "detailRow", "id": "scan", "title": "Scan & Go", "primaryAction": {"type": "navigate", "destination": "scan"}}
                """#))
            http.route(InMemoryHTTPClient.screenURL("scan"), json: #"""
                {"id": "scan-start", "title": "Scan & Go", "initialState": {"parcelCode": ""}, "sections": [{"id": "s", "components": [
                  {"type": "textField", "id": "code-field", "placeholder": "Parcel code (3S…)", "stateKey": "parcelCode"},
                  {"type": "toggle", "id": "insured", "label": "Insure this parcel", "stateKey": "insured"},
                  {"type": "button", "id": "continue", "label": "Continue", "style": "primary",
                   "action": {"type": "command", "url": "/v1/commands/parcel", "stateKeys": ["parcelCode", "insured"]}}]}]}
                """#)
            http.route(InMemoryHTTPClient.commandURL("parcel")) { request in
                let body = (try? JSONParser().parse(request.body ?? [])) ?? .null
                let code = body["state"]?["parcelCode"]?.stringValue ?? ""
                let json = code.hasPrefix("3S")
                    ? #"{"type": "requestInput", "prompt": "When should we deliver?", "input": {"kind": "choice", "options": [{"title": "Morning", "value": "am"}, {"title": "Evening", "value": "pm"}]}, "submit": {"url": "/v1/commands/slot", "answerKey": "slot", "payload": {"code": "\#(code)"}}}"#
                    : #"{"type": "error", "message": "This parcel code is not valid."}"#
                return HTTPResponse(status: 200, body: Array(json.utf8), url: request.url)
            }
            http.route(InMemoryHTTPClient.commandURL("slot")) { request in
                let body = (try? JSONParser().parse(request.body ?? [])) ?? .null
                let slot = body["slot"]?.stringValue ?? "?"
                let json = #"{"type": "navigate", "action": {"destination": "done/\#(slot)"}}"#
                return HTTPResponse(status: 200, body: Array(json.utf8), url: request.url)
            }
            http.route(InMemoryHTTPClient.screenURL("done/pm"), json: #"""
                {"id": "scan-done", "title": "Paid", "sections": [{"id": "d", "components": [
                  {"type": "text", "id": "code", "style": "largeTitle", "paragraphs": ["K7-204"]},
                  {"type": "text", "id": "t", "paragraphs": ["Show this code at the counter. We deliver in the evening."]}]}]}
                """#)
        }

        func run(_ script: String) async throws -> (ScriptReport, String) {
            let output = Mutex<[String]>([])
            let report = await runner.run(try ScriptParser.parse(script, source: "test.sdui")) { line in
                output.withLock { $0.append(line) }
            }
            return (report, output.withLock { $0.joined(separator: "\n") })
        }
    }

    @Test("a whole flow: open, tap by label, type, toggle, choose, expectations")
    func flow() async throws {
        let flow = try Flow()
        let (report, output) = try await flow.run("""
            open home
            expect title Parcels
            tap "Scan & Go"
            expect screen scan-start
            type parcelCode 3SABC1234567
            toggle insured
            expect state insured true
            tap Continue
            choose Evening
            expect screen scan-done
            expect text "deliver in the evening"
            expect text K7-204
            expect no text "not valid"
            back
            expect state parcelCode 3SABC1234567
            """)
        #expect(report.passed, "\(output)")
        #expect(report.stepsPassed == 14)
        #expect(output.contains("✓   3 tap \"Scan & Go\"  → scan-start “Scan & Go”"))
        #expect(output.contains("question “When should we deliver?” answered by line 9"))
        let sent = try #require(flow.http.requests.first { $0.url == InMemoryHTTPClient.commandURL("parcel") })
        #expect(try JSONParser().parse(sent.body ?? [])["state"]?["insured"] == .bool(true))
    }

    @Test("type refuses what the field's keyboard would not take, naming the character and the field")
    func typeFollowsKeyboard() async throws {
        let flow = try Flow()
        flow.http.route(InMemoryHTTPClient.screenURL("count"), json: Fixtures.screen(title: "Count", #"""
            {"type": "textField", "id": "count-field", "placeholder": "How many", "stateKey": "count", "keyboard": "number"}
            """#, initialState: #"{"count": ""}"#))
        let (report, _) = try await flow.run("open count\ntype count 12\nexpect state count 12\ntype count 1x")
        #expect(report.failure?.line == 4)
        #expect(report.failure?.reason == "“x” cannot be typed into count: This field takes digits only.")
        #expect(await flow.session.stateValue(forKey: "count") == .string("12"))
    }

    @Test("a failed expectation names its line and prints the screen at that moment")
    func failure() async throws {
        let flow = try Flow()
        let (report, output) = try await flow.run("""
            open home
            tap "scan & go"
            type code-field WRONG
            tap Continue
            expect message "not valid"
            expect text "Parcel delivered"
            expect title Never
            """)
        let failure = try #require(report.failure)
        #expect(failure.line == 6)
        #expect(failure.reason == "“Parcel delivered” is not on the screen")
        #expect(failure.screen.contains("[WRONG"))
        #expect(output.contains("✗   6 expect text \"Parcel delivered\""))
        #expect(output.contains("Screen when line 6 failed:"))
        #expect(output.contains("Something went wrong: This parcel code is not valid."))
        #expect(report.stepsPassed == 5)
    }

    @Test("a question the script does not answer, a wrong option and a missing element fail clearly")
    func unanswered() async throws {
        let flow = try Flow()
        let (report, _) = try await flow.run("open home\ntap Scan\ntype parcelCode 3S1\ntap Continue\nexpect screen scan-done")
        #expect(report.failure?.line == 4)
        #expect(report.failure?.reason.contains("the server asked “When should we deliver?”") == true)

        let wrong = try Flow()
        let (wrongReport, _) = try await wrong.run("open home\ntap Scan\ntype parcelCode 3S1\ntap Continue\nchoose Night")
        #expect(wrongReport.failure?.reason.contains("no option “Night”") == true)
        #expect(wrongReport.failure?.reason.contains("“Morning”, “Evening”") == true)

        let missing = try Flow()
        let (missingReport, _) = try await missing.run("open home\ntap Nowhere")
        #expect(missingReport.failure?.line == 2)
        #expect(missingReport.failure?.reason.contains("nothing called “Nowhere”") == true)
        #expect(missingReport.failure?.reason.contains("“Scan & Go” (scan)") == true)
    }
}
