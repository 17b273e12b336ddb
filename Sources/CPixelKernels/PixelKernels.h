// Pixel loops for Raster's effects (blur, shadow, brightness, saturation), in C so that they
// run at the speed of compiled C in every build. SwiftPM compiles C at -O0 in debug builds;
// the box blur is written with vector types (clang's vector extensions), which stay vector
// instructions at -O0, so it keeps within a few times of its -O2 speed, where the same loops
// in unoptimised Swift run 20-50 times slower than optimised. Integer arithmetic, or IEEE
// double arithmetic in a fixed order with contraction off: the same input gives the same
// bytes on every machine and in every build.
#ifndef NAPKIN_PIXEL_KERNELS_H
#define NAPKIN_PIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// The widest box a blur pass takes: radius <= 7 (a window of 15 bytes), within which the
/// fixed-point division is exact. Raster's BlurPlan never asks for more.
#define NAPKIN_BOX_MAX_RADIUS 7

/// One box-blur pass down the columns of an image `row_bytes` wide (every byte a channel of
/// its own, so A8 and premultiplied ARGB32 alike) and `height` rows: each output byte is the
/// mean of the `2 * radius + 1` bytes of its column centred on it, rounded to nearest (half
/// up), counting what lies above and below the image as 0. Reads `source`, writes
/// `destination` (they must not overlap); both strides in bytes, and `row_bytes` and both
/// strides multiples of 16 (rows are padded). `sums` is scratch space for `row_bytes` 16-bit
/// counters, 16-byte aligned. Returns 0, or -1 for arguments out of range.
int napkin_box_blur_columns(const uint8_t *source, ptrdiff_t source_stride, uint8_t *destination, ptrdiff_t destination_stride,
                            int row_bytes, int height, int radius, uint16_t *sums);

/// Transposes a `width` x `height` image of `pixel_bytes`-byte pixels (1 or 4): pixel (x, y)
/// of `source` becomes pixel (y, x) of `destination`, which is `height` pixels wide. Strides in
/// bytes. Returns 0, or -1 for arguments out of range.
int napkin_transpose(const uint8_t *source, ptrdiff_t source_stride, uint8_t *destination, ptrdiff_t destination_stride, int width,
                     int height, int pixel_bytes);

/// Writes, for each byte of the A8 image `alpha` (`width` x `height`), the premultiplied
/// ARGB32 pixel `palette[byte]` into `pixels`: a shadow's coverage in its colour. Strides in
/// bytes.
void napkin_colorize(const uint8_t *alpha, ptrdiff_t alpha_stride, uint32_t *pixels, ptrdiff_t stride, int width, int height,
                     const uint32_t palette[256]);

/// Fills `palette` with the premultiplied ARGB32 pixel of the colour `red`, `green`, `blue`
/// (0...1) at opacity `opacity * a / 255` for every coverage `a`, rounded as
/// SRGBColor.premultipliedARGB rounds: what napkin_colorize paints a shadow with.
void napkin_shadow_palette(double red, double green, double blue, double opacity, uint32_t palette[256]);

/// Adds `amount` to every colour channel of the premultiplied ARGB32 pixels that are not
/// transparent (un-premultiplied, clamped to 0...1, premultiplied and rounded again), in place.
void napkin_brightness(uint32_t *pixels, ptrdiff_t stride, int width, int height, double amount);

/// Moves every colour channel from the pixel's Rec. 709 luma by `amount` times its distance
/// (0: grey, 1: unchanged), in place, as `napkin_brightness` handles premultiplication.
void napkin_saturation(uint32_t *pixels, ptrdiff_t stride, int width, int height, double amount);

/// Multiplies each premultiplied channel of the `width` x `height` ARGB32 pixels at `pixels`
/// (rows `stride` bytes apart) by its factor out of 256, rounding down: `(channel * factor) >> 8`,
/// so a factor of 256 leaves the channel as it is.
void napkin_multiply(uint32_t *pixels, ptrdiff_t stride, int width, int height, uint32_t red, uint32_t green, uint32_t blue,
                     uint32_t alpha);

