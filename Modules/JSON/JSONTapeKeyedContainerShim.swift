/// Makes the `KeyedDecodingContainer<Key>` a pooled container's box stands
/// for, without looking up that type's metadata.
///
/// `KeyedDecodingContainer` is a resilient standard-library struct, so code
/// outside the standard library returns it indirectly and must look up
/// `KeyedDecodingContainer<Key>`'s metadata (a hash-table lookup in the
/// runtime) and copy one into its caller's memory through a value witness,
/// once per object, even when the container itself is reused (its cost on
/// the benchmark document is in docs/json.md). The C side of this call
/// (`Modules/CJSONShims`, Swift's calling convention through clang's
/// `swiftcall`) stores the box, already retained by `consuming`, in the
/// caller's memory and does nothing else.
///
/// What it relies on, and what checks it:
/// - The container's only stored property is the box: `boxesFit` checks the
///   size, and keyed containers are not pooled (so this is never called) if
///   it differs.
/// - The result is returned indirectly, because the type is resilient. Were a
///   future standard library to make it `@frozen`, Swift would expect it in a
///   register and this call would be wrong without any size changing:
///   `TapeContainerReuseTests.shimReturnsTheBoxItIsGiven` would crash at once,
///   as every test that decodes a second object of a key type would.
/// - The declaration stays a non-throwing, non-async free function: a `throws`
///   would make Swift read an error register the C function never sets.
@_silgen_name("json_tape_keyed_container_from_box")
func keyedDecodingContainer<Key: CodingKey>(
    fromBox box: consuming AnyObject, keyedBy: Key.Type
) -> KeyedDecodingContainer<Key>
