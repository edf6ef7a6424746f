#include "json_shims.h"

// Swift's calling convention: the indirect result arrives in the register
// Swift uses for it (swift_indirect_result), then the formal parameters, then
// the generic parameters' metadata and witness tables, which are not needed.
__attribute__((swiftcall)) void json_tape_keyed_container_from_box(
    __attribute__((swift_indirect_result)) void **result, void *box, const void *key_type,
    const void *key_metadata, const void *key_conformance) {
    (void)key_type;
    (void)key_metadata;
    (void)key_conformance;
    *result = box;
}
