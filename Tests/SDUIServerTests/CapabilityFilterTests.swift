import JSON
import SDUI
import SDUIServer
import SDUITesting
import Testing

@Suite("CapabilityFilter, in process")
struct CapabilityFilterTests {
    func filter(_ document: JSONValue, version: APIVersion = .v2, header: String? = nil) throws -> JSONValue {
        CapabilityFilter(client: try ClientProfile.make(version: version, header: header, table: TestServer.table), factory: TestServer.factory)
            .filter(document)
    }

    static func screen(_ components: [JSONValue], extra: JSONObject = JSONObject()) -> JSONValue {
        var object: JSONObject = ["id": "s", "sections": [["id": "main", "components": .array(components)]]]
        for (key, value) in extra { object[key] = value }
        return .object(object)
    }

    @Test("the filter's member rules come from the descriptors: one meaning a member name, for the demo's types too")
    func shapeFromDescriptors() {
        #expect(TestServer.table.shapeConflicts.isEmpty)
        #expect(TestServer.table.requiredMembers["button"] == ["action"])
        #expect(TestServer.table.requiredMembers["barcodeInput"] == ["action"])
        #expect(TestServer.table.requiredMembers["(TitledAction)"] == ["action"])
        let conflicting = ContractTypeTable(features: [ContractTypes(owner: "Odd", types: [
            .component(OddComponent.self, members: ContractMembers(opaque: ["children"]), summary: "Children as data."),
        ])])
        #expect(conflicting.shapeConflicts == ["children"])
    }

    struct OddComponent: ComponentContent {
        static let typeName: TypeName = "odd"
    }

    @Test("a sequence missing a step is not sent, so its button falls back or goes")
    func sequenceNeedsEveryStep() throws {
        let sequence: JSONValue = ["type": "sequence", "actions": [
            ["type": "updateState", "key": "k", "value": "v"], ["type": "command", "url": "/v1/commands/x"],
        ]]
        let withFallback: JSONValue = ["type": "button", "id": "b1", "label": "Go", "action": sequence,
                                       "fallback": ["type": "text", "id": "t1", "paragraphs": ["Use the website"]]]
        let withoutFallback: JSONValue = ["type": "button", "id": "b2", "label": "Go", "action": sequence]
        let header = "c:text@1,c:button@1,a:command@1,a:sequence@1"
        let result = try filter(Self.screen([withFallback, withoutFallback]), header: header)
        let components = result["sections"]?[0]?["components"]?.arrayValue ?? []
        #expect(components.count == 1)
        #expect(components.first?["id"]?.stringValue == "t1")
        // With every step declared, the button is kept and its fallback removed.
        let full = try filter(Self.screen([withFallback]), header: header + ",a:updateState@1")
        #expect(full["sections"]?[0]?["components"]?[0]?["type"]?.stringValue == "button")
        #expect(full["sections"]?[0]?["components"]?[0]?["fallback"] == nil)
    }

    @Test("a command to an ordinary endpoint (with an answer) reaches only clients with f:plainAnswers; the others get its fallback")
    func plainAnswersNeedTheFeature() throws {
        let command: JSONValue = ["type": "command", "url": "/v2/auth/token", "answer": ["state": ["token": "token"]],
                                  "fallback": ["type": "openURL", "url": "https://example.com/login"]]
        let document = Self.screen([["type": "button", "id": "b", "label": "Go", "action": command]])
        let header = "c:button@1,a:command@1,a:openURL@1"
        let without = try filter(document, header: header)
        #expect(without["sections"]?[0]?["components"]?[0]?["action"]?["type"] == "openURL")
        let with = try filter(document, header: header + ",f:plainAnswers@1")
        #expect(with["sections"]?[0]?["components"]?[0]?["action"]?["type"] == "command")
        #expect(with["sections"]?[0]?["components"]?[0]?["action"]?["answer"]?["state"]?["token"] == "token")
        // An ordinary command is not touched.
        let plain = Self.screen([["type": "button", "id": "b", "label": "Go", "action": ["type": "command", "url": "/v2/commands/x"]]])
        #expect(try filter(plain, header: header)["sections"]?[0]?["components"]?[0]?["action"]?["type"] == "command")
    }

    @Test("free-form members (state, payloads) are never filtered")
    func opaqueMembersKept() throws {
        let state: JSONObject = ["action": ["type": "play", "startIndex": 1]]
        let command: JSONValue = ["type": "command", "url": "/v1/commands/x", "payload": ["action": ["type": "unknown"]]]
        let document = Self.screen([["type": "button", "id": "b", "label": "Go", "action": command]],
                                   extra: ["initialState": .object(state)])
        let result = try filter(document, header: "c:button@1,a:command@1")
        #expect(result["initialState"] == .object(state))
        #expect(result["sections"]?[0]?["components"]?[0]?["action"] == command)
    }

    @Test("the navigation bar's share button needs the share action; menu entries need theirs")
    func navigationBar() throws {
        let bar: JSONValue = ["secondaryButtons": [
            ["title": "Favourite", "action": ["type": "command", "url": "/v1/commands/favourite"]],
            ["title": "Play all", "action": ["type": "play", "tracksMetadataURL": "/v1/albums/a/tracks", "startIndex": 0,
                                             "startTrack": ["id": "a-0", "title": "A", "duration": 1]]],
        ], "share": ["title": "Listen", "url": "https://music.example/p/x"]]
        let document = Self.screen([], extra: ["navigationBar": bar])
        let without = try filter(document, header: "c:text@1,a:command@1")
        #expect(without["navigationBar"]?["share"] == nil)
        #expect(without["navigationBar"]?["secondaryButtons"]?.arrayValue?.count == 1)
        let with = try filter(document, header: "c:text@1,a:command@1,a:share@1,a:play@1")
        #expect(with["navigationBar"]?["share"] != nil)
        #expect(with["navigationBar"]?["secondaryButtons"]?.arrayValue?.count == 2)
    }

    @Test("a declared type the version does not have is still downgraded")
    func versionWins() throws {
        let tile: JSONValue = ["type": "exploreTile", "id": "tile", "title": "Pop", "subtitle": "Charts"]
        let result = try filter(Self.screen([tile]), version: .v1, header: "c:exploreTile@1,c:detailRow@1")
        let component = result["sections"]?[0]?["components"]?[0]
        #expect(component?["type"]?.stringValue == "detailRow")
        #expect(component?["id"]?.stringValue == "tile")
        #expect(component?["subtitle"]?.stringValue == "Charts")
    }
}
