import SDUI
import Testing

/// `text/event-stream` read in whatever pieces it arrives in.
@Suite("Server-sent events")
struct ServerSentEventParserTests {
    static let stream = Array(": live parcels/3S\nretry: 1000\n\nid: \"e1\"\nevent: changed\ndata: {\"a\":1}\n\n: ping\n\ndata: one\ndata: two\n\n".utf8)

    @Test("events, ids and multi-line data; comments and retry are no events")
    func whole() throws {
        var parser = ServerSentEventParser()
        let events = try parser.feed(Self.stream)
        #expect(events == [
            ServerSentEvent(id: "\"e1\"", event: "changed", data: "{\"a\":1}"),
            ServerSentEvent(id: "\"e1\"", event: "message", data: "one\ntwo"),
        ])
        #expect(parser.lastEventID == "\"e1\"")
    }

    @Test("split at every byte, and with CR LF or CR line ends, the same events come out")
    func anyPieces() throws {
        var whole = ServerSentEventParser()
        let expected = try whole.feed(Self.stream)
        var bytewise = ServerSentEventParser()
        var events: [ServerSentEvent] = []
        for byte in Self.stream { events += try bytewise.feed([byte]) }
        #expect(events == expected)
        for ending in ["\r\n", "\r"] {
            var parser = ServerSentEventParser()
            let text = String(decoding: Self.stream, as: UTF8.self).replacingOccurrences(of: "\n", with: ending)
            var split: [ServerSentEvent] = []
            for byte in Array(text.utf8) { split += try parser.feed([byte]) }
            #expect(split == expected, "line ends \(ending.debugDescription)")
        }
    }

    @Test("an event larger than the limit is an error, not a growing buffer")
    func bounded() {
        var parser = ServerSentEventParser()
        let huge = Array(("data: " + String(repeating: "x", count: ServerSentEventParser.maximumEventBytes)).utf8)
        #expect(throws: ServerSentEventParser.Failure.eventTooLarge(limit: ServerSentEventParser.maximumEventBytes)) {
            _ = try parser.feed(huge)
        }
        var lines = ServerSentEventParser()
        let many = Array(String(repeating: "data: 0123456789\n", count: 5_000).utf8)
        #expect(throws: ServerSentEventParser.Failure.self) { _ = try lines.feed(many) }
    }

    @Test("the id a reconnect sends is the last one seen, kept from before")
    func lastEventID() throws {
        var parser = ServerSentEventParser(lastEventID: "\"old\"")
        #expect(try parser.feed(Array("data: x\n\n".utf8)).first?.id == "\"old\"")
        _ = try parser.feed(Array("id: \"new\"\n\n".utf8))
        #expect(parser.lastEventID == "\"new\"")
    }
}
