#include "PixelKernels.h"

#include <math.h>

// The same rounding in every build and on every architecture: no fused multiply-add.
#pragma STDC FP_CONTRACT OFF

// Sixteen bytes, or their sums, at a time. Clang's vector extensions compile to vector
// instructions even at -O0 (each statement one or a few), where a scalar loop would spend a
// dozen instructions per byte.
typedef uint8_t bytes16 __attribute__((vector_size(16)));
typedef uint8_t bytes16_unaligned __attribute__((vector_size(16), aligned(1)));
typedef uint16_t sums16 __attribute__((vector_size(32), aligned(16)));
typedef uint32_t wide16 __attribute__((vector_size(64)));

// (sum + window / 2) / window by a multiplication: with multiplier floor(65536 / window) + 1
// and a 16-bit shift, exact for every sum a pass can reach (at most 255 * window) while
// window < 16, since the error term sum * (multiplier * window - 65536) stays below 65536.
// PixelKernelTests checks that arithmetic for every window and sum, and the kernel against
// division on random and saturated images.
int napkin_box_blur_columns(const uint8_t *source, ptrdiff_t source_stride, uint8_t *destination, ptrdiff_t destination_stride,
                            int row_bytes, int height, int radius, uint16_t *sums) {
    if (row_bytes <= 0 || row_bytes % 16 != 0 || source_stride % 16 != 0 || destination_stride % 16 != 0 || height <= 0 || radius < 0 ||
        radius > NAPKIN_BOX_MAX_RADIUS) {
        return -1;
    }
    const uint32_t window = 2 * (uint32_t)radius + 1;
    const wide16 multiplier = (wide16){0} + (65536 / window + 1);
    const sums16 half = (sums16){0} + (uint16_t)(window / 2);
    const int blocks = row_bytes / 16;
    sums16 *sum = (sums16 *)sums;
    // Rows are read in order; each byte of a row has its own running sum.
    for (int b = 0; b < blocks; b++) sum[b] = (sums16){0};
    const int first = radius < height - 1 ? radius : height - 1;
    for (int y = 0; y <= first; y++) {
        const bytes16_unaligned *row = (const bytes16_unaligned *)(source + y * source_stride);
        for (int b = 0; b < blocks; b++) sum[b] += __builtin_convertvector(row[b], sums16);
    }
    for (int y = 0; y < height; y++) {
        bytes16_unaligned *out = (bytes16_unaligned *)(destination + y * destination_stride);
        for (int b = 0; b < blocks; b++) {
            const wide16 scaled = __builtin_convertvector(sum[b] + half, wide16) * multiplier;
            out[b] = __builtin_convertvector(scaled >> 16, bytes16);
        }
        if (y + radius + 1 < height) {
            const bytes16_unaligned *row = (const bytes16_unaligned *)(source + (y + radius + 1) * source_stride);
            for (int b = 0; b < blocks; b++) sum[b] += __builtin_convertvector(row[b], sums16);
        }
        if (y >= radius) {
            const bytes16_unaligned *row = (const bytes16_unaligned *)(source + (y - radius) * source_stride);
            for (int b = 0; b < blocks; b++) sum[b] -= __builtin_convertvector(row[b], sums16);
        }
    }
    return 0;
}

int napkin_transpose(const uint8_t *source, ptrdiff_t source_stride, uint8_t *destination, ptrdiff_t destination_stride, int width,
                     int height, int pixel_bytes) {
    if (width <= 0 || height <= 0 || (pixel_bytes != 1 && pixel_bytes != 4)) return -1;
    // In 16 x 16 tiles, so that both images are walked within a few cache lines.
    for (int y0 = 0; y0 < height; y0 += 16) {
        const int y1 = y0 + 16 < height ? y0 + 16 : height;
        for (int x0 = 0; x0 < width; x0 += 16) {
            const int x1 = x0 + 16 < width ? x0 + 16 : width;
            for (int y = y0; y < y1; y++) {
                if (pixel_bytes == 1) {
                    const uint8_t *in = source + y * source_stride;
                    uint8_t *out = destination + y;
                    for (int x = x0; x < x1; x++) out[x * destination_stride] = in[x];
                } else {
                    const uint32_t *in = (const uint32_t *)(source + y * source_stride);
                    uint8_t *out = destination + 4 * y;
                    for (int x = x0; x < x1; x++) *(uint32_t *)(out + x * destination_stride) = in[x];
                }
            }
        }
    }
    return 0;
}

