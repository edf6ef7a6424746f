// libFuzzer entry point for the server's parsers of client input that need no
// server: page cursors (unsigned, and signed with a fixed test key so the
// payload reader is reached), the capability header, Accept-Language and
// q-values, canonical decimals (API version segments, release numbers,
// limits), IP addresses, trusted-proxy lists and the forwarding headers
// (X-Forwarded-For, Forwarded), install ids, screen paths and the members a
// client sends beside a command payload that is not an object
// (`SDUI-Command-Members`, read by SDUIContract's `CommandBody`). The sources
// are compiled into this harness from Modules/SDUIServer/Parsing (which
// imports neither Hummingbird nor Crypto for this reason) by Scripts/fuzz.sh;
// never built by SwiftPM.
//
// A finding is any process death: a trap (overflow, index out of range), a
// sanitizer report, a hang, or a failed check below (`fatalError`, so the log
// says which; trapping on purpose is fine in this harness and nowhere else).
// The checks are the parsers' promises: one accepted spelling per value
// (whatever is accepted is written back byte for byte), and every result
// in its range.
import JSON
import SDUIContract

/// Stand-in for the server's HMAC: a keyed 128-bit FNV-1a, only so that half
/// the inputs pass the signature check and reach the payload reader. Not a
/// MAC; the harness has no Crypto.
func testSignature(_ message: [UInt8]) -> [UInt8] {
    let key: [UInt8] = Array("fuzz-test-key-0123456789abcdef!!".utf8)
    var out: [UInt8] = []
    for lane in UInt64(0)..<2 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ lane
        for byte in key + [0] + message {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: hash >> UInt64(shift))) }
    }
    return out
}

/// Days the payload reader is asked about: today-ish and the extremes.
let todays: [Int64] = [0, 20_000, 20_001, -1, .max, .min, .max - 1, .min + 1]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let mode = bytes.first else { return 0 }
    let rest = Array(bytes.dropFirst())
    let text = String(decoding: rest, as: UTF8.self)
    if mode & 1 == 1 {
        signedCursor(payload: rest, path: "composers/bach/works")
    } else {
        unsignedCursor(text)
    }
    base64(rest, text: text)
    capabilities(text)
    languages(text)
    numbers(text)
    addresses(text)
    install(text)
    path(text)
    commandMembers(text)
    return 0
}

/// A cursor the server would have signed: the payload reader must refuse or
/// answer, never trap, for every `today`.
func signedCursor(payload: [UInt8], path: String) {
    let mac = Array(testSignature(PageCursorFormat.signedMessage(payload: payload, path: path)).prefix(PageCursorFormat.macBytes))
    let cursor = PageCursorFormat.text(payload: payload, mac: mac)
    guard let split = try? PageCursorFormat.split(cursor) else { fatalError("a cursor the harness made does not split: \(cursor)") }
    guard split.payload == payload, split.mac == mac else { fatalError("a cursor's parts changed on the way: \(cursor)") }
    for today in todays {
        do {
            let position = try PageCursorFormat.position(payload: payload, today: today)
            // Accepted: the day was canonical and within the lifetime, and the position is the payload's rest.
            guard case .array(let values)? = try? JSONParser().parse(payload), let dayText = values.first?.stringValue,
                  let day = Int64(dayText), String(day) == dayText, values.count == position.count + 1 else {
                fatalError("an accepted payload does not name its day: \(String(decoding: payload, as: UTF8.self))")
            }
            let age = today.subtractingReportingOverflow(day)
            guard !age.overflow, (0..<PageCursorFormat.validDays).contains(age.partialValue) else {
                fatalError("a payload of day \(day) was accepted on day \(today)")
            }
        } catch {
            refusalIsSound(error)
        }
    }
}

/// Any text as a cursor: whatever splits is the one canonical spelling of its parts.
func unsignedCursor(_ text: String) {
    guard let split = try? PageCursorFormat.split(text) else { return }
    let again = PageCursorFormat.text(payload: split.payload, mac: split.mac)
    guard again == text else { fatalError("two spellings of one cursor are accepted: '\(text)' and '\(again)'") }
    let mac = Array(testSignature(PageCursorFormat.signedMessage(payload: split.payload, path: "p")).prefix(PageCursorFormat.macBytes))
    guard PageCursorFormat.constantTimeEqual(mac, split.mac) == (mac == split.mac) else { fatalError("constantTimeEqual disagrees with ==") }
    for today in todays {
        do { _ = try PageCursorFormat.position(payload: split.payload, today: today) } catch { refusalIsSound(error) }
    }
}

func refusalIsSound(_ refusal: PageCursorRefusal) {
    switch refusal {
    case .malformed(let reason) where reason.isEmpty: fatalError("a refusal without a reason")
    case .expired(let days) where days < PageCursorFormat.validDays: fatalError("expired after \(days) days")
    default: break
    }
}

