/// Makes the `KeyedDecodingContainer<Key>` a pooled container's box stands
/// for, without looking up that type's metadata.
///
/// `KeyedDecodingContainer` is a resilient standard-library struct, so code
/// outside the standard library returns it indirectly and must look up
/// `KeyedDecodingContainer<Key>`'s metadata (a hash-table lookup in the
/// runtime) to copy one into its caller's memory: 5% of a decode, once per
/// object, even when the container itself is reused. Its only stored
/// property is the box (`JSONTapeContainerPool.boxesFit` checks the size), so
/// the C side of this call (`Modules/CJSONShims`, Swift's calling convention
/// through clang's `swiftcall`) stores the box, already retained by
/// `consuming`, in the caller's memory and does nothing else.
@_silgen_name("json_tape_keyed_container_from_box")
func keyedDecodingContainer<Key: CodingKey>(
    fromBox box: consuming AnyObject, keyedBy: Key.Type
) -> KeyedDecodingContainer<Key>
