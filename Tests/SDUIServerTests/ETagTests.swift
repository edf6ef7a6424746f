import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MusicContract
import SDUI
import SDUIServer
import SDUITesting
import Testing

@Suite("ETags and caching")
struct ETagTests {
    @Test("a matching If-None-Match answers 304 without a body; a changed screen gets a new tag")
    func roundTrip() async throws {
        try await TestServer.run { client in
            let first = try await client.get(.screen("home"))
            #expect(first.status == .ok)
            let tag = try #require(first.headers[.eTag])
            #expect(tag.hasPrefix("\"") && tag.hasSuffix("\"") && !tag.hasPrefix("W/"))
            #expect(first.headers[.cacheControl] == "private, no-cache")
            let again = try await client.get(.screen("home"))
            #expect(again.headers[.eTag] == tag)
            #expect(again.bytes == first.bytes)

            let notModified = try await client.get(.screen("home"), headers: [.ifNoneMatch: tag])
            #expect(notModified.status == .notModified)
            #expect(notModified.body.readableBytes == 0)
            #expect(notModified.headers[.eTag] == tag)
            let weak = try await client.get(.screen("home"), headers: [.ifNoneMatch: "\"other\", W/\(tag)"])
            #expect(weak.status == .notModified)
            let stale = try await client.get(.screen("home"), headers: [.ifNoneMatch: "\"stale\""])
            #expect(stale.status == .ok)

            // Other bytes for another client, other tags.
            let v1 = try await client.get(.screen("home"), version: 1)
            #expect(v1.headers[.eTag] != tag)
            let v1NotModified = try await client.get(.screen("home"), version: 1, headers: [.ifNoneMatch: tag])
            #expect(v1NotModified.status == .ok)
        }
    }

    @Test("cached content screens still differ per capability header")
    func cachePerClient() async throws {
        try await TestServer.run { client in
            let full = try await client.get(.screen("offline"))
            let minimal = try await client.get(.screen("offline"), headers: [HTTPField.Name("SDUI-Capabilities")!: "c:text@1"])
            let fullAgain = try await client.get(.screen("offline"))
            #expect(full.bytes == fullAgain.bytes)
            #expect(full.bytes != minimal.bytes)
            #expect(full.headers[.eTag] != minimal.headers[.eTag])
            #expect(!minimal.text.contains("button"))
        }
    }

    @Test("tags agree across two server instances")
    func deterministicAcrossInstances() async throws {
        let first = try await TestServer.run { client in try await client.get(.screen("music")).headers[.eTag] }
        let second = try await TestServer.run { client in try await client.get(.screen("music")).headers[.eTag] }
        #expect(first != nil && first == second)
    }

    @Test("after a favourite the playlist's tag changes")
    func tagFollowsData() async throws {
        try await TestServer.run { client in
            let guest = GuestHeaders.make()
            let before = try await client.get(.screen("playlists/late-night"), headers: guest)
            let tag = try #require(before.headers[.eTag])
            #expect(try await client.post(MusicRoutes.favourite, json: ["playlist": "late-night"], headers: guest).status == .ok)
            var conditional = guest
            conditional[.ifNoneMatch] = tag
            let after = try await client.get(.screen("playlists/late-night"), headers: conditional)
            #expect(after.status == .ok)
            #expect(after.headers[.eTag] != tag)
        }
    }
}
