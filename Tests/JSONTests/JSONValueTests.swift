import JSON
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    @Test func accessorsReturnNilForOtherTypes() {
        let value: JSONValue = ["s": "x", "n": 3, "d": 2.5, "b": true, "a": [1], "z": nil]
        #expect(value["s"]?.stringValue == "x")
        #expect(value["s"]?.intValue == nil)
        #expect(value["n"]?.intValue == 3)
        #expect(value["d"]?.intValue == nil)
        #expect(value["d"]?.doubleValue == 2.5)
        #expect(value["b"]?.boolValue == true)
        #expect(value["a"]?[0] == 1)
        #expect(value["a"]?[1] == nil)
        #expect(value["z"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value[0] == nil)
        #expect(value.typeName == "object")
    }

    @Test func numbersCompareByValueAcrossStorage() {
        #expect(JSONValue.number(JSONNumber(Int64(1))) == .number(JSONNumber(1.0)))
        #expect(JSONValue.number(JSONNumber(UInt64.max)) != .number(JSONNumber(Int64(-1))))
        #expect(Set<JSONValue>([.number(JSONNumber(Int64(2))), .number(JSONNumber(2.0))]).count == 1)
        #expect(JSONValue.number(JSONNumber(0.5)) != 1)
    }

    @Test func objectEqualityIgnoresOrderButKeepsIt() {
        let a: JSONValue = ["x": 1, "y": 2]
        let b: JSONValue = ["y": 2, "x": 1]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.objectValue?.keys == ["x", "y"])
        #expect(b.objectValue?.keys == ["y", "x"])
        #expect(a != ["x": 1, "y": 3])
        #expect(a != ["x": 1])
    }

    @Test func objectMutationKeepsPositions() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object["b"] = "two"
        object["d"] = 4
        object["a"] = nil
        #expect(object.keys == ["b", "c", "d"])
        #expect(object["b"] == "two")
        for i in 0..<30 { object["k\(i)"] = .number(JSONNumber(i)) }
        object["k3"] = nil
        #expect(object["k4"] == 4)
        #expect(object["k3"] == nil)
        #expect(object.count == 32)
    }
}