/// base64url: what decodes encodes back to the same text; what encodes decodes back.
func base64(_ bytes: [UInt8], text: String) {
    if let decoded = try? Base64URL.decode(Substring(text)), Base64URL.encode(decoded) != text {
        fatalError("base64url accepts a non-canonical spelling: '\(text)'")
    }
    guard (try? Base64URL.decode(Substring(Base64URL.encode(bytes)))) == bytes else { fatalError("base64url does not round-trip \(bytes)") }
}

/// The capability header: an accepted manifest's own header reads as the same manifest, and keys the cache.
func capabilities(_ text: String) {
    guard case .success(let manifest) = CapabilityManifest.parse(header: text) else { return }
    guard case .success(let again) = CapabilityManifest.parse(header: manifest.headerValue), again == manifest else {
        fatalError("a manifest does not read back from its own header: '\(manifest.headerValue)'")
    }
    // The render cache's key is the one spelling, however the header was written.
    guard CapabilityKey.canonical(text, manifest: manifest) == manifest.headerValue, CapabilityKey.spells(manifest, manifest.headerValue) else {
        fatalError("the cache key of '\(text)' is not its manifest's spelling '\(manifest.headerValue)'")
    }
}

/// Accept-Language chooses a supported language; a q-value is a weight.
func languages(_ text: String) {
    let chosen = AcceptLanguage.choose(text, supported: ["en", "nl"])
    guard chosen == "en" || chosen == "nl" else { fatalError("Accept-Language chose '\(chosen)'") }
    if let weight = QualityValue.thousandths(text), !(0...1000).contains(weight) { fatalError("q=\(text) weighs \(weight)") }
}

/// A canonical decimal is written back as it was read.
func numbers(_ text: String) {
    if let value = CanonicalDecimal.parse(text), String(value) != text { fatalError("'\(text)' read as \(value)") }
    if let value = CanonicalDecimal.parse(text, maximumDigits: 6), value > 999_999 { fatalError("six digits read as \(value)") }
}

/// Addresses are written canonically; trusted-proxy lists and forwarding headers never trap,
/// and the client they name is the peer or an address, canonically written.
func addresses(_ text: String) {
    if let address = IPAddress(text) {
        guard let again = IPAddress(address.description), again == address, again.description == address.description else {
            fatalError("'\(text)' reads as \(address), which does not read back")
        }
    }
    if let proxies = try? TrustedProxies(parsing: text) {
        guard let again = try? TrustedProxies(parsing: proxies.summary), again == proxies else {
            fatalError("a trusted-proxy list does not read back from its summary: '\(proxies.summary)'")
        }
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for header in TrustedProxies.Header.allCases {
        guard let trusted = try? TrustedProxies(parsing: "10.0.0.0/8, 2001:db8::/32", header: header) else { fatalError("the harness's proxies") }
        for peer in ["10.0.0.1", "192.0.2.9", "2001:db8::7"] {
            guard let client = ForwardedClient.address(peer: peer, values: lines, trusted: trusted) else {
                fatalError("no client for peer \(peer)")
            }
            guard let read = IPAddress(client), read.description == client else { fatalError("the client '\(client)' is not canonical") }
            if let peerAddress = IPAddress(peer), !trusted.contains(peerAddress), client != peerAddress.description {
                fatalError("an untrusted peer's header was read: \(client) for \(peer)")
            }
        }
    }
}

/// An install id is accepted as it was sent.
func install(_ text: String) {
    if let id = InstallID(validating: text), id.value != text { fatalError("install id '\(text)' became '\(id.value)'") }
}

/// A screen path reads back from its own text.
func path(_ text: String) {
    guard let path = try? ScreenPath(validating: text) else { return }
    guard let again = try? ScreenPath(validating: path.description), again == path else {
        fatalError("screen path '\(text)' does not read back from '\(path.description)'")
    }
}

/// `SDUI-Command-Members`: an accepted value is an object that the client's
/// own writer sends in printable ASCII and that reads back as the same members;
/// a refusal says why.
func commandMembers(_ text: String) {
    let members: JSONObject
    do {
        members = try CommandBody.members(fromHeader: text)
    } catch {
        if error.description.isEmpty { fatalError("a refused SDUI-Command-Members without a reason") }
        return
    }
    let sent = CommandBody(payload: "p", adding: members)
    do {
        guard let value = try sent.headerValue() else {
            if members.isEmpty { return }
            fatalError("members \(members) were not sent beside a string payload")
        }
        guard value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { fatalError("a header value that is not printable ASCII: '\(value)'") }
        guard (try? CommandBody.members(fromHeader: value)) == members else { fatalError("'\(text)' does not read back from '\(value)'") }
    } catch .tooLarge {
        return  // escapes lengthen text outside ASCII: past the limit it is refused, as the client does
    } catch {
        fatalError("accepted members cannot be written back: \(error)")
    }
}
