#ifndef JSON_SHIMS_H
#define JSON_SHIMS_H

// Nothing here is for C callers: the one function below is called from Swift
// through @_silgen_name (Modules/JSON/JSONTapeKeyedContainerShim.swift), and
// this header only documents its contract.
//
// json_tape_keyed_container_from_box
//   Swift signature: <Key: CodingKey>(consuming AnyObject, Key.Type) -> KeyedDecodingContainer<Key>
//   Stores the box it is given (already retained by the caller) as the result.
//   KeyedDecodingContainer is a resilient standard-library struct whose only
//   stored property is its box, so callers outside the standard library return
//   it indirectly; Swift code writing one has to look up the generic type's
//   metadata first: 153 -> 140 ms of a 20 MB benchmark decode.

#endif