/// Rotates every colour's hue by `radians`, in place, with the hue-rotate colour matrix of SVG's
/// feColorMatrix (its Rec. 709-based luminance weights 0.213, 0.715 and 0.072 kept), each
/// result clamped to 0...1, as `napkin_brightness` handles premultiplication: SwiftUI's
/// `hueRotation(_:)`.
void napkin_hue_rotation(uint32_t *pixels, ptrdiff_t stride, int width, int height, double radians);

/// Maps every colour channel x (0...1) to `(x - 0.5) * amount + 0.5`, clamped to 0...1, in
/// place, as `napkin_brightness` handles premultiplication: SwiftUI's `contrast(_:)` (0: mid
/// grey, 1: unchanged, negative: inverted about the middle).
void napkin_contrast(uint32_t *pixels, ptrdiff_t stride, int width, int height, double amount);

/// Inverts every colour channel and keeps the alpha, in place: a premultiplied channel c of a
/// pixel of alpha a becomes a - c (exact in integers: (1 - c / a) * a), SwiftUI's
/// `colorInvert()`. A channel above its alpha (not a valid premultiplied pixel) becomes 0.
void napkin_color_invert(uint32_t *pixels, ptrdiff_t stride, int width, int height);

/// Composites `source` onto `backdrop` (both `width` x `height` premultiplied ARGB32, rows
/// `source_stride` and `backdrop_stride` bytes apart) with Core Graphics' plus-darker mode,
/// writing the result over `backdrop`: R = max(0, 1 - ((1 - D) + (1 - S))) for opaque pixels,
/// and in general, premultiplied, alpha as source-over gives it (as + ab - as * ab) and colour
/// max(0, alpha - ((as - cs) + (ab - cb))), so a transparent source leaves the backdrop and a
/// transparent backdrop takes the source. Integer arithmetic, rounded to nearest.
void napkin_plus_darker(const uint32_t *source, ptrdiff_t source_stride, uint32_t *backdrop, ptrdiff_t backdrop_stride, int width,
                        int height);

/// Widens `width` pixels of 8-bit RGB (`rgb`, 3 bytes a pixel, as a PNG row holds them) into
/// opaque ARGB32 words (`0xFFRRGGBB`, native byte order) at `argb`: how the PNG decoder turns
/// an unfiltered row into a bitmap's row. Four pixels per step with one byte shuffle, which
/// stays one vector instruction at -O0.
void napkin_widen_rgb(const uint8_t *rgb, uint32_t *argb, int width);

/// Undoes the PNG filter of one line of 8-bit samples in place: `line` is the filter byte (0-4)
/// followed by `count` bytes of pixels `bpp` bytes wide; `previous` is the line above, already
/// unfiltered (its filter byte first), or NULL for the first line. Returns 0, or -1 for an
/// unknown filter type.
int napkin_png_unfilter_row(uint8_t *line, const uint8_t *previous, int count, int bpp);

/// Turns the image data of an 8-bit RGB PNG, inflated into the end of the `4 * width * height`
/// bytes at `pixels` (its `height` lines of a filter byte and `3 * width` bytes, starting at byte
/// `height * (width - 1)`), into the image's opaque ARGB32 words (as napkin_widen_rgb writes
/// them) over the whole buffer, front to back, with no second buffer. With `unfiltered_only`,
/// any filter but 0 is refused. Returns 0, or -1 for a refused or unknown filter type (the
/// buffer's contents are then undefined).
int napkin_png_rgb_rows_in_place(uint8_t *pixels, int width, int height, int unfiltered_only);

