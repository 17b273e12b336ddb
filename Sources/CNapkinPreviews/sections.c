#include "CNapkinPreviews.h"
#include <stdint.h>
#include <stdlib.h>

// Weak, so that an image without any record still links (the symbols are then NULL); hidden,
// so that they bind to this image's own section and never to a shared library's.
extern const char __start_napkin_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_napkin_previews[] __attribute__((weak, visibility("hidden")));
extern const char __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

void napkin_preview_section(const void **start, const void **stop) {
    *start = __start_napkin_previews;
    *stop = __stop_napkin_previews;
}

void napkin_conformance_section(const void **start, const void **stop) {
    *start = __start_swift5_protocol_conformances;
    *stop = __stop_swift5_protocol_conformances;
}

// The prefix of the runtime's `MetadataSections` (swift/shims/MetadataSections.h) read here:
// a version word, the image's base address, two words this file skips, then (start, length)
// pairs, of which the second is the protocol conformances.
struct napkin_range { uintptr_t start; size_t length; };
struct napkin_metadata_sections {
    uintptr_t version;
    const void *base_address;
    void *unused0, *unused1;
    struct napkin_range swift5_protocols;
    struct napkin_range swift5_protocol_conformances;
};

extern void swift_enumerateAllMetadataSections(
    bool (*body)(const struct napkin_metadata_sections *sections, void *context), void *context)
    __attribute__((weak));

struct napkin_forward { void (*body)(const void *, size_t, void *); void *context; };

static bool napkin_forward_one(const struct napkin_metadata_sections *sections, void *context) {
    struct napkin_forward *forward = context;
    forward->body((const void *)sections->swift5_protocol_conformances.start,
                  sections->swift5_protocol_conformances.length, forward->context);
    return true; // every image
}

bool napkin_each_conformance_section(void (*body)(const void *, size_t, void *), void *context) {
    if (!swift_enumerateAllMetadataSections) return false;
    struct napkin_forward forward = { body, context };
    swift_enumerateAllMetadataSections(napkin_forward_one, &forward);
    return true;
}
