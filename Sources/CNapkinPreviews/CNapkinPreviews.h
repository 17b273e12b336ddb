#ifndef C_NAPKIN_PREVIEWS_H
#define C_NAPKIN_PREVIEWS_H
// What Swift cannot say about the linked image: the bounds of the linker section that
// `#Preview` records go to, the Swift runtime's list of every image's protocol conformances,
// and a hook that runs before `main` when the gallery command asks a binary for its previews.
#include <stdbool.h>
#include <stddef.h>

/// The bounds of the `napkin_previews` section of the image this file is linked into: the
/// linker defines `__start_`/`__stop_` symbols for a section whose name is a C identifier.
/// Both are NULL when the image holds no record.
void napkin_preview_section(const void *_Nullable *_Nonnull start, const void *_Nullable *_Nonnull stop);

/// The bounds of `swift5_protocol_conformances` in the same image: the fallback of
/// `napkin_each_conformance_section` when the runtime does not list its images.
void napkin_conformance_section(const void *_Nullable *_Nonnull start, const void *_Nullable *_Nonnull stop);

/// Calls `body` with the start and length in bytes of `swift5_protocol_conformances` of every
/// image the Swift runtime registered, through its exported
/// `swift_enumerateAllMetadataSections`. Returns false when the runtime does not export it.
bool napkin_each_conformance_section(void (*_Nonnull body)(const void *_Nullable start, size_t length, void *_Nullable context), void *_Nullable context);

#endif
