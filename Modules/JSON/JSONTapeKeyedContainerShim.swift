/// Makes the `KeyedDecodingContainer<Key>` a pooled container's box stands
/// for, without looking up that type's metadata.
///
/// `KeyedDecodingContainer` is a resilient standard-library struct, so code
/// outside the standard library returns it indirectly and must look up
/// `KeyedDecodingContainer<Key>`'s metadata (a hash-table lookup in the
/// runtime) and copy one into its caller's memory through a value witness,
/// once per object, even when the container itself is reused: 153 → 140 ms
/// for the 20 MB benchmark document. Its only stored property is the box
/// (`JSONTapeContainerPool.boxesFit` checks the size; the pool is bypassed if
/// it ever differs), so the C side of this call (`Modules/CJSONShims`, Swift's
/// calling convention through clang's `swiftcall`, whose indirect result is
/// the register Swift uses for it) stores the box, already retained by
/// `consuming`, in the caller's memory and does nothing else. Every tape
/// decode that reuses a container goes through it, so the whole test suite
/// and the `json` fuzz target exercise it.
@_silgen_name("json_tape_keyed_container_from_box")
func keyedDecodingContainer<Key: CodingKey>(
    fromBox box: consuming AnyObject, keyedBy: Key.Type
) -> KeyedDecodingContainer<Key>