/// Draws the premultiplied ARGB32 picture `source` (`source_width` × `source_height` pixels,
/// `source_stride` bytes a row) through a projective transform into `target` (`target_width` ×
/// `target_height`, `target_stride` bytes a row), which it overwrites where the picture lands and
/// leaves elsewhere. `inverse` (row by row) maps a target point to the source, in pixels:
/// (x, y) ↦ ((m0 x + m1 y + m2) / w, (m3 x + m4 y + m5) / w) with w = m6 x + m7 y + m8; each target
/// pixel takes the source at its centre's image, bilinearly, with transparent pixels all round the
/// source, so the picture's edges are antialiased over about a pixel. Where w ≤ 0 (behind the eye)
/// nothing is drawn. Deterministic: the same bytes in every build.
void napkin_projective_warp(const uint32_t *source, ptrdiff_t source_stride, int source_width, int source_height, uint32_t *target,
                            ptrdiff_t target_stride, int target_width, int target_height, const double inverse[9]);

/// 0 when the zlib stream of `count` bytes at `stream` (its 2-byte header first), one libdeflate
/// has inflated, is one zlib's inflate refuses; 1 otherwise. libdeflate (1.14, Debian 12's),
/// which the PNG decoder inflates with, takes streams zlib refuses: a code-length repeat that runs
/// past the declared count (libdeflate 1.16 refuses it too), more than 286 literal/length or 30
/// distance codes, literal/length symbols 286-287 or distance symbols 30-31 in a fixed block, and
/// a bit pattern an incomplete code leaves unassigned (the second pattern of a one-symbol code,
/// any pattern of an empty distance code). Every block header is read and every symbol decoded,
/// to find the next header; nothing is written, and what libdeflate checks as zlib does (the
/// Adler-32, distances within the output, the output's size) is not checked again.
int napkin_zlib_stream_is_strict(const uint8_t *stream, size_t count);

/// The first index in `start..<end` where the words `a[i]` and `b[i]` differ, or `end`: how a
/// comparison skips what two screens share, four pixels at a time (vector code at -O0 too).
size_t napkin_first_difference(const uint32_t *a, const uint32_t *b, size_t start, size_t end);

/// The first index in `start + 1..<end` where `a[i]` is not `a[start]` or `b[i]` is not
/// `b[start]`, or `end`: the run of one pair of colours that starts at `start`, which a
/// comparison judges once, four pixels at a time.
size_t napkin_pair_run_end(const uint32_t *a, const uint32_t *b, size_t start, size_t end);

/// A raw DEFLATE stream (RFC 1951) written for pictures made of runs, such as a difference
/// map's palette indices: one block of the fixed Huffman codes whose matches are only of the
/// byte before (a run) or the byte `stride` back (the line above), the longer one taken, each
/// extended 16 bytes at a time. It costs a fraction of zlib's fastest level on such pictures
/// (a whole changed screen: 0.4 ms against 2.4 ms) and compresses them nearly as well; the
/// bytes depend only on the input and the calls' boundaries.
typedef struct {
    uint8_t *out;
    size_t capacity;
    size_t length;
    uint64_t bits;
    int bit_count;
    int overflow;
} napkin_runs_deflater;

/// The most bytes a stream of `count` input bytes can take (every byte a 9-bit literal, plus
/// the block's header and end).
size_t napkin_runs_deflate_bound(size_t count);

/// Starts a stream into the `capacity` bytes at `out`: one block, the last of the whole
/// stream when `final` is set.
void napkin_runs_deflate_begin(napkin_runs_deflater *deflater, uint8_t *out, size_t capacity, int final);

/// Adds `count` bytes at `data`. The `history` bytes before `data` are what the stream holds
/// just before it (0 at the start of a stream, or of a band that is compressed on its own)
/// and may be matched; matches at distance `stride` are made only when it is 2 to 32,768.
void napkin_runs_deflate(napkin_runs_deflater *deflater, const uint8_t *data, size_t count, size_t history, size_t stride);

/// Ends the block. A `final` stream ends there; otherwise an empty stored block follows (as
/// zlib's sync flush writes), so the stream ends on a byte boundary and another stream's
/// blocks may follow it. Returns 0, or -1 when the output did not fit its capacity.
int napkin_runs_deflate_end(napkin_runs_deflater *deflater, int final);

#endif
