import CHeapStats
import Foundation
@testable import JSON
import Testing

/// `JSONTapeContainerPool`: the tape decoder reuses a container only once its
/// model has let go of it, so models that keep containers, nested containers
/// or the decoder itself see exactly what they would without reuse.
@Suite("Tape decoding: reused containers")
struct TapeContainerReuseTests {
    enum Keys: String, CodingKey { case name, inner, children, count, mid, keep }

    /// Keeps its container and reads from it only after the whole decode has returned.
    final class KeepsContainer: Decodable, @unchecked Sendable {
        let container: KeyedDecodingContainer<Keys>
        init(from decoder: any Decoder) throws { container = try decoder.container(keyedBy: Keys.self) }
    }

    @Test("a model that keeps its container reads its own object later; later objects got other containers")
    func keptContainers() throws {
        let json = #"[{"name": "first"}, {"name": "second"}, {"name": "third"}, {"name": "fourth"}]"#
        let kept = try JSONModelDecoder().decode([KeepsContainer].self, from: Array(json.utf8))
        #expect(try kept.map { try $0.container.decode(String.self, forKey: .name) } == ["first", "second", "third", "fourth"])
        #expect(kept.map { $0.container.codingPath.map(\.intValue) } == [[0], [1], [2], [3]])
    }

