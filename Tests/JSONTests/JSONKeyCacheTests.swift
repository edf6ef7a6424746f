import Glibc
@testable import JSON
import Testing

/// The tree parser takes short keys from `JSONKeyCache`, a table that keeps
/// one key per slot. A wrong hit there would silently rename a member, so
/// these tests write documents whose keys are known and read every key back.
@Suite("JSONKeyCache")
struct JSONKeyCacheTests {
    /// An array of one-member objects, `{"<key>": <position>}`, in the given order.
    func document(keys: [String]) -> String {
        "[" + keys.enumerated().map { #"{"\#($1)": \#($0)}"# }.joined(separator: ",") + "]"
    }

    /// The single key of each object of a parsed `document(keys:)`, and its value.
    func readBack(_ text: String) throws -> [(String, JSONValue)] {
        let elements = try #require(try JSONParser().parse(text).arrayValue)
        return try elements.map { element in
            let object = try #require(element.objectValue)
            try #require(object.count == 1)
            return object.entry(at: 0)
        }
    }

    func expectReadBack(_ keys: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let members = try readBack(document(keys: keys))
        #expect(members.count == keys.count, sourceLocation: sourceLocation)
        // The first wrong member only: a whole list of 6,000 keys would bury it.
        let wrong = zip(keys.indices, zip(keys, members)).first { position, pair in
            pair.0 != pair.1.0 || pair.1.1 != JSONValue(integerLiteral: Int64(position))
        }
        #expect(wrong == nil, "member \(wrong?.0 ?? -1): wrote \(wrong?.1.0 ?? ""), read \(wrong.map { "\($0.1.1)" } ?? "")",
                sourceLocation: sourceLocation)
    }

    @Test func keysOfEveryLengthAroundTheCachedOnesReadBack() throws {
        // 0 to 15 bytes come from the cache (one word, then two); 16 and more do not.
        let keys = (0...20).map { length in String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) }) }
        // Each key twice, so the second of each is a hit.
        try expectReadBack(keys + keys.reversed())
    }

    @Test func manyKeysSharingSlotsNeverReturnAnother() throws {
        // 2,000 keys for 128 slots, so slots are shared by many keys. They
        // share their first 8 bytes, or all but their last byte, or are
        // prefixes of each other, which is what a mask or a compare that
        // looks at too few bytes would confuse.
        var keys: [String] = []
        for number in 0..<500 {
            let digits = String(number)
            keys.append("prefix00" + digits)                                      // same first word, 9 to 11 bytes
            keys.append(String(repeating: "k", count: 15 - digits.count) + digits) // 15 bytes, differing at the end
            keys.append(String("abcdefghijklmno".prefix(number % 16)))            // prefixes of one another
            let last = Character(UnicodeScalar(UInt8(97 + number / 7 % 26)))
            keys.append(String(repeating: "s", count: number % 7) + String(last))  // 1 to 7 bytes, differing at the end
        }
        // In order, then reversed, then interleaved: every key meets a slot held by another.
        let interleaved = stride(from: 0, to: keys.count, by: 7).flatMap { start in
            keys[start..<min(start + 7, keys.count)].reversed()
        }
        try expectReadBack(keys + keys.reversed() + interleaved)
    }

    /// Plain filler, so a document is long enough for the parser to use the cache at all.
    static let filler = String(repeating: "0,", count: 150)

    @Test func aDocumentTooShortForTheCacheReadsTheSame() throws {
        let short = #"[{"id":1,"title":"a"},{"id":2,"title":"b"}]"#
        #expect(short.utf8.count < JSONKeyCache.worthwhileInputSize)
        let long = "[" + Self.filler + String(short.dropFirst())
        #expect(long.utf8.count >= JSONKeyCache.worthwhileInputSize)
        let withoutCache = try #require(try JSONParser().parse(short).arrayValue)
        let withCache = try #require(try JSONParser().parse(long).arrayValue)
        #expect(Array(withCache.suffix(2)) == withoutCache)
    }

    @Test func keysAtTheVeryEndAreNotReadPastTheInput() throws {
        // The input ends where a page the process may not read begins: the
        // cache reads two whole words from a key's first byte, so reading past
        // the input would crash this test instead of passing it.
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let region = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        try #require(region != UnsafeMutableRawPointer(bitPattern: -1))
        defer { munmap(region, 2 * page) }
        try #require(mprotect(region + page, page, PROT_NONE) == 0)
        let endings = (1...15).map { #"{"\#(String(repeating: "k", count: $0))":1}]"# }
            + [#"{"x":{"y":{"z":[]}}}]"#, #"{"a":1,"b":"c"}]"#]
        for ending in endings {
            let text = "[" + Self.filler + ending
            let bytes = Array(text.utf8)
            let start = region + page - bytes.count
            bytes.withUnsafeBytes { start.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            let atTheEdge = try JSONParser().parse(UnsafeRawBufferPointer(start: start, count: bytes.count))
            #expect(atTheEdge == (try JSONParser().parse(text)), "\(ending)")
        }
    }

    @Test func escapedAndNonASCIIKeysStillMatchTheirCachedSpelling() throws {
        // "\u0061b" is "ab": the duplicate check must see it although only "ab" came from the cache.
        let value = try JSONParser().parse("[" + Self.filler + #"{"ab": 1}, {"ab": 2, "\u0061b": 3}, {"é": 4, "ab": 5}]"#)
        let objects = try #require(value.arrayValue?.suffix(3))
        #expect(Array(objects) == [["ab": 1], ["ab": 3], ["é": 4, "ab": 5]])
        #expect(objects.dropFirst().first?.objectValue?.count == 1)
    }

    @Test func aHitIsTheStringFirstMade() {
        let cache = JSONKeyCache()
        // The same key with different bytes after it: the bytes past the key are masked away.
        let first = Array(#"title": "Home", "subtitle"#.utf8)
        let second = Array(#"title":{"x"}                "#.utf8)
        let made = first.withUnsafeBytes { cache.lookUp(at: $0.baseAddress!, count: 5) }
        let found = second.withUnsafeBytes { cache.lookUp(at: $0.baseAddress!, count: 5) }
        #expect(made.key == "title" && !made.wasCached)
        #expect(found.key == "title" && found.wasCached)
        // Same first word, one byte longer: another key, made anew.
        let longer = Array(#"titles": 1, "something"#.utf8)
        let other = longer.withUnsafeBytes { cache.lookUp(at: $0.baseAddress!, count: 6) }
        #expect(other.key == "titles" && !other.wasCached)
        let again = first.withUnsafeBytes { cache.lookUp(at: $0.baseAddress!, count: 5) }
        #expect(again.key == "title")
    }
}
