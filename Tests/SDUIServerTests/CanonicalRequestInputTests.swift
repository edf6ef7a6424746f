import HTTPTypes
import HummingbirdTesting
import SDUI
@testable import SDUIServer
import SDUITesting
import Testing

/// Numbers from clients (API version segments, release numbers, limits,
/// q-values) are read in their one canonical spelling: another spelling is
/// not the same value, and never a second path to one answer.
@Suite("Canonical numbers in requests")
struct CanonicalRequestInputTests {
    @Test("numbers and weights from clients are read in their canonical spelling only")
    func canonicalNumbers() throws {
        #expect(CanonicalDecimal.parse("2") == 2)
        #expect(CanonicalDecimal.parse("0") == 0)
        for bad in ["02", "+2", "-2", " 2", "2 ", "", "1e3", "0x10", "9999999999999999999"] {
            #expect(CanonicalDecimal.parse(bad) == nil, "\(bad)")
        }
        #expect(CanonicalDecimal.parse("1234567", maximumDigits: 6) == nil)
        #expect(QualityValue.thousandths("0.5") == 500)
        #expect(QualityValue.thousandths("1.000") == 1000)
        #expect(QualityValue.thousandths("0.") == 0)
        for bad in ["nan", "-0", "1e0", "0.0001", "1.5", "2", ".5", "0x1p-2", "inf"] {
            #expect(QualityValue.thousandths(bad) == nil, "\(bad)")
        }
        #expect(ContentCoding.accepted("gzip;q=nan").gzip, "an unreadable weight is no weight, not a refusal")
        #expect(ContentCoding.accepted("gzip;q=0.000").gzip == false)
    }

    @Test("an API version is its digits without a leading zero or sign: /v02/ and /v+2/ are no routes (404), /v0/ is a retired one (410)")
    func versionSegments() async throws {
        try await TestServer.run(try TestServer.demo()) { (client: any TestClientProtocol) async throws in
            #expect(try await client.get(.screen("home")).status == .ok)
            for uri in ["/v02/screens/home", "/v002/screens/home", "/v+2/screens/home", "/v-2/screens/home",
                        "/v02/widget", "/v9999999/screens/home"] {
                #expect(try await client.get(uri).status == .notFound, "\(uri)")
            }
            #expect(try await client.get(.screen("home"), version: 0).status == .gone)
        }
        #expect(throws: APIError.self) { try APIVersion.parse("02") }
        #expect(try APIVersion.parse("2") == .v2)
    }

    @Test("every spelling of one capability manifest is one rendering in the cache: order, spaces and repeats do not multiply entries")
    func capabilitySpellingsShareOneEntry() async throws {
        let environment = try TestServer.demo()
        let canonical = PageRouteTests.paging[PageRouteTests.capability] ?? ""
        let entries = canonical.split(separator: ",").map(String.init)
        #expect(entries.count > 3)
        let spellings = [
            entries.reversed().joined(separator: ","),
            entries.joined(separator: ", "),
            (entries + [entries[0]]).joined(separator: ","),
            entries.joined(separator: ",") + ",",
        ]
        try await TestServer.run(environment) { (client: any TestClientProtocol) async throws in
            let first = try await client.get(.screen("home"), headers: PageRouteTests.paging)
            #expect(first.status == .ok)
            let kept = environment.renderCache.footprint.entries
            #expect(kept > 0, "the screen is kept")
            for spelling in spellings {
                let answer = try await client.get(.screen("home"), headers: [PageRouteTests.capability: spelling])
                #expect(answer.status == .ok, "\(spelling)")
                #expect(answer.headers[.eTag] == first.headers[.eTag], "\(spelling)")
            }
            #expect(environment.renderCache.footprint.entries == kept, "no spelling made an entry of its own")
        }
        let manifest = try CapabilityManifest.parse(header: canonical).get()
        #expect(CapabilityKey.spells(manifest, canonical))
        for spelling in spellings {
            #expect(!CapabilityKey.spells(manifest, spelling), "\(spelling)")
            #expect(CapabilityKey.canonical(spelling, manifest: manifest) == canonical)
        }
        #expect(CapabilityKey.canonical(nil, manifest: nil) == nil)
    }
}
