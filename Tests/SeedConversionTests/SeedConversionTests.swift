import Foundation
import JSON
import PlayerContract
import SDUI
import SeedConversion
import Testing

/// `SeedFormat.convert`: the seeds' own JSON samples (Fixtures/README.md)
/// become documents of this contract that the full client's factory decodes
/// without a diagnostic, and everything that could not be carried over as it
/// was is noted at its JSON pointer in the input.
@Suite("Converting the seeds' documents")
struct SeedConversionTests {
    static let fixtures = #filePath.split(separator: "/").dropLast().joined(separator: "/")

    static func fixture(_ name: String) throws -> JSONValue {
        try JSONParser().parse(try bytes(name))
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        let path = "/" + fixtures + "/Fixtures/" + name
        guard let data = FileManager.default.contents(atPath: path) else { throw FixtureMissing(path: path) }
        return Array(data)
    }

    struct FixtureMissing: Error { let path: String }

    /// The full client's factory: the core's types and the player's `play`.
    static var factory: ScreenFactory {
        var registry = FeatureRegistry()
        try? PlayerWireTypes.all.register(into: &registry)
        return ScreenFactory(delegate: registry)
    }

    static func screen(_ conversion: Conversion) throws -> Decoded<Screen> {
        try factory.makeScreen(from: conversion.document)
    }

