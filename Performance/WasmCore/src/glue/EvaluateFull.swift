// [wasm-measure] Full build: {"expression": "...", "state": {...}} -> {"value": ...} | {"error": "..."}
@_cdecl("evaluate")
public func evaluate(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
    let document: JSONValue
    do throws(JSONParseError) {
        document = try JSONParser().parse(UnsafeRawBufferPointer(start: input, count: Int(length)))
    } catch {
        return wmError(error.description)
    }
    guard let source = document["expression"]?.stringValue else {
        return wmError("the document has no string member 'expression'")
    }
    let state = document["state"]?.objectValue ?? JSONObject()
    do throws(ExpressionError) {
        let expression = try Expression(parsing: source)
        var evaluator = ExpressionEvaluator { state[$0] }
        let value = try evaluator.evaluate(expression, source: source)
        let result: JSONValue = .object(JSONObject([("value", value.json)]))
        return wmResult((try? result.serialized()) ?? [])
    } catch {
        return wmError(error.description)
    }
}
