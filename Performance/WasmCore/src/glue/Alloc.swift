// [wasm-measure] C-ABI memory entry points for the browser. Not part of /work/main.
//
// Protocol: JS calls `wm_alloc(n)`, writes n bytes of UTF-8 input there, calls
// the entry point with (ptr, n), and gets back a pointer to a 4-byte
// little-endian length followed by that many bytes of UTF-8 output; it frees
// both with `wm_free`.

@_cdecl("wm_alloc")
public func wm_alloc(_ size: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: Int(size), alignment: 8)
}

@_cdecl("wm_free")
public func wm_free(_ pointer: UnsafeMutableRawPointer) {
    pointer.deallocate()
}

/// Length-prefixed copy of `bytes` in fresh memory.
func wmResult(_ bytes: [UInt8]) -> UnsafeMutableRawPointer {
    let out = UnsafeMutableRawPointer.allocate(byteCount: 4 + bytes.count, alignment: 8)
    out.storeBytes(of: UInt32(bytes.count).littleEndian, as: UInt32.self)
    bytes.withUnsafeBytes { source in
        if let base = source.baseAddress { (out + 4).copyMemory(from: base, byteCount: source.count) }
    }
    return out
}

func wmResult(_ text: String) -> UnsafeMutableRawPointer { wmResult(Array(text.utf8)) }
