#ifndef NAPKIN_CLIBDEFLATE_SHIM_H
#define NAPKIN_CLIBDEFLATE_SHIM_H
// libdeflate: whole-buffer DEFLATE, several times faster than zlib's streaming inflate on the
// long runs of UI screenshots. The PNG decoder uses it for RGB image data.
#include <libdeflate.h>
#endif
