import JSON
import SDUI
import Testing
@testable import SDUISchema

/// The probe against small types written for it: each rule that turns a
/// decoder into a schema, seen on its own.
@Suite("Shape explorer: a decoder's behaviour as a shape")
struct ShapeExplorerTests {
    struct Plain: Decodable {
        var name: String
        var count: Int?
        var ratio: Double
        var tags: [String]?
    }

    /// Takes one string or a list of them, as `text.paragraphs` does.
    struct OneOrMany: Decodable {
        var values: [String]
        enum CodingKeys: String, CodingKey { case values }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let single = try? container.decode(String.self, forKey: .values) {
                values = [single]
            } else {
                values = try container.decode([String].self, forKey: .values)
            }
        }
    }

    /// Never fails, but complains when `id` is missing: required all the same.
    struct Complaining: Decodable {
        var id: String
        var note: String?
        enum CodingKeys: String, CodingKey { case id, note }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let id = try container.decodeIfPresent(String.self, forKey: .id) {
                self.id = id
            } else {
                self.id = ""
                ContractContext.of(decoder).log.record(Diagnostic(kind: .defaultedValue, path: "id", reason: "missing id"))
            }
            note = try container.decodeIfPresent(String.self, forKey: .note)
        }
    }

    /// Refuses null for `strict` although it is optional to send.
    struct NullRefusing: Decodable {
        var strict: String?
        enum CodingKeys: String, CodingKey { case strict }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.strict) {
                strict = try container.decode(String.self, forKey: .strict)
            } else {
                strict = nil
            }
        }
    }

    struct Outer: Decodable {
        var inner: Plain
        var style: ButtonStyle
    }

    static func explorer() -> ShapeExplorer { ShapeExplorer(references: [:], discriminators: [:]) }

    static func members(_ shape: TypeShape) -> [String: TypeShape.Member] {
        guard case .object(let members) = shape else { return [:] }
        return Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0) })
    }

    @Test("members, in order, required where the decoder needs them, null where it takes it for absent")
    func plainMembers() throws {
        let shape = try Self.explorer().members(of: Plain.self)
        guard case .object(let members) = shape else { Issue.record("\(shape)"); return }
        #expect(members.map(\.key) == ["name", "count", "ratio", "tags"])
        let byKey = Self.members(shape)
        #expect(byKey["name"] == TypeShape.Member(key: "name", shape: .string, required: true, nullable: false))
        #expect(byKey["count"] == TypeShape.Member(key: "count", shape: .integer, required: false, nullable: true))
        #expect(byKey["ratio"]?.shape == .number)
        #expect(byKey["tags"]?.shape == .array(.string))
    }

    @Test("a member tried as one type and then another takes either")
    func alternatives() throws {
        let byKey = Self.members(try Self.explorer().members(of: OneOrMany.self))
        #expect(byKey["values"]?.shape == .anyOf([.string, .array(.string)]))
        #expect(byKey["values"]?.required == true)
    }

    @Test("leaving a member out that makes the decoder complain makes it required")
    func complaintsMakeRequired() throws {
        let byKey = Self.members(try Self.explorer().members(of: Complaining.self))
        #expect(byKey["id"]?.required == true)
        #expect(byKey["note"]?.required == false)
    }

    @Test("an optional member whose decoder refuses null is not nullable")
    func nullRefused() throws {
        let byKey = Self.members(try Self.explorer().members(of: NullRefusing.self))
        #expect(byKey["strict"]?.required == false)
        #expect(byKey["strict"]?.nullable == false)
    }

    @Test("nested types become named definitions; tolerant enums list their cases")
    func nestedAndEnums() throws {
        let explorer = Self.explorer()
        let byKey = Self.members(try explorer.members(of: Outer.self))
        let plainName = String(reflecting: Plain.self)
        #expect(byKey["inner"]?.shape == .reference(plainName))
        #expect(explorer.definitions.map(\.name) == [plainName])
        #expect(byKey["style"]?.shape == .enumeration(["primary", "secondary", "destructive", "plain"]))
    }

    @Test("a decoder that fails on any input is named in the error")
    func failingDecoder() {
        struct Refuses: Decodable {
            init(from decoder: any Decoder) throws {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "never"))
            }
        }
        #expect(throws: SchemaError.self) { try Self.explorer().members(of: Refuses.self) }
    }
}
