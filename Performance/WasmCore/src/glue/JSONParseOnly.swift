// [wasm-measure] JSON parser alone: parse bytes -> JSONValue, return a summary
// (node count and total string bytes) so nothing is dead-stripped, but without
// the writer.
@_cdecl("json_parse")
public func json_parse(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
    do throws(JSONParseError) {
        let value = try JSONParser().parse(UnsafeRawBufferPointer(start: input, count: Int(length)))
        var nodes = 0, textBytes = 0, numbers = 0.0
        summarize(value, &nodes, &textBytes, &numbers)
        return wmResult("nodes=" + String(nodes) + " text=" + String(textBytes) + " sum=" + String(Int(numbers)))
    } catch {
        return wmResult(error.description)
    }
}

func summarize(_ value: JSONValue, _ nodes: inout Int, _ textBytes: inout Int, _ numbers: inout Double) {
    nodes += 1
    switch value {
    case .null, .bool: break
    case .number(let n): numbers += n.doubleValue
    case .string(let s): textBytes += s.utf8.count
    case .array(let a): for e in a { summarize(e, &nodes, &textBytes, &numbers) }
    case .object(let o):
        for (k, v) in o {
            textBytes += k.utf8.count
            summarize(v, &nodes, &textBytes, &numbers)
        }
    }
}