void napkin_colorize(const uint8_t *alpha, ptrdiff_t alpha_stride, uint32_t *pixels, ptrdiff_t stride, int width, int height,
                     const uint32_t palette[256]) {
    for (int y = 0; y < height; y++) {
        const uint8_t *in = alpha + y * alpha_stride;
        uint32_t *out = (uint32_t *)((uint8_t *)pixels + y * stride);
        for (int x = 0; x < width; x++) out[x] = palette[in[x]];
    }
}

static inline double clamp01(double value) { return value < 0 ? 0 : (value > 1 ? 1 : value); }

// A colour (0...1 components, the pixel's own opacity) back to a premultiplied pixel, rounded
// half away from zero, as SRGBColor.premultipliedARGB rounds.
static inline uint32_t premultiplied(double red, double green, double blue, double opacity) {
    const double a = round(opacity * 255);
    const double r = round(red * opacity * 255);
    const double g = round(green * opacity * 255);
    const double b = round(blue * opacity * 255);
    return (uint32_t)a << 24 | (uint32_t)r << 16 | (uint32_t)g << 8 | (uint32_t)b;
}

void napkin_shadow_palette(double red, double green, double blue, double opacity, uint32_t palette[256]) {
    for (int a = 0; a < 256; a++) palette[a] = premultiplied(red, green, blue, clamp01((double)a / 255 * opacity));
}

void napkin_brightness(uint32_t *pixels, ptrdiff_t stride, int width, int height, double amount) {
    for (int y = 0; y < height; y++) {
        uint32_t *pixel = (uint32_t *)((uint8_t *)pixels + y * stride);
        for (int x = 0; x < width; x++, pixel++) {
            const uint32_t value = *pixel;
            if ((value >> 24) == 0) continue;
            const double a = (double)(value >> 24);
            // The colour as SRGBColor(premultipliedARGB:) reads it (clamped to 0...1), moved
            // and clamped again as SRGBColor's initialiser does.
            const double red = clamp01(clamp01((double)((value >> 16) & 0xFF) / a) + amount);
            const double green = clamp01(clamp01((double)((value >> 8) & 0xFF) / a) + amount);
            const double blue = clamp01(clamp01((double)(value & 0xFF) / a) + amount);
            *pixel = premultiplied(red, green, blue, clamp01(a / 255));
        }
    }
}

void napkin_multiply(uint32_t *pixels, ptrdiff_t stride, int width, int height, uint32_t red, uint32_t green, uint32_t blue,
                     uint32_t alpha) {
    for (int y = 0; y < height; y++) {
        uint32_t *pixel = (uint32_t *)((uint8_t *)pixels + y * stride);
        for (int x = 0; x < width; x++, pixel++) {
            const uint32_t value = *pixel;
            *pixel = ((value >> 24) * alpha >> 8) << 24 | (((value >> 16) & 0xFF) * red >> 8) << 16 |
                     (((value >> 8) & 0xFF) * green >> 8) << 8 | ((value & 0xFF) * blue >> 8);
        }
    }
}

void napkin_saturation(uint32_t *pixels, ptrdiff_t stride, int width, int height, double amount) {
    for (int y = 0; y < height; y++) {
        uint32_t *pixel = (uint32_t *)((uint8_t *)pixels + y * stride);
        for (int x = 0; x < width; x++, pixel++) {
            const uint32_t value = *pixel;
            if ((value >> 24) == 0) continue;
            const double a = (double)(value >> 24);
            // The colour as SRGBColor(premultipliedARGB:) reads it: clamped to 0...1.
            const double red = clamp01((double)((value >> 16) & 0xFF) / a);
            const double green = clamp01((double)((value >> 8) & 0xFF) / a);
            const double blue = clamp01((double)(value & 0xFF) / a);
            const double opacity = clamp01(a / 255);
            const double luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
            *pixel = premultiplied(clamp01(luma + (red - luma) * amount), clamp01(luma + (green - luma) * amount),
                                   clamp01(luma + (blue - luma) * amount), opacity);
        }
    }
}

