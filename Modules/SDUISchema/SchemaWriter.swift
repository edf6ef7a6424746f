import JSON

/// Writes a `TypeShape` as JSON Schema. Every boolean, number and enumerated
/// value may also be an expression (`@{…}`), which clients and servers
/// resolve to the value's type before decoding; strings hold expressions as
/// they are.
struct SchemaWriter {
    func schema(_ shape: TypeShape) -> JSONValue {
        switch shape {
        case .string: return ["type": "string"]
        case .boolean: return leaf(["type": "boolean"])
        case .integer: return leaf(["type": "integer"])
        case .number: return leaf(["type": "number"])
        case .enumeration(let cases) where cases.count == 1: return ["const": .string(cases[0])]
        case .enumeration(let cases): return leaf(["enum": .array(cases.map { .string($0) })])
        case .pattern(let pattern): return ["type": "string", "pattern": .string(pattern)]
        case .array(let element): return ["type": "array", "items": schema(element)]
        case .dictionary(let value):
            if value == .any { return ["type": "object"] }
            return ["type": "object", "additionalProperties": schema(value)]
        case .any: return [:]
        case .reference(let name): return ["$ref": .string("#/$defs/\(name)")]
        case .anyOf(let shapes):
            return ["anyOf": .array(shapes.map(schema))]
        case .tagged(let key, let branches):
            return Self.dispatch(key: key, branches: branches.map { ($0.value, schema($0.shape)) })
        case .object(let members):
            var properties = JSONObject()
            var required: [JSONValue] = []
            for member in members {
                properties[member.key] = self.member(member)
                if member.required { required.append(.string(member.key)) }
            }
            var object: JSONObject = ["type": "object", "properties": .object(properties), "additionalProperties": false]
            if !required.isEmpty { object["required"] = .array(required) }
            return .object(object)
        }
    }

    /// A member's schema; `null` too where the decoder takes it for absent.
    func member(_ member: TypeShape.Member) -> JSONValue {
        let written = schema(member.shape)
        guard member.nullable else { return written }
        return ["anyOf": [written, ["type": "null"]]]
    }

    /// Objects told apart by one member: its value picks the branch, so an
    /// unknown value is named as such and a known one is checked in full.
    static func dispatch(key: String, branches: [(value: String, schema: JSONValue)]) -> JSONValue {
        [
            "type": "object",
            "required": [.string(key)],
            "properties": [key: ["enum": .array(branches.map { .string($0.value) })]],
            "allOf": .array(branches.map { branch in
                ["if": ["properties": [key: ["const": .string(branch.value)]], "required": [.string(key)]], "then": branch.schema]
            }),
        ]
    }

    /// A value, or an expression that resolves to one.
    func leaf(_ schema: JSONValue) -> JSONValue {
        ["anyOf": [schema, ["$ref": "#/$defs/expression"]]]
    }

    static let expression: JSONValue = [
        "type": "string", "pattern": "^@\\{[\\s\\S]*\\}$",
        "description": "An expression of the screen's state, resolved to the field's type (docs/contract.md, expressions).",
    ]

    static let templateUse: JSONValue = [
        "type": "object",
        "description": "Replaced by the named template's body with its parameters filled in.",
        "properties": [
            "template": ["type": "string"], "arguments": ["type": "object"],
            "id": ["type": "string"], "visible": ["anyOf": [["type": "boolean"], ["$ref": "#/$defs/expression"]]],
        ],
        "required": ["template"],
        "additionalProperties": false,
    ]

    static let template: JSONValue = [
        "type": "object",
        "properties": ["parameters": ["type": "array", "items": ["type": "string"]], "body": [:]],
        "required": ["body"],
        "additionalProperties": false,
    ]
}