    @Test("the tutorial's login screen: one section with its root tree, every name ours, the picture's corner radius noted")
    func tutorial() throws {
        let conversion = try SeedFormat.tutorial.convert(try Self.fixture("tutorial-login.json"))
        let decoded = try Self.screen(conversion)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(decoded.value.id == "login-screen" && decoded.value.title == "Sign In")
        let document = conversion.document
        let root = document["sections"]?[0]?["components"]?[0]
        #expect(root?["type"] == "scroll" && root?["id"] == "scroll-root")
        let column = root?["children"]?[0]
        #expect(column?["type"] == "column" && column?["padding"] == 32 && column?["alignment"] == "center")
        let children = column?["children"]?.arrayValue ?? []
        #expect(children.map { $0["type"]?.stringValue ?? "" } == ["spacer", "image", "text", "text", "textField", "textField", "button", "button"])
        #expect(children[0]["size"] == 60)
        #expect(children[2]["paragraphs"] == "Welcome back")
        #expect(children[3]["color"] == "#8E8E93")
        #expect(children[4]["keyboard"] == "email" && children[5]["secure"] == true)
        let signIn = children[6]["action"]?["actions"]
        #expect(signIn?[0] == ["type": "command", "url": "https://api.example.com/auth/login", "method": "POST", "stateKeys": ["email", "password"], "answer": [:]])
        #expect(children[7]["action"] == ["type": "navigate", "destination": "forgot-password", "presentation": "sheet"])
        #expect(conversion.notes == [
            ConversionNote(path: "/root/children/0/children/1/cornerRadius",
                           message: "a picture's corners are the client's style (contract §13); left out"),
        ])
    }

    @Test("the Medium article's widgets: a section each, the carousel a horizontal strip, kebab-case types ours, picture names as asset: URLs, noted")
    func medium() throws {
        let conversion = try SeedFormat.medium.convert(try Self.fixture("medium-home.json"))
        let decoded = try Self.screen(conversion)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(decoded.value.id == "home" && decoded.value.sections.count == 3)
        let sections = conversion.document["sections"]?.arrayValue ?? []
        #expect(sections[0]["heading"]?["title"] == "Carousel Widget")
        let strip = sections[0]["components"]?[0]
        #expect(strip?["type"] == "scroll" && strip?["axis"] == "horizontal")
        #expect(strip?["children"]?[0] == ["type": "imageBanner", "id": "widget-0-0", "image": ["url": "asset:event-banner-1"]])
        #expect(decoded.value.allComponents.compactMap { $0.content(as: ImageBannerComponent.self)?.image.pictureName } == ["event-banner-1", "event-banner-2"],
                "the contract reads the names back from the URLs")
        let grid = sections[1]["components"]?[0]
        #expect(grid?["type"] == "grid" && grid?["header"] == "Grid Widget")
        #expect(grid?["components"]?[1]?["title"] == "Indie" && grid?["components"]?[1]?["type"] == "exploreTile")
        #expect(sections[2]["components"]?[0]?["components"]?[0]?["type"] == "text")
        #expect(conversion.notes.map(\.path) == ["", "/widgets/0/components/0/data/image", "/widgets/0/components/1/data/image",
                                                  "/widgets/1/components/0/data/image", "/widgets/1/components/1/data/image"])
        #expect(conversion.notes[1].message == "'event-banner-1' names a picture in the app, not a URL: given as `asset:event-banner-1`, drawn by a client that registered a picture of that name, else its placeholder")
        #expect(sections[1]["components"]?[0]?["components"]?[1]?["image"] == ["url": "asset:album-poster-2"])
    }

    @Test("a Medium picture given as a URL or a path stays one, without a note")
    func mediumURLs() throws {
        let input = try JSONParser().parse(Array(#"""
            {"title": "Home", "widgets": [{"type": "list", "components": [
              {"type": "image-banner", "data": {"image": "https://img.example/banner.png"}},
              {"type": "image-banner", "data": {"image": "/images/banner.png"}}]}]}
            """#.utf8))
        let conversion = try SeedFormat.medium.convert(input)
        let banners = conversion.document["sections"]?[0]?["components"]?[0]?["components"]?.arrayValue ?? []
        #expect(banners.map { $0["image"]?["url"]?.stringValue } == ["https://img.example/banner.png", "/images/banner.png"])
        #expect(banners.allSatisfy { $0["image"]?["asset"] == nil })
        #expect(conversion.notes.map(\.path) == [""], "only the id made from the title")
    }

    @Test("Primephonic's composer page: componentScreen links become navigate with a prefetched header, \"4:54\" is 294 seconds and its text")
    func primephonic() throws {
        let conversion = try SeedFormat.primephonic.convert(try Self.fixture("primephonic-composer.json"))
        let decoded = try Self.screen(conversion)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let document = conversion.document
        #expect(document["id"] == "leonard-bernstein" && document["type"] == nil)
        let mozart = document["sections"]?[1]?["components"]?[1]?["items"]?[1]?["action"]
        #expect(mozart?["type"] == "navigate" && mozart?["destination"] == "query/view/artist/wolfgang-amadeus-mozart-1756")
        #expect(mozart?["prefetched"]?["header"]?["kind"] == "portrait", "Primephonic's artist header is framed as a portrait")
        #expect(mozart?["prefetched"]?["header"]?["image"]?["lowResolutionURL"] == "...")
        let track = document["sections"]?[1]?["components"]?[2]
        #expect(track?["duration"] == 294 && track?["durationText"] == "4:54")
        #expect(track?["action"]?["tracksMetadataURL"] == "/query/view/album/886448177210/tracks")
        let artwork = document["sections"]?[1]?["components"]?[0]
        #expect(artwork?["addition"] == nil && artwork?["description"] == "1980 • 30 tracks • 2h 8m", "explicit nulls are absent")
        #expect(document["navigationBar"]?["secondaryButtons"]?[0]?["action"]?["payload"] == "...", "a string payload stays the body as it is")
        #expect(Set(conversion.notes.map(\.path)) == [
            "", "/sections/0/heading/button/action/url", "/sections/1/components/1/items/1/action/url",
            "/sections/1/components/2/action/startTrack/md5", "/sections/1/components/2/action/startTrack",
        ])
        #expect(track?["action"]?["startTrack"] == ["id": "886448177210-0", "title": "Beginning and Ending", "duration": 294])
    }

    @Test("Primephonic's composer as printed: the heading keeps its title without the button that has no action, the screen's own menu and share become the navigation bar's, the string payload is the body")
    func primephonicAsPrinted() throws {
        let conversion = try SeedFormat.primephonic.convert(try Self.fixture("primephonic-composer-as-printed.json"))
        let decoded = try Self.screen(conversion)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let screen = decoded.value
        #expect(screen.sections.map { $0.heading?.title } == ["Popular Works", "Biography"])
        #expect(screen.sections[0].heading?.button == nil)
        #expect(screen.sections[0].components.count == 3)
        let document = conversion.document
        #expect(document["sections"]?[0]?["heading"] == ["title": "Popular Works"])
        #expect(document["navigationBar"] == [
            "secondaryButtons": [["title": "Add playlist to favorites",
                                  "action": ["type": "command", "url": "/command/endpoint?path=favorite_playlist", "payload": "..."]]],
            "share": ["title": "Check out “Episode 1: Baroque Era“ on Primephonic", "url": ""],
        ])
        let menu = try #require(screen.navigationBar?.secondaryButtons)
        #expect(menu.map(\.title) == ["Add playlist to favorites"])
        guard case .command(let command)? = menu.first?.action else {
            Issue.record("the menu entry's action is \(String(describing: menu.first?.action)), not a command")
            return
        }
        #expect(command.payload == "..." && command.body(with: ScreenState()) == "...")
        #expect(screen.navigationBar?.share?.title == "Check out “Episode 1: Baroque Era“ on Primephonic")
        #expect(conversion.notes.map(\.description) == [
            "/: the document has no id; 'leonard-bernstein' is made from its title",
            "/sections/0/heading/button: a button without an action ('Show all'); the button is left out",
        ])
    }

    @Test("a top-level menu of buttons joins the navigation bar's own entries; a second share button and buttons without an action or title are left out, noted")
    func primephonicMenus() throws {
        let json = #"""
            {"type": "componentScreen", "id": "p", "sections": [],
             "navigationBar": {"secondaryButtons": [{"title": "First", "action": {"type": "back"}}],
                               "share": {"title": "Ours", "url": "https://music.example/p"}},
             "menu": {"buttons": [{"title": "Second", "action": {"type": "refresh"}}, {"action": {"type": "back"}},
                                  {"title": "Hologram", "action": {"type": "hologram"}}]},
             "share": {"title": "Theirs", "url": "https://music.example/q"}}
            """#
        let conversion = try SeedFormat.primephonic.convert(try JSONParser().parse(json))
        #expect(conversion.document["navigationBar"] == [
            "secondaryButtons": [["title": "First", "action": ["type": "back"]], ["title": "Second", "action": ["type": "refresh"]]],
            "share": ["title": "Ours", "url": "https://music.example/p"],
        ])
        #expect(conversion.notes.map(\.description) == [
            "/menu/buttons/1: a button without a title (untitled); the button is left out",
            "/menu/buttons/2/action/type: Primephonic's action `hologram` has no counterpart in the contract; left out",
            "/menu/buttons/2: a button without an action ('Hologram'); the button is left out",
            "/share: the navigation bar has a share button already; this one is left out",
        ])
        let bare = try SeedFormat.primephonic.convert(try JSONParser().parse(#"""
            {"type": "componentScreen", "id": "q", "sections": [], "menu": [{"title": "Only", "action": {"type": "back"}}],
             "share": {"title": "No link"}}
            """#))
        #expect(bare.document["navigationBar"] == ["secondaryButtons": [["title": "Only", "action": ["type": "back"]]]])
        #expect(bare.notes.map(\.description) == ["/share: a share button needs a title and a url; left out"])
        #expect(try Self.screen(bare).diagnostics.isEmpty)
    }

    @Test("a command's payload of any JSON type is carried over as it is, without a note", arguments: [
        #""favorite_playlist""#, "7", #"["a", 1]"#, #"{"kind": "playlist"}"#, "false",
    ])
    func primephonicPayloads(payload: String) throws {
        let json = #"{"type": "componentScreen", "id": "p", "sections": [], "secondaryButtons": [{"title": "Go", "action": {"type": "command", "url": "/c", "payload": \#(payload)}}]}"#
        let conversion = try SeedFormat.primephonic.convert(try JSONParser().parse(json))
        #expect(conversion.document["navigationBar"]?["secondaryButtons"]?[0]?["action"]?["payload"] == (try JSONParser().parse(payload)))
        #expect(conversion.notes.isEmpty)
    }

    @Test("PostNL's widgets: the types in our spelling, the footer's link in PostNL's own scheme noted; the sample as printed is a parse error with its line")
    func postnl() throws {
        let shipment = try SeedFormat.postnl.convert(try Self.fixture("postnl-shipment.json"))
        let widget = try Self.factory.makeWidget(from: try shipment.document.serialized())
        #expect(widget.diagnostics.isEmpty, "\(widget.diagnostics)")
        #expect(shipment.document["type"] == "shipment" && shipment.document["icon"]?["asset"] == "Van")
        #expect(shipment.notes.map(\.path) == ["/footer/url"])
        let empty = try SeedFormat.postnl.convert(try Self.fixture("postnl-empty.json"))
        #expect(empty.document == ["type": "empty", "message": "Geen pakketjes naar je onderweg"] && empty.notes.isEmpty)
        let printed = try Self.bytes("postnl-shipment-as-printed.json")
        do throws(JSONParseError) {
            _ = try JSONParser().parse(printed)
            Issue.record("the sample as printed lacks a comma and must not parse")
        } catch {
            #expect(error.line == 11, "\(error)")
        }
    }

    @Test("a document of another shape is refused whole, saying what it lacks", arguments: [
        (SeedFormat.tutorial, #"{"id": "x", "sections": []}"#, "not a SwiftUI tutorial screen (a `root` component tree): it has no `root` component tree"),
        (.medium, #"{"title": "Home", "widgets": {}}"#, "not a Medium article's screen of `widgets`: `widgets` is an object, not a list (at /widgets)"),
        (.primephonic, #"{"type": "albumScreen"}"#, "not a Primephonic component screen (`componentScreen`): its type is 'albumScreen', not 'componentScreen' (at /type)"),
        (.postnl, #"["Shipment"]"#, "not a PostNL widget (`Shipment`, `Empty` or `Error`): the document is an array, not an object"),
    ])
    func refused(format: SeedFormat, json: String, message: String) throws {
        let document = try JSONParser().parse(json)
        do throws(ConversionError) {
            _ = try format.convert(document)
            Issue.record("\(json) was converted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("what has no counterpart is left out and noted, never dropped silently")
    func unknownParts() throws {
        let json = #"""
            {"id": "s", "title": "S", "theme": "dark", "root": {"type": "column", "id": "c", "children": [
              {"type": "map", "id": "m"},
              {"type": "text", "id": "t", "content": "Hi", "lineLimit": 2},
              {"type": "button", "id": "b", "label": "Go", "action": {"type": "navigate", "destination": "next", "params": {"id": "4 2"}}}
            ]}}
            """#
        let conversion = try SeedFormat.tutorial.convert(try JSONParser().parse(json))
        #expect(conversion.notes.map(\.description) == [
            "/root/children/0/type: the tutorial's `map` has no counterpart in the contract; the component is left out",
            "/root/children/1/lineLimit: 'lineLimit' has no counterpart in the contract; left out",
            "/root/children/2/action/params: navigation parameters become the destination's query (next?id=4%202)",
            "/theme: 'theme' has no counterpart in the contract; left out",
        ])
        #expect(conversion.document["sections"]?[0]?["components"]?[0]?["children"]?.arrayValue?.count == 2)
    }
}
