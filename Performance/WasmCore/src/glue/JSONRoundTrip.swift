// [wasm-measure] JSON parser + writer: parse, then serialize compactly.
@_cdecl("json_roundtrip")
public func json_roundtrip(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
    do throws(JSONParseError) {
        let value = try JSONParser().parse(UnsafeRawBufferPointer(start: input, count: Int(length)))
        do throws(JSONWriteError) {
            return wmResult(try value.serialized())
        } catch {
            return wmError(error.description)
        }
    } catch {
        return wmError(error.description)
    }
}
