import Foundation
import Hummingbird
import HummingbirdTesting
import JSON
import Logging
import ParcelsContract
import PlayerContract
import SDUI
@testable import SDUIServer
import SDUITesting
import Testing

/// Screens in the client's language: `Accept-Language` chooses English or
/// Dutch, strings fall back to English one by one, and caches key on it.
@Suite("Languages")
struct LanguageTests {
    static let dutch: HTTPFields = [.acceptLanguage: "nl-NL, nl;q=0.9, en;q=0.5"]

    @Test("Accept-Language: the heaviest supported range wins; unknown, refused or unreadable ones give English", arguments: [
        ("nl-NL, nl;q=0.9, en;q=0.5", "nl"),
        ("nl", "nl"),
        ("NL-be", "nl"),
        ("en;q=0.8, nl", "nl"),
        ("fr, nl;q=0.1", "nl"),
        ("fr", "en"),
        ("nl;q=0", "en"),
        ("nl;q=0.5, en;q=0.5", "nl"),
        ("*", "en"),
        ("", "en"),
        ("nl;q=2", "en"),
        ("nl;q=0.1234", "en"),
        ("n1", "en"),
        ("nl;level=1", "en"),
        ("toolongtag-nl", "en"),
        (" nl , fr ", "nl"),
        ("en;q=0, *", "nl"),
        ("en;q=0.1, *", "nl"),
        ("nl;q=0, *", "en"),
        ("en, nl, *;q=0.9", "en"),
        ("nl;q=1.", "nl"),
        ("nl;q=0., en;q=0.5", "en"),
    ])
    func negotiation(_ header: String, _ expected: String) {
        #expect(AcceptLanguage.choose(header, supported: ["en", "nl"]) == expected, "\(header)")
        #expect(AcceptLanguage.choose(nil, supported: ["en", "nl"]) == "en")
    }

    @Test("the parcels screen in Dutch: static and built strings, data from the store, Content-Language and Vary")
    func parcelsInDutch() async throws {
        try await TestServer.run { client in
            let response = try await client.get(.screen("parcels"), headers: Self.dutch)
            #expect(response.status == .ok)
            #expect(response.headers[.contentLanguage] == "nl")
            #expect(response.headers[.vary]?.contains("Accept-Language") == true)
            let screen = try TestServer.factory.makeScreen(from: response.bytes).value
            #expect(screen.title == "Pakketten")
            #expect(screen.header?.title == "Je pakketten")
            #expect(screen.header?.subtitle == "2 onderweg naar je", "a string built with a value")
            let text = response.text
            #expect(text.contains("Verstuur een pakket met Scan & Go"))
            #expect(text.contains("\"Onderweg\""), "a status from the database")
            // No translation: the sender's name stays as it is; nothing shows a key.
            #expect(text.contains("Your Sports Shop"))
            #expect(!text.contains("{count}"))

            let english = try await client.get(.screen("parcels"))
            #expect(english.headers[.contentLanguage] == "en")
            #expect(try TestServer.factory.makeScreen(from: english.bytes).value.title == "Parcels")
        }
    }

    @Test("each language has its own ETag: the English one gets Dutch in full, the Dutch one a 304")
    func tagsPerLanguage() async throws {
        try await TestServer.run { client in
            let english = try await client.get(.screen("home"))
            let dutch = try await client.get(.screen("home"), headers: Self.dutch)
            let englishTag = try #require(english.headers[.eTag])
            let dutchTag = try #require(dutch.headers[.eTag])
            #expect(englishTag != dutchTag)
            var switched = Self.dutch
            switched[.ifNoneMatch] = englishTag
            let changed = try await client.get(.screen("home"), headers: switched)
            #expect(changed.status == .ok)
            #expect(changed.text.contains("Welkom"), "from the content file's own translations")
            var same = Self.dutch
            same[.ifNoneMatch] = dutchTag
            let unchanged = try await client.get(.screen("home"), headers: same)
            #expect(unchanged.status == .notModified)
            #expect(unchanged.headers[.contentLanguage] == "nl")
        }
    }

    @Test("a language the server does not have is answered in English")
    func unsupportedLanguage() async throws {
        try await TestServer.run { client in
            let response = try await client.get(.screen("parcels"), headers: [.acceptLanguage: "fr-FR, de;q=0.8"])
            #expect(response.status == .ok)
            #expect(response.headers[.contentLanguage] == "en")
            #expect(try TestServer.factory.makeScreen(from: response.bytes).value.title == "Parcels")
        }
    }

    @Test("command results and the widget are translated too")
    func commandsAndWidget() async throws {
        try await TestServer.run { client in
            let result = try await client.post(ParcelsRoutes.scanParcel, json: ["location": "AMS-01", "state": ["parcelCode": ""]],
                                               headers: Self.dutch)
            #expect(result.headers[.contentLanguage] == "nl")
            #expect(result.text.contains("Scan eerst de barcode op het verzendlabel."), "\(result.text)")
            let widget = try await client.get("/v2/widget", headers: Self.dutch)
            #expect(widget.text.contains("Log in om je pakketten hier te volgen"), "\(widget.text)")
            #expect(widget.headers[.contentLanguage] == "nl")
        }
    }

