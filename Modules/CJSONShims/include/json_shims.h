#ifndef JSON_SHIMS_H
#define JSON_SHIMS_H

// Nothing here is for C callers: the one function below is called from Swift
// through @_silgen_name (Modules/JSON/JSONTapeKeyedContainerShim.swift), and
// this header only documents its contract.
//
// json_tape_keyed_container_from_box
//   Swift signature: <Key: CodingKey>(consuming AnyObject, Key.Type) -> KeyedDecodingContainer<Key>
//   Stores the box it is given (already retained by the caller) as the result.
//   KeyedDecodingContainer's only stored property is its box (JSONTapeContainerPool
//   .boxesFit checks the size), and it is a resilient standard-library struct, so
//   Swift code outside the standard library returns it indirectly, in the register
//   swift_indirect_result names (rax on x86-64, x8 on arm64). Writing one from Swift
//   means looking up the generic type's metadata first, once per object (what that
//   costs is in docs/json.md). The Swift declaration's doc comment lists what this relies on.

#endif
