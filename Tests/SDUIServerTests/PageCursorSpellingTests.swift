import Crypto
import HTTPTypes
import HummingbirdTesting
import JSON
import SDUI
@testable import SDUIServer
import SDUITesting
import Testing

/// Page cursors as a hostile client writes them: every other spelling of a
/// valid cursor's bytes, and payloads signed with the server's own key (read
/// from its database, as a leaked key or an old build's bug would give
/// them) whose numbers are extreme. Each is a 400 that says why, or a page;
/// never a trap, and the server keeps answering.
@Suite("Page cursors: canonical spellings and extreme numbers")
struct PageCursorSpellingTests {
    static let path = "composers/bach/works"
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// A cursor for `payload` signed as the server signs: HMAC-SHA256 under the
    /// database's key over the path, a zero byte and the payload, cut to 16 bytes.
    static func signed(_ payload: String, path: String = path, environment: ServerEnvironment) async throws -> String {
        let key = try await environment.storage.sharedSecret(named: SharedSecret.pageCursors)
        let message = Array(path.utf8) + [0] + Array(payload.utf8)
        let mac = Array(HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key)).prefix(16))
        return base64url(Array(payload.utf8)) + "." + base64url(mac)
    }

    /// base64url without padding, written here apart from the server's encoder.
    static func base64url(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)]) + [0, 0]
            let word = Int(chunk[0]) << 16 | Int(chunk[1]) << 8 | Int(chunk[2])
            let characters = [18, 12, 6, 0].map { alphabet[(word >> $0) & 0x3F] }
            text += String(characters.prefix(min(bytes.count - index, 3) + 1))
            index += 3
        }
        return text
    }

    /// Every text that differs from `part` only in the unused low bits of its last character.
    static func lowBitVariants(of part: Substring, byteCount: Int) -> [String] {
        let unused = [0, 4, 2][byteCount % 3]
        guard unused > 0, let last = part.last, let value = alphabet.firstIndex(of: last) else { return [] }
        return (1..<(1 << unused)).map { bits in String(part.dropLast()) + String(alphabet[value | bits]) }
    }

    static var today: Int64 { ServerClock.now() / 86_400 }

    static func get(_ client: some TestClientProtocol, cursor: String, path: String = path) async throws -> TestResponse {
        try await client.get("/v2/pages/\(path)?cursor=\(APIRoute.percentEncoded(cursor))", headers: PageRouteTests.paging)
    }

    @Test("every other value of the unused low bits of the payload's or the signature's last character is a 400",
          arguments: ["5", "50", "500"])
    func lowBitsOfTheLastCharacter(position: String) async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment) { client in
            let payload = "[\"\(Self.today)\",\"\(position)\"]"
            let cursor = try await Self.signed(payload, environment: environment)
            #expect(try await Self.get(client, cursor: cursor).status == .ok, "the canonical spelling opens the page")
            let parts = cursor.split(separator: ".")
            let (payloadPart, macPart) = (String(parts[0]), String(parts[1]))
            let payloadVariants: [String] = Self.lowBitVariants(of: parts[0], byteCount: payload.utf8.count).map { $0 + "." + macPart }
            let macVariants: [String] = Self.lowBitVariants(of: parts[1], byteCount: 16).map { payloadPart + "." + $0 }
            let variants = payloadVariants + macVariants
            #expect(payloadVariants.count == [0, 15, 3][payload.utf8.count % 3])
            #expect(macVariants.count == 15)
            for variant in variants {
                let answer = try await Self.get(client, cursor: variant)
                #expect(answer.status == .badRequest, "\(variant)")
                #expect(try answer.errorCode() == "invalid_page_cursor", "\(variant)")
                #expect(answer.text.contains("unused bits are not zero"), "\(variant): \(answer.text)")
            }
        }
    }

    @Test("padding, '+' or '/', and a lone last character are other spellings, refused with a 400 that says which part")
    func lenientSpellings() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment) { client in
            // A position whose payload and signature hold '-' or '_' somewhere, so '+'/'/' spellings exist.
            var cursor = ""
            for number in 0..<200 where !(cursor.contains("-") || cursor.contains("_")) {
                cursor = try await Self.signed("[\"\(Self.today)\",\"\(number)\"]", environment: environment)
            }
            let parts = cursor.split(separator: ".").map(String.init)
            let (payload, mac) = (parts[0], parts[1])
            let plusSlash: String = cursor.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
            let spellings: [String] = [
                payload + "==." + mac,
                payload + "." + mac + "==",
                plusSlash,
                payload + "A." + mac,
                cursor + ".",
                " " + cursor,
            ]
            for spelling in spellings where spelling != cursor {
                let answer = try await Self.get(client, cursor: spelling)
                #expect(answer.status == .badRequest, "\(spelling)")
                #expect(try answer.errorCode() == "invalid_page_cursor", "\(spelling): \(answer.text)")
            }
            #expect(try await Self.get(client, cursor: cursor).status == .ok)
        }
    }

    /// `request`'s answer for a payload made from the day it is asked on (UTC
    /// days, as the server counts them), asked again when midnight passed
    /// while it was out: the answer then says what the next day makes of an
    /// old day's payload, which is not what the case is about.
    static func onOneDay(_ request: (_ today: Int64) async throws -> TestResponse) async throws -> (today: Int64, answer: TestResponse) {
        for _ in 0..<3 {
            let today = Self.today
            let answer = try await request(today)
            if Self.today == today { return (today, answer) }
        }
        throw TestFailure("the day changed during each of three requests")
    }

    @Test("a signed day that is extreme, negative, spelled otherwise or not today's is refused with a 400, and the server goes on")
    func extremeDays() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment) { client in
            let cases: [(day: @Sendable (Int64) -> String, code: String, says: String)] = [
                ({ _ in "-9223372036854775808" }, "invalid_page_cursor", "out of range"),
                ({ _ in "9223372036854775807" }, "invalid_page_cursor", "after today"),
                ({ _ in "-9223372036854775807" }, "invalid_page_cursor", "out of range"),
                ({ _ in "-1" }, "page_cursor_expired", "expired"),
                ({ _ in "0" }, "page_cursor_expired", "expired"),
                ({ "\($0 - 2)" }, "page_cursor_expired", "2 days ago"),
                ({ "\($0 + 1)" }, "invalid_page_cursor", "after today"),
                ({ "+\($0)" }, "invalid_page_cursor", "canonical integer"),
                ({ "0\($0)" }, "invalid_page_cursor", "canonical integer"),
                ({ " \($0)" }, "invalid_page_cursor", "canonical integer"),
                ({ _ in "-0" }, "invalid_page_cursor", "canonical integer"),
                ({ _ in "99999999999999999999999" }, "invalid_page_cursor", "canonical integer"),
                ({ _ in "" }, "invalid_page_cursor", "canonical integer"),
            ]
            for (day, code, says) in cases {
                let (today, answer) = try await Self.onOneDay { today in
                    try await Self.get(client, cursor: try await Self.signed("[\"\(day(today))\",\"50\"]", environment: environment))
                }
                #expect(answer.status == .badRequest, "day \(day(today))")
                #expect(try answer.errorCode() == code, "day \(day(today)): \(answer.text)")
                #expect(answer.text.contains(says), "day \(day(today)): \(answer.text)")
            }
            let payloads: [@Sendable (Int64) -> String] = [
                { "[\($0),\"50\"]" }, { "{\"day\":\"\($0)\"}" }, { _ in "[]" }, { "[\"\($0)\",50]" }, { _ in "not json" },
            ]
            for payload in payloads {
                let (today, answer) = try await Self.onOneDay { today in
                    try await Self.get(client, cursor: try await Self.signed(payload(today), environment: environment))
                }
                #expect(answer.status == .badRequest, "\(payload(today))")
                #expect(try answer.errorCode() == "invalid_page_cursor", "\(payload(today)): \(answer.text)")
            }
            let (_, yesterday) = try await Self.onOneDay { today in
                try await Self.get(client, cursor: try await Self.signed("[\"\(today - 1)\",\"50\"]", environment: environment))
            }
            #expect(yesterday.status == .ok, "made yesterday: still within the lifetime")
        }
    }

    @Test("signed positions that are extreme numbers (Int64.min, Int64.max, negative, huge) get a page or a 404, never a trap")
    func extremePositions() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment) { client in
            let positions = ["-9223372036854775808", "9223372036854775807", "-1", "-50", "99999999999999999999999",
                             "-99999999999999999999999", "1e400", "+50", "050", "", "abc"]
            for position in positions {
                let cursor = try await Self.signed("[\"\(Self.today)\",\"\(position)\"]", environment: environment)
                let answer = try await Self.get(client, cursor: cursor)
                #expect(answer.status == .ok || answer.status == .notFound, "position \(position): \(answer.status) \(answer.text)")
            }
            // The parcels' journey pages read an Int64 position too.
            for position in ["-9223372036854775808", "9223372036854775807", "-1"] {
                let path = "parcels/3SABC1234567/journey"
                let cursor = try await Self.signed("[\"\(Self.today)\",\"\(position)\"]", path: path, environment: environment)
                let answer = try await Self.get(client, cursor: cursor, path: path)
                #expect(answer.status.code < 500, "journey position \(position): \(answer.status) \(answer.text)")
            }
            let first = try await client.get(.screen("composers/bach/works"), headers: PageRouteTests.paging)
            #expect(first.status == .ok, "the server still answers")
        }
    }

    @Test("the server's own encoder and decoder agree with an independent base64url, and refuse every non-canonical last character")
    func base64urlCodec() throws {
        for count in 0..<40 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let text = Base64URL.encode(bytes)
            #expect(text == Self.base64url(bytes))
            #expect(try Base64URL.decode(Substring(text)) == bytes)
            for variant in Self.lowBitVariants(of: Substring(text), byteCount: count) {
                #expect(throws: Base64URL.DecodingError.trailingBits) { try Base64URL.decode(Substring(variant)) }
            }
        }
        #expect(throws: Base64URL.DecodingError.length(5)) { try Base64URL.decode("AAAAA") }
        #expect(throws: Base64URL.DecodingError.character(offset: 2)) { try Base64URL.decode("AA==") }
        #expect(throws: Base64URL.DecodingError.character(offset: 1)) { try Base64URL.decode("A+AA") }
    }

    @Test("the age of a cursor is computed without overflow for every day, today included at the extremes")
    func ageArithmetic() throws {
        let payload = { (day: Int64) in Array("[\"\(day)\",\"1\"]".utf8) }
        #expect(throws: PageCursorRefusal.malformed("its day -9223372036854775808 is out of range")) {
            try PageCursorFormat.position(payload: payload(.min), today: 1)
        }
        #expect(throws: PageCursorRefusal.notYetValid(days: UInt64(Int64.max) + 1)) {
            try PageCursorFormat.position(payload: payload(.max), today: -1)
        }
        #expect(try PageCursorFormat.position(payload: payload(.max), today: .max) == ["1"])
        #expect(try PageCursorFormat.position(payload: payload(.min), today: .min + 1) == ["1"])
        #expect(PageCursorFormat.day(of: .min) == Int64.min / 86_400 - 1)
        #expect(PageCursorFormat.day(of: -1) == -1)
        #expect(PageCursorFormat.day(of: .max) == Int64.max / 86_400)
    }
}
