import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
@testable import SDUIServer
import SDUITesting
import Testing

/// `GET /images/{name}`: the server's own pictures, so the demo needs no internet.
@Suite("The server's pictures")
struct PictureRouteTests {
    @Test("a picture with its type from its bytes, an ETag, a day of caching, and a 304 for the tag")
    func served() async throws {
        try await TestServer.run { client in
            let png = try await client.get("/images/parcel-label.png")
            #expect(png.status == .ok)
            #expect(png.headers[.contentType] == "image/png")
            #expect(png.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(png.headers[.cacheControl] == "public, max-age=86400")
            let tag = try #require(png.headers[.eTag])
            let again = try await client.get("/images/parcel-label.png", headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified)
            #expect(again.bytes.isEmpty)
            let jpeg = try await client.get("/images/concert-hall.jpg")
            #expect(jpeg.headers[.contentType] == "image/jpeg")
        }
    }

    @Test("names that are not a served picture are a 404 that says which", arguments: [
        "/images/missing.png", "/images/..%2Fscreens%2Fhome.json", "/images/parcel-label.PNG.txt", "/images/.hidden.png",
    ])
    func notServed(_ path: String) async throws {
        try await TestServer.run { client in
            let response = try await client.get(path)
            #expect(response.status == .notFound, "\(path)")
            #expect(try response.errorCode() == "not_found")
        }
    }

    @Test("files that are not pictures, or have names that are not plain, are left out with a reason")
    func leftOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a picture".utf8).write(to: images.appendingPathComponent("fake.png"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: images.appendingPathComponent("two.dots.png"))
        try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: images.appendingPathComponent("photo.jpeg"))
        try FileManager.default.createSymbolicLink(at: images.appendingPathComponent("link.png"),
                                                   withDestinationURL: images.appendingPathComponent("photo.jpeg"))
        let library = PictureLibrary.load(from: folder.path, logger: Logger(label: "test"))
        #expect(Set(library.pictures.keys) == ["photo.jpeg"])
        #expect(library.problems.map(\.file).sorted() == ["images/fake.png", "images/link.png", "images/two.dots.png"])
        #expect(library.problems.contains { $0.file == "images/fake.png" && $0.reason.contains("not a PNG or JPEG") })
        #expect(PictureLibrary.load(from: folder.appendingPathComponent("nowhere").path, logger: Logger(label: "test")).pictures.isEmpty)
    }
}
