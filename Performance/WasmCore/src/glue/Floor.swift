// [wasm-measure] Floor: only the allocator glue and an echo, no String work.
@_cdecl("floor_echo")
public func floor_echo(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
    wmResult(Array(UnsafeRawBufferPointer(start: input, count: Int(length))))
}