    @Test("only text fields are translated: ids, state keys, destinations and values never")
    func onlyTextFields() {
        let table = Translations(["nl": ["parcels": "pakketten", "Parcels": "Pakketten", "Pay {price}": "Betaal {price}",
                                         "Choose {a} or {b}": "Kies {a} of {b}"]])
        let document: JSONValue = [
            "id": "parcels", "title": "Parcels",
            "sections": [["id": "parcels", "components": [
                ["type": "button", "id": "parcels", "label": "Parcels", "action": ["type": "navigate", "destination": "parcels"]],
                ["type": "picker", "stateKey": "parcels", "options": [["title": "Parcels", "value": "parcels"]]],
                ["type": "text", "paragraphs": ["Parcels", "parcels"]],
            ]]],
        ]
        let translated = table.translate(document, to: "nl")
        #expect(translated["id"] == "parcels")
        #expect(translated["title"] == "Pakketten")
        let components = translated["sections"]?[0]?["components"]
        #expect(components?[0]?["id"] == "parcels")
        #expect(components?[0]?["label"] == "Pakketten")
        #expect(components?[0]?["action"]?["destination"] == "parcels")
        #expect(components?[1]?["stateKey"] == "parcels")
        #expect(components?[1]?["options"]?[0]?["title"] == "Pakketten")
        #expect(components?[1]?["options"]?[0]?["value"] == "parcels")
        #expect(components?[2]?["paragraphs"] == ["Pakketten", "pakketten"])
        #expect(table.translate(document, to: "en") == document)
        #expect(table.text("Pay {price}", ["price": "€7.75"], in: "nl") == "Betaal €7.75")
        #expect(table.text("Pay {price}", ["price": "€7.75"], in: "fr") == "Pay €7.75")
        #expect(table.text("Untranslated {x}", ["x": "1"], in: "nl") == "Untranslated 1")
        // One pass: a value that looks like a placeholder is never expanded again.
        #expect(table.text("Choose {a} or {b}", ["a": "{b}", "b": "two"], in: "nl") == "Kies {b} of two")
        // Data the client sends back or keeps is never translated, whatever its keys are called.
        let command: JSONValue = ["type": "button", "label": "Parcels",
                                  "action": ["type": "command", "url": "commands/x", "payload": ["title": "Parcels"]]]
        let sent = table.translate(command, to: "nl")
        #expect(sent["label"] == "Pakketten")
        #expect(sent["action"]?["payload"]?["title"] == "Parcels")
        let screen: JSONValue = ["title": "Parcels", "initialState": ["title": "Parcels"], "sections": []]
        #expect(table.translate(screen, to: "nl")["initialState"]?["title"] == "Parcels")
    }

    @Test("the texts the contract declares are translated wherever they sit: a command's failure message, a feature's text")
    func declaredTextsTranslated() {
        var table = Translations(["nl": ["Could not save": "Opslaan mislukt", "3 min": "3 min.", "Parcels": "Pakketten"]])
        let command: JSONValue = ["type": "command", "url": "commands/x",
                                  "optimistic": ["state": ["saved": true], "failureMessage": "Could not save"]]
        #expect(table.translate(command, to: "nl")["optimistic"]?["failureMessage"] == "Opslaan mislukt")
        // A feature's own text member is looked up on a server that installed the feature.
        let track: JSONValue = ["type": "track", "title": "Parcels", "durationText": "3 min"]
        #expect(table.translate(track, to: "nl")["durationText"] == "3 min")
        table.textMembers = ContractTypeTable(features: [PlayerWireTypes.all]).textMembers
        #expect(table.translate(track, to: "nl")["durationText"] == "3 min.")
        #expect(table.translate(track, to: "nl")["title"] == "Pakketten")
    }

    @Test("a content file's translations are checked: languages, shapes and texts, each with its path")
    func contentTranslationsChecked() throws {
        let cases: [(String, String)] = [
            (#""translations": "nl""#, "translations"),
            (#""translations": {"EN": {"Hi": "Hoi"}}"#, "translations.EN"),
            (#""translations": {"en": {"Hi": "Hi"}}"#, "translations.en"),
            (#""translations": {"nl": ["Hoi"]}"#, "translations.nl"),
            (#""translations": {"nl": {"Hi": 5}}"#, #"translations.nl["Hi"]"#),
            (#""translations": {"nl": {"Hi": ""}}"#, #"translations.nl["Hi"]"#),
        ]
        for (translations, path) in cases {
            let file = #"{"id": "t", "title": "Hi", "sections": [{"components": [{"type": "text", "paragraphs": ["Hi"]}]}], \#(translations)}"#
            let result = ContentLibrary.validate(Array(file.utf8), file: "screens/t.json", factory: TestServer.factory, table: TestServer.table)
            guard case .failure(let errors) = result else {
                Issue.record("\(translations) was accepted")
                continue
            }
            #expect(errors.problems.contains { $0.path == path }, "\(translations): \(errors.problems)")
        }
        let good = #"{"id": "t", "title": "Hi", "sections": [{"components": [{"type": "text", "paragraphs": ["Hi"]}]}], "translations": {"nl": {"Hi": "Hoi"}}}"#
        let accepted = ContentLibrary.validate(Array(good.utf8), file: "screens/t.json", factory: TestServer.factory, table: TestServer.table)
        guard case .success(let document) = accepted else {
            Issue.record("a good file was refused: \(accepted)")
            return
        }
        let (screen, tables) = ContentLibrary.split(document)
        #expect(screen["translations"] == nil, "clients never see it")
        #expect(tables == ["nl": ["Hi": "Hoi"]])
    }

    @Test("two apps translating one string differently cannot both be installed; the same translation twice can")
    func registryConflicts() throws {
        var registry = AppRegistry()
        try registry.translations(["Parcels": "Pakketten"], for: "nl")
        try registry.translations(["Parcels": "Pakketten", "Music": "Muziek"], for: "nl")
        #expect(throws: AppRegistrationError.self) { try registry.translations(["Parcels": "Paketten"], for: "nl") }
        #expect(registry.translations.text("Music", in: "nl") == "Muziek")
        #expect(registry.translations.languages == ["en", "nl"])
    }
}
