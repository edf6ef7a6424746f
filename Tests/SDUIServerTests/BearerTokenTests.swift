import HTTPTypes
import Hummingbird
@testable import SDUIServer
import Testing

@Suite("The bearer token read from Authorization")
struct BearerTokenTests {
    static func token(_ header: String) throws(APIError) -> String? {
        let request = Request(
            head: HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/v2/screens/profile",
                              headerFields: [.authorization: header]),
            body: RequestBody(buffer: ByteBuffer()))
        return try BearerCredential.token(in: request)
    }

    @Test("the scheme in any case, after and before any spaces; the token is the rest")
    func readsTheToken() throws {
        #expect(try Self.token("Bearer abc-123") == "abc-123")
        #expect(try Self.token("bearer abc") == "abc")
        #expect(try Self.token("  BEARER   abc") == "abc")
        #expect(try Self.token("Bearer a b") == "a b")
        #expect(try Self.token("Bearer " + String(repeating: "t", count: 256)) == String(repeating: "t", count: 256))
    }

    @Test("anything else is a 401 that says what the header must be")
    func refusesTheRest() {
        for header in ["Basic YWRhOmxvdmVsYWNl", "Bearer", "Bearer ", "Bearerabc", "Béarer abc", "Bear abc", "",
                       "Bearer " + String(repeating: "t", count: 257)] {
            #expect(throws: APIError.self, "\(header)") { try Self.token(header) }
            do { _ = try Self.token(header) } catch {
                #expect(error.status == .unauthorized)
                #expect(error.message == "The Authorization header must be 'Bearer <token>'.")
            }
        }
    }
}
