import CompressNIO
import CurlTransport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import SDUI
@testable import SDUIServer
import SDUIServerSQLite
import SDUITesting
import Testing

/// gzip for the clients that ask: screens compressed once per rendering,
/// other JSON answers per request, small answers and other clients left as
/// they were, a tag per representation.
@Suite("Compressed answers")
struct CompressionTests {
    static func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
        var buffer = ByteBuffer(bytes: bytes)
        let plain = try buffer.decompress(with: .gzip())
        return Array(plain.readableBytesView)
    }

    @Test("which Accept-Encoding headers take gzip", arguments: [
        ("gzip", true), ("GZIP", true), ("x-gzip", true), ("deflate, gzip;q=0.5", true), ("*", true),
        ("br, zstd, gzip, deflate", true), ("gzip;q=0", false), ("gzip; q=0.0", false), ("*;q=0", false),
        ("*, gzip;q=0", false), ("identity", false), ("br", false), ("", false),
    ])
    func acceptEncoding(header: String, takesGzip: Bool) {
        #expect(ContentCoding.acceptsGzip(header) == takesGzip)
    }

    @Test("which Accept-Encoding headers take Brotli", arguments: [
        ("br", true), ("BR", true), ("gzip, deflate, br, zstd", true), ("*", true), ("br;q=0", false), ("*, br;q=0", false),
        ("gzip", false), ("", false),
    ])
    func acceptBrotli(header: String, takesBrotli: Bool) {
        #expect(ContentCoding.accepted(header).brotli == takesBrotli)
    }

    @Test("a screen is sent in Brotli when the client takes it (preferred to gzip), with a tag of its own that revalidates; gzip when Brotli is refused")
    func screenInBrotli() async throws {
        try await TestServer.run { client in
            let plain = try await client.get(.screen("parcels"))
            let gzipped = try await client.get(.screen("parcels"), headers: [.acceptEncoding: "gzip"])
            let brotli = try await client.get(.screen("parcels"), headers: [.acceptEncoding: "gzip, deflate, br"])
            #expect(brotli.headers[.contentEncoding] == "br")
            #expect(brotli.headers[.contentLength] == String(brotli.bytes.count))
            #expect(brotli.bytes.count < gzipped.bytes.count, "\(brotli.bytes.count) B in Brotli, \(gzipped.bytes.count) B in gzip")
            #expect(brotli.headers[.vary]?.contains("Accept-Encoding") == true)
            let tag = try #require(brotli.headers[.eTag])
            #expect(tag.hasSuffix("-br\"") && tag != plain.headers[.eTag] && tag != gzipped.headers[.eTag])
            let revalidated = try await client.get(.screen("parcels"), headers: [.acceptEncoding: "br", .ifNoneMatch: tag])
            #expect(revalidated.status == .notModified)
            let refused = try await client.get(.screen("parcels"), headers: [.acceptEncoding: "br;q=0, gzip"])
            #expect(refused.headers[.contentEncoding] == "gzip")
        }
    }

    @Test("no Accept-Encoding header takes nothing")
    func absentHeader() {
        #expect(!ContentCoding.acceptsGzip(nil))
    }

    @Test("a screen over the threshold is gzipped for a client that asks, with a tag of its own; either tag revalidates")
    func screenCompressed() async throws {
        try await TestServer.run { client in
            let plain = try await client.get(.screen("parcels"))
            #expect(plain.headers[.contentEncoding] == nil)
            #expect(plain.bytes.count >= ContentCoding.threshold)
            let gzipped = try await client.get(.screen("parcels"), headers: [.acceptEncoding: "gzip, deflate"])
            #expect(gzipped.status == .ok)
            #expect(gzipped.headers[.contentEncoding] == "gzip")
            #expect(gzipped.headers[.contentLength] == String(gzipped.bytes.count))
            #expect(gzipped.bytes.count < plain.bytes.count)
            #expect(try Self.gunzip(gzipped.bytes) == plain.bytes)
            #expect(gzipped.headers[.vary]?.contains("Accept-Encoding") == true)
            #expect(plain.headers[.vary]?.contains("Accept-Encoding") == true)
            let plainTag = try #require(plain.headers[.eTag])
            let gzipTag = try #require(gzipped.headers[.eTag])
            #expect(plainTag != gzipTag)
            #expect(gzipTag == String(plainTag.dropLast()) + "-gzip\"")
            for tag in [plainTag, gzipTag] {
                let again = try await client.get(.screen("parcels"), headers: [.acceptEncoding: "gzip", .ifNoneMatch: tag])
                #expect(again.status == .notModified, "\(tag)")
                #expect(again.headers[.eTag] == gzipTag)
                #expect(again.body.readableBytes == 0)
            }
        }
    }

    @Test("a screen under the threshold is sent as it is")
    func smallScreenPlain() async throws {
        try await TestServer.run { client in
            let offline = try await client.get(.screen("offline"), headers: [.acceptEncoding: "gzip"])
            #expect(offline.status == .ok)
            #expect(offline.bytes.count < ContentCoding.threshold)
            #expect(offline.headers[.contentEncoding] == nil)
        }
    }

    /// An app with one large JSON endpoint and one small one.
    struct Numbers: ServerApp {
        static let numbers = EndpointRoute<Void>(.get, "numbers")
        static let few = EndpointRoute<Void>(.get, "few")
        let name = "Numbers"
        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.endpoint(Self.numbers) { _, _ in try .json(encoding: Array(0..<2000)) }
            try registry.endpoint(Self.few) { _, _ in try .json(encoding: [1, 2, 3]) }
        }
    }

    static func numbers() throws -> ServerEnvironment {
        var registry = AppRegistry()
        try registry.install(Numbers())
        var logger = Logger(label: "compression")
        logger.logLevel = .critical
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                          apps: registry, storage: try SQLiteDatabase.open(path: ":memory:"), logger: logger)
    }

    @Test("other JSON answers are gzipped per request when large enough and asked for")
    func endpointCompressed() async throws {
        try await TestServer.run(try Self.numbers()) { client in
            let plain = try await client.send(Numbers.numbers)
            #expect(plain.headers[.contentEncoding] == nil)
            let gzipped = try await client.send(Numbers.numbers, headers: [.acceptEncoding: "gzip"])
            #expect(gzipped.headers[.contentEncoding] == "gzip")
            #expect(gzipped.headers[.vary] == "Accept-Encoding")
            #expect(gzipped.headers[.contentLength] == String(gzipped.bytes.count))
            #expect(try Self.gunzip(gzipped.bytes) == plain.bytes)
            let few = try await client.send(Numbers.few, headers: [.acceptEncoding: "gzip"])
            #expect(few.headers[.contentEncoding] == nil)
            #expect(few.text == "[1,2,3]")
            let refused = try await client.send(Numbers.numbers, headers: [.acceptEncoding: "gzip;q=0, identity"])
            #expect(refused.headers[.contentEncoding] == nil)
            #expect(refused.bytes == plain.bytes)
        }
    }

    @Test("the client (libcurl) asks for compression and gets the same screen, and its stored tag revalidates")
    func realClient() async throws {
        try await TestServer.run(try TestServer.demo(), on: .live) { client in
            guard let port = client.port else { throw TestFailure("the live client has no port") }
            let url = "http://127.0.0.1:\(port)/v2/screens/parcels"
            let curl = CurlHTTPClient()
            let answer = try await curl.send(OutgoingRequest(url: url))
            let plain = try await client.get(.screen("parcels"))
            #expect(answer.status == 200)
            #expect(answer.body == plain.bytes, "libcurl decoded the Brotli body to the screen's bytes")
            let encoding = answer.headers.first { $0.name.lowercased() == "content-encoding" }?.value
            #expect(encoding == "br", "libcurl takes Brotli, which the server prefers")
            let tag = try #require(answer.headers.first { $0.name.lowercased() == "etag" }?.value)
            let again = try await curl.send(OutgoingRequest(url: url, headers: [("If-None-Match", tag)]))
            #expect(again.status == 304)
        }
    }
}
