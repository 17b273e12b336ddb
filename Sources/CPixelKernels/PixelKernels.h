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

#endif
