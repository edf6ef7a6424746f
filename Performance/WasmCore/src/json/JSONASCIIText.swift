/// Makes a `String` from bytes a scan has already found to be plain ASCII.
///
/// `String(decoding:as:)` validates again what the scan has just checked. Up
/// to 15 bytes (a small string, kept inline: most keys and many values),
/// `String(unsafeUninitializedCapacity:initializingUTF8With:)` copies the
/// bytes and only tests that they are ASCII, so no validation pass runs;
/// longer text is validated by either initialiser, so it keeps the plain one.
@inline(__always)
func jsonASCIIString(_ text: UnsafeBufferPointer<UInt8>) -> String {
    let count = text.count
    guard count <= 15, let source = text.baseAddress else { return String(decoding: text, as: UTF8.self) }
    return String(unsafeUninitializedCapacity: count) { buffer in
        buffer.baseAddress?.update(from: source, count: count)
        return buffer.baseAddress == nil ? 0 : count
    }
}