// A pixel's colour as SRGBColor(premultipliedARGB:) reads it (clamped to 0...1), through `map`,
// and back, rounded as SRGBColor.premultipliedARGB rounds. Transparent pixels stay as they are.
#define NAPKIN_MAP_COLOURS(pixels, stride, width, height, map)                                                                       \
    for (int y = 0; y < (height); y++) {                                                                                             \
        uint32_t *pixel = (uint32_t *)((uint8_t *)(pixels) + y * (stride));                                                          \
        for (int x = 0; x < (width); x++, pixel++) {                                                                                 \
            const uint32_t value = *pixel;                                                                                           \
            if ((value >> 24) == 0) continue;                                                                                        \
            const double a = (double)(value >> 24);                                                                                  \
            const double red = clamp01((double)((value >> 16) & 0xFF) / a);                                                          \
            const double green = clamp01((double)((value >> 8) & 0xFF) / a);                                                         \
            const double blue = clamp01((double)(value & 0xFF) / a);                                                                 \
            map;                                                                                                                     \
        }                                                                                                                            \
    }

void napkin_hue_rotation(uint32_t *pixels, ptrdiff_t stride, int width, int height, double radians) {
    const double c = cos(radians), s = sin(radians);
    // SVG's hueRotate matrix, row by row (each row's weights sum to 1, so greys stay grey).
    const double m[9] = {
        0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
        0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
        0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
    };
    NAPKIN_MAP_COLOURS(pixels, stride, width, height,
                       *pixel = premultiplied(clamp01(m[0] * red + m[1] * green + m[2] * blue),
                                              clamp01(m[3] * red + m[4] * green + m[5] * blue),
                                              clamp01(m[6] * red + m[7] * green + m[8] * blue), clamp01(a / 255)))
}

void napkin_contrast(uint32_t *pixels, ptrdiff_t stride, int width, int height, double amount) {
    NAPKIN_MAP_COLOURS(pixels, stride, width, height,
                       *pixel = premultiplied(clamp01((red - 0.5) * amount + 0.5), clamp01((green - 0.5) * amount + 0.5),
                                              clamp01((blue - 0.5) * amount + 0.5), clamp01(a / 255)))
}

void napkin_color_invert(uint32_t *pixels, ptrdiff_t stride, int width, int height) {
    for (int y = 0; y < height; y++) {
        uint32_t *pixel = (uint32_t *)((uint8_t *)pixels + y * stride);
        for (int x = 0; x < width; x++, pixel++) {
            const uint32_t value = *pixel, a = value >> 24;
            const uint32_t r = (value >> 16) & 0xFF, g = (value >> 8) & 0xFF, b = value & 0xFF;
            *pixel = a << 24 | (r < a ? a - r : 0) << 16 | (g < a ? a - g : 0) << 8 | (b < a ? a - b : 0);
        }
    }
}

// x * y / 255 rounded to nearest, for x, y in 0...255 (exact: the classic shift form).
static inline uint32_t times255(uint32_t x, uint32_t y) {
    const uint32_t t = x * y + 128;
    return (t + (t >> 8)) >> 8;
}

