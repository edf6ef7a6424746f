import AnalyticsContract
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import SDUI
import SDUIServer
import SDUITesting
import Testing

@Suite("Deep links")
struct DeepLinkTests {
    static func uri(_ link: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return "/v1/deeplinks?url=" + (link.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }

    @Test("an allowed link answers the screen to show")
    func allowed() async throws {
        try await TestServer.run { client in
            let response = try await client.get(Self.uri("https://parcels.example/scan-and-go?location=AMS-01"))
            #expect(response.status == .ok)
            #expect(response.headers[HTTPField.Name("SDUI-Screen-Path")!] == "scan-and-go/AMS-01")
            #expect(response.headers[.eTag] != nil)
            let screen = try TestServer.factory.makeScreen(from: response.bytes)
            #expect(screen.diagnostics.isEmpty)
            #expect(screen.value.id == "scan-and-go-start")
            #expect(screen.value.header?.subtitle?.contains("Amsterdam Centraal") == true)
            let track = try await client.get(Self.uri("https://parcels.example/track/3SABC1234567"))
            #expect(try TestServer.factory.makeScreen(from: track.bytes).value.id == "parcel-3SABC1234567")
            // Where the widget's footer leads: every parcel (the list needs a login, so a guest is asked for one).
            let every = try await client.get(Self.uri("https://parcels.example/track?source=widget"))
            #expect(every.headers[HTTPField.Name("SDUI-Screen-Path")!] == "parcels", "\(every.status)")
        }
    }

    @Test("other links are refused with 403 and a reason", arguments: [
        "https://evil.example/scan-and-go?location=AMS-01",
        "http://parcels.example/scan-and-go?location=AMS-01",
        "https://parcels.example/admin",
        "https://parcels.example/scan-and-go?location=..%2F..%2Fetc",
        "https://parcels.example/scan-and-go?location=NOPE-99",
        "javascript:alert(1)",
        "not a url at all",
        "https://parcels.example:8443/track/3SABC1234567",
        "https://user@parcels.example/track/3SABC1234567",
        "https://127.0.0.1/track/3SABC1234567",
        "https://parcels.example/track/3SABC1234567/../../admin",
    ])
    func refused(_ link: String) async throws {
        try await TestServer.run { client in
            let response = try await client.get(Self.uri(link))
            #expect(response.status == .forbidden, "\(link)")
            #expect(try response.errorCode() == "deeplink_refused")
            #expect(try response.json()["error"]?["message"]?.stringValue?.isEmpty == false)
        }
    }

    @Test("percent-encoding is decoded per segment, so an encoded slash cannot reach another route")
    func encodedSegments() async throws {
        try await TestServer.run { client in
            func message(_ link: String) async throws -> String? {
                let response = try await client.get(Self.uri(link))
                #expect(response.status == .forbidden, "\(link)")
                return try response.json()["error"]?["message"]?.stringValue
            }
            #expect(try await message("https://parcels.example/track/a%2Fb")
                == "This link cannot be opened: the link's parameters are not allowed.")
            #expect(try await message("https://parcels.example/track/%FF")?.contains("does not decode to UTF-8") == true)
            #expect(try await message("https://parcels.example/track/a%2")?.contains("incomplete percent escape") == true)
            let encoded = try await client.get(Self.uri("https://parcels.example/track/3SABC%31234567"))
            #expect(encoded.status == .ok)
            #expect(encoded.headers[HTTPField.Name("SDUI-Screen-Path")!] == "parcels/3SABC1234567")
        }
    }

    @Test("a missing url parameter is a 400")
    func missing() async throws {
        try await TestServer.run { client in
            let response = try await client.get("/v1/deeplinks")
            #expect(response.status == .badRequest)
            #expect(try response.errorCode() == "missing_parameter")
        }
    }
}
