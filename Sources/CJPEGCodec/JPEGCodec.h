// JPEG decoding and encoding with libjpeg-turbo, behind functions that never exit the process
// and never print. libjpeg reports a fatal error by calling `error_exit`, whose default prints
// and calls `exit()`; here it records libjpeg's message and jumps back (setjmp/longjmp) to the
// entry function, which cleans up and returns a status. Warnings are silent, except the one
// that says the data ended early, which is taken as an error: a truncated file is refused
// rather than drawn half grey.
//
// Pixels are 32-bit words 0xAARRGGBB in native byte order, as RasterCore's Bitmap stores them.
#ifndef NAPKIN_JPEG_CODEC_H
#define NAPKIN_JPEG_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// What a call ended with.
typedef enum {
    NAPKIN_JPEG_OK = 0,
    /// libjpeg refused the data (damaged, or not a JPEG stream); the message says why.
    NAPKIN_JPEG_CORRUPT = 1,
    /// The data ended before the image did.
    NAPKIN_JPEG_TRUNCATED = 2,
    /// More progressive scans than napkin_jpeg_maximum_scans: refused, as a file built to
    /// take minutes to decode.
    NAPKIN_JPEG_TOO_MANY_SCANS = 3,
    /// A colour space other than grey, YCbCr, RGB, CMYK or YCCK.
    NAPKIN_JPEG_UNSUPPORTED = 4,
    /// Memory could not be allocated.
    NAPKIN_JPEG_NO_MEMORY = 5,
} napkin_jpeg_status;

/// The most scans a progressive JPEG may have (a camera's have about ten).
#define NAPKIN_JPEG_MAXIMUM_SCANS 1000

/// What the header says, read before any pixel memory is allocated.
typedef struct {
    /// The stored size in pixels (before the orientation is applied).
    int width;
    int height;
    /// The EXIF orientation, 1 (upright) to 8; 1 when the file has none or an invalid one.
    int orientation;
    /// 1 for grey, 3 for YCbCr or RGB, 4 for CMYK or YCCK.
    int components;
    /// 1 when the file is progressive.
    int progressive;
    /// libjpeg's explanation of a failure (empty on success).
    char message[200];
} napkin_jpeg_header;

typedef struct napkin_jpeg_decoder napkin_jpeg_decoder;

/// Reads the header of the JPEG in `data` (which must stay in place until the decoder is
/// closed). Returns a decoder ready for napkin_jpeg_decoder_read, or NULL with `header->message`
/// and `*status` saying why not. Only the header is parsed: no pixel memory exists yet.
napkin_jpeg_decoder *napkin_jpeg_decoder_open(const uint8_t *data, size_t size, napkin_jpeg_header *header, napkin_jpeg_status *status);

/// Decodes the image into `pixels` (header width × height words, rows without padding), opaque,
/// in the stored orientation. CMYK is converted naively (no colour profile); Adobe's inverted
/// CMYK is recognised by its marker. On failure `message` (200 bytes) says why.
napkin_jpeg_status napkin_jpeg_decoder_read(napkin_jpeg_decoder *decoder, uint32_t *pixels, char *message);

/// Frees the decoder (NULL is allowed).
void napkin_jpeg_decoder_close(napkin_jpeg_decoder *decoder);

/// Encodes `width` × `height` pixels (alpha ignored: premultiplied colours are written as they
/// are, so a transparent pixel becomes black) as a baseline JFIF JPEG at `quality` 1...100,
/// 4:2:0 chroma, libjpeg's standard Huffman tables and accurate integer DCT. On success
/// `*output` holds `*outputSize` bytes to free with napkin_jpeg_free; on failure it is NULL and
/// `message` (200 bytes) says why.
/// `options` is 0 for the above; the flags below write the other kinds of file a decoder meets.
napkin_jpeg_status napkin_jpeg_encode(const uint32_t *pixels, int width, int height, int quality, int options, unsigned char **output,
    unsigned long *outputSize, char *message);

/// Progressive scans (libjpeg's simple progression) instead of one baseline scan.
#define NAPKIN_JPEG_PROGRESSIVE 1
/// One grey component (the luma of the colours).
#define NAPKIN_JPEG_GRAYSCALE 2
/// The four bytes of each pixel (in memory order) are C, M, Y, K as Adobe stores them (255 is no
/// ink), written as a four-component CMYK file with Adobe's marker.
#define NAPKIN_JPEG_ADOBE_CMYK 4

/// Frees the bytes napkin_jpeg_encode returned.
void napkin_jpeg_free(unsigned char *bytes);

#endif
