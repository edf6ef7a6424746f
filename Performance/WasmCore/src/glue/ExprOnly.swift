// [wasm-measure] Expressions alone: the input is the expression text (not JSON);
// the state is a small fixed JSONObject built here (no JSON parser, no writer);
// the output is the value's text or the error message.
@_cdecl("expr_evaluate")
public func expr_evaluate(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
    let source = String(decoding: UnsafeRawBufferPointer(start: input, count: Int(length)), as: UTF8.self)
    var state = JSONObject()
    state["count"] = .number(JSONNumber(Int64(3)))
    state["price"] = .number(JSONNumber(12.5))
    state["name"] = .string("Ada")
    state["insured"] = .bool(true)
    do throws(ExpressionError) {
        let expression = try Expression(parsing: source)
        var evaluator = ExpressionEvaluator { state[$0] }
        return wmResult(try evaluator.evaluate(expression, source: source).text)
    } catch {
        return wmResult(error.description)
    }
}
