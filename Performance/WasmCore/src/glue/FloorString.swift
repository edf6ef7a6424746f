// [wasm-measure] Floor + what any String-keyed code pulls in: String(decoding:),
// ==, a [String: Int] lookup (hashing normalizes to NFC), and Int -> String.
@_cdecl("floor_string")
public func floor_string(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
    let text = String(decoding: UnsafeRawBufferPointer(start: input, count: Int(length)), as: UTF8.self)
    let table: [String: Int] = ["type": 1, "id": 2, "title": 3]
    let found = table[text] ?? (text == "é" ? 4 : 0)
    return wmResult(String(found))
}