    /// Records, once its container is open, how many keyed containers its decoder's pool holds.
    struct CountsPooled: Decodable {
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            (decoder.userInfo[TapeContainerReuseTests.poolKey] as? PoolProbe)?.sizes
                .append((decoder as? JSONTapeDecoderImpl)?.pool.keyed.count ?? -1)
            _ = try container.decode(String.self, forKey: .name)
        }
    }

    final class PoolProbe: @unchecked Sendable {
        var sizes: [Int] = []
    }
    static let poolKey = CodingUserInfoKey(rawValue: "pool")!

    @Test("reuse is on: one keyed container reads every object of a key type, through the C shim")
    func reuseIsOn() throws {
        let fits = JSONTapeContainerPool.boxesFit
        #expect(fits)
        let reuses = JSONTapeContainerPool().reusesKeyed
        #expect(reuses)
        let probe = PoolProbe()
        var decoder = JSONModelDecoder()
        decoder.userInfo[Self.poolKey] = probe
        _ = try decoder.decode([CountsPooled].self, from: Array(#"[{"name": "a"}, {"name": "b"}, {"name": "c"}]"#.utf8))
        // Off, the pool stays empty ([0, 0, 0]); never letting go, it grows ([1, 2, 3]).
        #expect(probe.sizes == [1, 1, 1])
    }

    @Test("the C shim hands back the very box it is given, as a container that reads its own object")
    func shimReturnsTheBoxItIsGiven() throws {
        let kept = try JSONModelDecoder().decode([KeepsContainer].self, from: Array(#"[{"name": "first"}]"#.utf8))
        let container = try #require(kept.first).container
        let box = unsafeBitCast(container, to: AnyObject.self)
        let handedBack = keyedDecodingContainer(fromBox: box, keyedBy: Keys.self)
        let sameBox = unsafeBitCast(handedBack, to: AnyObject.self) === box
        #expect(sameBox)
        let name = try handedBack.decode(String.self, forKey: .name)
        #expect(name == "first")
        let path = handedBack.codingPath.map(\.intValue)
        #expect(path == [0])
    }

    @Test("a kept container reads the tape's own copy of the input, not the caller's buffer")
    func keptContainerOutlivesTheBuffer() throws {
        var bytes = Array(#"[{"name": "a string longer than fifteen bytes"}, {"name": "another string longer than fifteen"}]"#.utf8)
        let kept = try JSONModelDecoder().decode([KeepsContainer].self, from: bytes)
        for index in bytes.indices { bytes[index] = 0 }
        #expect(try kept.map { try $0.container.decode(String.self, forKey: .name) } ==
            ["a string longer than fifteen bytes", "another string longer than fifteen"])
    }

    /// Keeps a decoder for one of its members, made with `superDecoder(forKey:)`.
    final class KeepsSuperDecoder: Decodable, @unchecked Sendable {
        let inner: any Decoder
        init(from decoder: any Decoder) throws { inner = try decoder.container(keyedBy: Keys.self).superDecoder(forKey: .inner) }
    }

    @Test("a kept super decoder reads the tape's own copy of the input, with its own path")
    func keptSuperDecoderOutlivesTheBuffer() throws {
        var bytes = Array(#"{"inner": {"name": "a string longer than fifteen bytes"}}"#.utf8)
        let kept = try JSONModelDecoder().decode(KeepsSuperDecoder.self, from: bytes)
        for index in bytes.indices { bytes[index] = 0 }
        let inner = try kept.inner.container(keyedBy: Keys.self)
        #expect(try inner.decode(String.self, forKey: .name) == "a string longer than fifteen bytes")
        #expect(inner.codingPath.map(\.stringValue) == ["inner"])
    }

    @Test("arrays read at their final size: elements, nulls, nesting and errors as the tree decoder has them")
    func arrays() throws {
        TapeDecodingTests.expectSame([[Int]].self, "[[1, 2], [], [3]]")
        TapeDecodingTests.expectSame([Int?].self, "[1, null, 3]")
        TapeDecodingTests.expectSame([String].self, "[]")
        TapeDecodingTests.expectSame([[String]].self, #"[["a"], ["b", 2]]"#)
        TapeDecodingTests.expectSame([Int].self, #"{"not": "an array"}"#)
        TapeDecodingTests.expectSame([Int].self, "null")
        TapeDecodingTests.expectSame(Set<Int>.self, "[3, 1, 2]")
        let error = try #require(throws: DecodingError.self) {
            try JSONModelDecoder().decode([[String]].self, from: Array(#"[["a"], ["b", 2]]"#.utf8))
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.intValue) == [1, 1])
    }

    struct Paragraphs: Decodable, Equatable {
        var paragraphs: [String]
        var tags: [String]?
    }

    @Test("[String] has its own path: values, escapes, nulls, errors and paths as the tree decoder has them")
    func stringArrays() throws {
        TapeDecodingTests.expectSame([String].self, #"["a", "a string longer than fifteen bytes", "caf\u00e9 \n", "é"]"#)
        TapeDecodingTests.expectSame([String].self, #"["a", null]"#)
        TapeDecodingTests.expectSame([String].self, #"["a", 2]"#)
        TapeDecodingTests.expectSame([String].self, #"{"a": "b"}"#)
        TapeDecodingTests.expectSame([String]?.self, "null")
        TapeDecodingTests.expectSame([String?].self, #"["a", null, "c"]"#)
        TapeDecodingTests.expectSame(Paragraphs.self, #"{"paragraphs": ["one", "two"], "tags": null}"#)
        TapeDecodingTests.expectSame(Paragraphs.self, #"{"paragraphs": ["one", {"two": 2}], "tags": []}"#)
        let error = try #require(throws: DecodingError.self) {
            try JSONModelDecoder().decode([Paragraphs].self, from: Array(#"[{"paragraphs": []}, {"paragraphs": ["x", true]}]"#.utf8))
        }
        guard case .typeMismatch(let type, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(String.self))
        #expect(context.codingPath.map(\.stringValue) == ["Index 1", "paragraphs", "Index 1"])
    }

    struct SnakeParagraphs: Decodable, Equatable {
        var longParagraphs: [String]
    }

    /// Reads `[String]` through a super decoder while decoding, and keeps its container to read more after.
    final class StringsLater: Decodable, @unchecked Sendable {
        let viaSuper: [String]
        let kept: KeyedDecodingContainer<Keys>
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            viaSuper = try container.superDecoder(forKey: .inner).singleValueContainer().decode([String].self)
            kept = container
        }
    }

    @Test("[String] under snake_case keys, through a super decoder, and from a container kept after the decode")
    func stringArraysElsewhere() throws {
        TapeDecodingTests.expectSame(SnakeParagraphs.self, #"{"long_paragraphs": ["a", "b"]}"#, snake: true)
        TapeDecodingTests.expectSame(SnakeParagraphs.self, #"{"long_paragraphs": ["a", 2]}"#, snake: true)
        let json = #"{"inner": ["x", "y"], "name": ["p", "q"], "keep": ["a", 1]}"#
        let later = try JSONModelDecoder().decode(StringsLater.self, from: Array(json.utf8))
        #expect(later.viaSuper == ["x", "y"])
        #expect(try later.kept.decode([String].self, forKey: .name) == ["p", "q"])
        let error = try #require(throws: DecodingError.self) { try later.kept.decode([String].self, forKey: .keep) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["keep", "Index 1"])
    }

    @Test("[String] reads numbers and booleans as their text when readsScalarsAsStrings is set, as the tree does")
    func stringArraysFromScalars() throws {
        var decoder = JSONModelDecoder()
        decoder.readsScalarsAsStrings = true
        let json = #"["x", 1, 2.5, true, false]"#
        #expect(try decoder.decode([String].self, from: Array(json.utf8)) == ["x", "1", "2.5", "true", "false"])
        #expect(try decoder.decode([String].self, from: try JSONParser().parse(Array(json.utf8))) == ["x", "1", "2.5", "true", "false"])
        #expect(throws: DecodingError.self) { try decoder.decode([String].self, from: Array(#"["x", null]"#.utf8)) }
    }

    /// 64 bytes of plain values.
    struct Eight { var a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0 }

    /// Records the heap when its first element is read, after the array has reserved its room; then fails
    /// as any model would on a number where it expects an object. `Wide` is 512 bytes, `Narrow` 8.
    struct Wide: Decodable {
        var p = Eight(), q = Eight(), r = Eight(), s = Eight(), t = Eight(), u = Eight(), v = Eight(), w = Eight()
        init(from decoder: any Decoder) throws {
            (decoder.userInfo[TapeContainerReuseTests.heapKey] as? HeapProbe)?.record()
            _ = try decoder.container(keyedBy: Keys.self)
        }
    }

    struct Narrow: Decodable {
        var count = 0
        init(from decoder: any Decoder) throws {
            (decoder.userInfo[TapeContainerReuseTests.heapKey] as? HeapProbe)?.record()
            _ = try decoder.container(keyedBy: Keys.self)
        }
    }

    final class HeapProbe: @unchecked Sendable {
        var bytes = 0
        func record() { bytes = Int(heap_stats_bytes_including_mapped()) }
    }
    static let heapKey = CodingUserInfoKey(rawValue: "heap")!

    static func heapAtFirstElement<T: Decodable>(_: T.Type, _ bytes: [UInt8]) throws -> Int {
        let probe = HeapProbe()
        var decoder = JSONModelDecoder()
        decoder.userInfo[heapKey] = probe
        let error = try #require(throws: DecodingError.self) { try decoder.decode([T].self, from: bytes) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return 0
        }
        #expect(context.codingPath.map(\.intValue) == [0])
        return probe.bytes
    }

    @Test("a long array of values that fail at the first element reserves bounded memory, and names the element")
    func longArraysReserveBoundedMemory() throws {
        // Room for all 2,000,000 elements up front would be 1 GB for Wide and 16 MB for Narrow.
        let bytes = Array(("[" + Array(repeating: "1", count: 2_000_000).joined(separator: ",") + "]").utf8)
        #expect(MemoryLayout<Wide>.stride == 512)
        // The heap is the whole process's and other tests run alongside (one of them once took 200 MB
        // during this test), so the bound is far from both sides: a mebibyte is allowed, a gigabyte is
        // what reserving for every element costs.
        let narrow = try Self.heapAtFirstElement(Narrow.self, bytes)
        let wide = try Self.heapAtFirstElement(Wide.self, bytes)
        #expect(wide - narrow < 500_000_000, "the wide array reserved \(wide - narrow) bytes more than the narrow one")
    }

    /// Keeps only a nested container, letting go of its own (which is then reused for the next element).
    struct KeepsNested: Decodable, @unchecked Sendable {
        let inner: KeyedDecodingContainer<Keys>
        init(from decoder: any Decoder) throws {
            inner = try decoder.container(keyedBy: Keys.self).nestedContainer(keyedBy: Keys.self, forKey: .inner)
        }
    }

    @Test("a kept nested container keeps its path while the container above it reads other objects")
    func keptNestedContainers() throws {
        let json = #"[{"inner": {"name": "a"}}, {"inner": {"name": "b"}}, {"inner": {"name": "c"}}]"#
        let kept = try JSONModelDecoder().decode([KeepsNested].self, from: Array(json.utf8))
        #expect(kept.map { $0.inner.codingPath.map(\.stringValue) } == [["Index 0", "inner"], ["Index 1", "inner"], ["Index 2", "inner"]])
        #expect(try kept.map { try $0.inner.decode(String.self, forKey: .name) } == ["a", "b", "c"])
        // An error from a kept container names its own place, not the place its parent was reused for.
        let error = try #require(throws: DecodingError.self) { try kept[0].inner.decode(Int.self, forKey: .name) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["Index 0", "inner", "name"])
    }

    /// Keeps the container two levels down in some elements only, so that the containers above it
    /// are moved on while some of their old links are held and others have come free (their spares).
    struct KeepsSomeDeep: Decodable, @unchecked Sendable {
        let kept: KeyedDecodingContainer<Keys>?
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let inner = try container.nestedContainer(keyedBy: Keys.self, forKey: .mid)
                .nestedContainer(keyedBy: Keys.self, forKey: .inner)
            // Reading through the nested container makes its links (a value with init(from:)).
            _ = try inner.decode(Wrapped.self, forKey: .name)
            kept = try container.decode(Bool.self, forKey: .keep) ? inner : nil
        }
    }

    struct Wrapped: Decodable {
        init(from decoder: any Decoder) throws { _ = try decoder.singleValueContainer().decode(String.self) }
    }

    @Test("links moved while some are held: every kept container keeps its own path, in an irregular pattern of keeping")
    func keptAmongMovedLinks() throws {
        let keeps = [true, false, true, true, false, false, true, false, false, false, true, true, false, true]
        let json = "[" + keeps.enumerated().map { index, keep in
            #"{"keep": \#(keep), "mid": {"inner": {"name": "n\#(index)"}}}"#
        }.joined(separator: ", ") + "]"
        let decoded = try JSONModelDecoder().decode([KeepsSomeDeep].self, from: Array(json.utf8))
        #expect(decoded.map { $0.kept != nil } == keeps)
        for (index, element) in decoded.enumerated() {
            guard let kept = element.kept else { continue }
            #expect(kept.codingPath.map(\.stringValue) == ["Index \(index)", "mid", "inner"])
            #expect(try kept.decode(String.self, forKey: .name) == "n\(index)")
            let error = try #require(throws: DecodingError.self) { try kept.decode(Int.self, forKey: .name) }
            guard case .typeMismatch(_, let context) = error else {
                Issue.record("expected typeMismatch, got \(error)")
                continue
            }
            #expect(context.codingPath.map(\.stringValue) == ["Index \(index)", "mid", "inner", "name"])
        }
    }

    /// The same key type at every depth: each level's container is in use while the next is read.
    struct Node: Decodable, Equatable {
        var name: String
        var children: [Node]
        init(name: String, children: [Node]) {
            self.name = name
            self.children = children
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            children = try container.decodeIfPresent([Node].self, forKey: .children) ?? []
            name = try container.decode(String.self, forKey: .name)
        }
    }

    static func tree(depth: Int, width: Int, name: String = "root") -> String {
        let children = depth == 0 ? "" :
            (0..<width).map { tree(depth: depth - 1, width: width, name: "\(name).\($0)") }.joined(separator: ",")
        return #"{"name": "\#(name)", "children": [\#(children)]}"#
    }

    static func expected(depth: Int, width: Int, name: String = "root") -> Node {
        Node(name: name, children: depth == 0 ? [] : (0..<width).map { expected(depth: depth - 1, width: width, name: "\(name).\($0)") })
    }

    @Test("nested objects of one key type decode as the tree decoder does, errors and their paths included")
    func recursion() throws {
        let json = Self.tree(depth: 4, width: 3)
        #expect(try JSONModelDecoder().decode(Node.self, from: Array(json.utf8)) == Self.expected(depth: 4, width: 3))
        // A wrong type deep inside, after hundreds of reuses: the same error and path as the tree decoder.
        let broken = json.replacingOccurrences(of: #""name": "root.2.1.0""#, with: #""name": 7"#)
        #expect(broken != json)
        TapeDecodingTests.expectSame(Node.self, broken)
        let error = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode(Node.self, from: Array(broken.utf8)) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) ==
            ["children", "Index 2", "children", "Index 1", "children", "Index 0", "name"])
    }

    /// Records the decoder it was given, weakly, in a box passed through `userInfo`.
    final class Witness: @unchecked Sendable {
        weak var decoder: AnyObject?
    }
    static let witnessKey = CodingUserInfoKey(rawValue: "witness")!

    struct Observed: Decodable {
        init(from decoder: any Decoder) throws {
            let witness = decoder.userInfo[TapeContainerReuseTests.witnessKey] as? Witness
            witness?.decoder = decoder as AnyObject
            _ = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .count)
        }
    }

    @Test("the decoder and its containers are freed when the decode returns, and after a throw")
    func nothingLeaks() throws {
        for json in [#"[{"count": 1}, {"count": 2}]"#, #"[{"count": 1}, {"count": "two"}]"#] {
            let witness = Witness()
            var decoder = JSONModelDecoder()
            decoder.userInfo[Self.witnessKey] = witness
            _ = try? decoder.decode([Observed].self, from: Array(json.utf8))
            #expect(witness.decoder == nil, "the decoder of \(json) is still alive")
        }
    }

    /// Keeps every nested array container it is given.
    struct KeepsArrays: Decodable, @unchecked Sendable {
        let arrays: [any UnkeyedDecodingContainer]
        init(from decoder: any Decoder) throws {
            var outer = try decoder.unkeyedContainer()
            var arrays: [any UnkeyedDecodingContainer] = []
            while !outer.isAtEnd { arrays.append(try outer.nestedUnkeyedContainer()) }
            self.arrays = arrays
        }
    }

    @Test("kept array containers keep their own position and elements")
    func keptArrays() throws {
        let kept = try JSONModelDecoder().decode(KeepsArrays.self, from: Array("[[1, 2], [3], [4, 5, 6]]".utf8))
        var arrays = kept.arrays
        var read: [[Int]] = []
        for index in arrays.indices {
            var values: [Int] = []
            while !arrays[index].isAtEnd { values.append(try arrays[index].decode(Int.self)) }
            read.append(values)
        }
        #expect(read == [[1, 2], [3], [4, 5, 6]])
        #expect(arrays.map { $0.codingPath.map(\.intValue) } == [[0], [1], [2]])
    }
}