void napkin_plus_darker(const uint32_t *source, ptrdiff_t source_stride, uint32_t *backdrop, ptrdiff_t backdrop_stride, int width,
                        int height) {
    for (int y = 0; y < height; y++) {
        const uint32_t *in = (const uint32_t *)((const uint8_t *)source + y * source_stride);
        uint32_t *out = (uint32_t *)((uint8_t *)backdrop + y * backdrop_stride);
        for (int x = 0; x < width; x++) {
            const uint32_t s = in[x], d = out[x];
            const uint32_t sa = s >> 24, da = d >> 24;
            if (sa == 0) continue;
            // Alpha as source-over: sa + da - sa * da (out of 255).
            const uint32_t alpha = sa + da - times255(sa, da);
            uint32_t result = alpha << 24;
            for (int shift = 0; shift <= 16; shift += 8) {
                const uint32_t sc = (s >> shift) & 0xFF, dc = (d >> shift) & 0xFF;
                // What each lacks of its own alpha, clamped at 0 for channels above their alpha.
                const int32_t darkness = (int32_t)(sc < sa ? sa - sc : 0) + (int32_t)(dc < da ? da - dc : 0);
                const int32_t channel = (int32_t)alpha - darkness;
                result |= (uint32_t)(channel > 0 ? channel : 0) << shift;
            }
            out[x] = result;
        }
    }
}

_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "napkin_widen_rgb writes little-endian words");

// The widening loop, inlined into each build of it below.
static inline __attribute__((always_inline)) void widen_rgb(const uint8_t *rgb, uint32_t *argb, int width) {
    // Each output word's bytes in memory (little-endian 0xFFRRGGBB): B, G, R, 0xFF. Indices 16
    // and up pick from the second vector, whose bytes 3, 7, 11 and 15 are the alpha.
    const bytes16 opaque = {0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255};
    int x = 0;
    // A step reads 16 bytes for its 12: there are 3 more while a fifth pixel follows.
    for (; x + 5 <= width; x += 4) {
        const bytes16 in = *(const bytes16_unaligned *)(rgb + 3 * x);
        *(bytes16_unaligned *)(argb + x) =
            __builtin_shufflevector(in, opaque, 2, 1, 0, 19, 5, 4, 3, 23, 8, 7, 6, 27, 11, 10, 9, 31);
    }
    for (; x < width; x++) {
        const uint8_t *pixel = rgb + 3 * x;
        argb[x] = 0xFF000000u | (uint32_t)pixel[0] << 16 | (uint32_t)pixel[1] << 8 | (uint32_t)pixel[2];
    }
}

#if defined(__x86_64__)
// With SSSE3 (every x86-64 CPU since 2006 but the first), the shuffle is one pshufb and an or;
// the baseline's SSE2 needs about twenty instructions for it. Same bytes either way.
__attribute__((target("ssse3"))) static void widen_rgb_ssse3(const uint8_t *rgb, uint32_t *argb, int width) {
    widen_rgb(rgb, argb, width);
}
#endif

void napkin_widen_rgb(const uint8_t *rgb, uint32_t *argb, int width) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) {
        widen_rgb_ssse3(rgb, argb, width);
        return;
    }
#endif
    widen_rgb(rgb, argb, width);
}

typedef uint32_t words4 __attribute__((vector_size(16)));
typedef uint32_t words4_unaligned __attribute__((vector_size(16), aligned(4)));
typedef uint64_t halves2 __attribute__((vector_size(16)));

// All lanes of a comparison's mask set.
static inline int all_set(words4 mask) {
    const halves2 halves = (halves2)mask;
    return (halves[0] & halves[1]) == ~(uint64_t)0;
}

size_t napkin_first_difference(const uint32_t *a, const uint32_t *b, size_t start, size_t end) {
    size_t i = start;
    while (i + 4 <= end && all_set((words4)(*(const words4_unaligned *)(a + i) == *(const words4_unaligned *)(b + i)))) i += 4;
    while (i < end && a[i] == b[i]) i++;
    return i;
}

size_t napkin_pair_run_end(const uint32_t *a, const uint32_t *b, size_t start, size_t end) {
    const uint32_t first = a[start], second = b[start];
    const words4 firsts = (words4){0} + first, seconds = (words4){0} + second;
    size_t i = start + 1;
    while (i + 4 <= end && all_set((words4)((*(const words4_unaligned *)(a + i) == firsts) & (*(const words4_unaligned *)(b + i) == seconds)))) {
        i += 4;
    }
    while (i < end && a[i] == first && b[i] == second) i++;
    return i;
}
