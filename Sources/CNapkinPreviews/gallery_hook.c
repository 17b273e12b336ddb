#include <stdlib.h>

// The gallery command (napkin-preview) asks a binary that links NapkinUI (the user's test
// bundle, an app) for its previews by starting it with NAPKIN_PREVIEW_GALLERY_REQUEST set to a
// request file. This constructor runs before `main`, after the Swift runtime has registered
// the image (its own constructor comes first in link order), renders the previews through
// NapkinUI's `napkin_preview_gallery_render` and exits: the binary's own `main` never runs.
// Without the variable it does nothing, so linking NapkinUI costs one getenv at start-up.

// Implemented in Swift by NapkinUI (`@_cdecl`); weak, so this file links on its own.
extern int napkin_preview_gallery_render(const char *request_path) __attribute__((weak));

__attribute__((constructor)) static void napkin_preview_gallery_hook(void) {
    const char *request = getenv("NAPKIN_PREVIEW_GALLERY_REQUEST");
    if (request == NULL || *request == '\0' || napkin_preview_gallery_render == NULL) return;
    exit(napkin_preview_gallery_render(request));
}
