// [wasm-measure] {"error": message} through the real JSONWriter.
func wmError(_ message: String) -> UnsafeMutableRawPointer {
    let value: JSONValue = .object(JSONObject([("error", JSONValue.string(message))]))
    return wmResult((try? value.serialized()) ?? Array("{\"error\":\"?\"}".utf8))
}
