#ifndef NAPKIN_CZLIB_SHIM_H
#define NAPKIN_CZLIB_SHIM_H
#include <zlib.h>

/// deflateInit2 is a function-like macro, which Swift does not import.
static inline int napkin_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}
/// inflateInit2 is a macro too: a zlib-wrapped stream (PNG's IDAT) with a 32 KB window.
static inline int napkin_inflate_init_zlib(z_streamp stream) {
    return inflateInit2(stream, 15);
}
#endif
