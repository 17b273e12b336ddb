#include "JPEGCodec.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>

// Bitmap's words are 0xAARRGGBB in native order: B, G, R, A bytes on a little-endian machine.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define NATIVE_ARGB_SPACE JCS_EXT_ARGB
#define NATIVE_XRGB_SPACE JCS_EXT_XRGB
#else
#define NATIVE_ARGB_SPACE JCS_EXT_BGRA
#define NATIVE_XRGB_SPACE JCS_EXT_BGRX
#endif

/// libjpeg's error manager, with where to jump back to and what happened.
typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    napkin_jpeg_status status;
    char message[JMSG_LENGTH_MAX];
} napkin_error;

static void napkin_error_exit(j_common_ptr cinfo) {
    napkin_error *error = (napkin_error *)cinfo->err;
    if (error->status == NAPKIN_JPEG_OK) {
        error->status = cinfo->err->msg_code == JERR_OUT_OF_MEMORY ? NAPKIN_JPEG_NO_MEMORY : NAPKIN_JPEG_CORRUPT;
        (*cinfo->err->format_message)(cinfo, error->message);
    }
    longjmp(error->jump, 1);
}

/// Silent: libjpeg's default prints to standard error.
static void napkin_output_message(j_common_ptr cinfo) { (void)cinfo; }

/// Warnings are counted and dropped, except "premature end of data", which is fatal here.
static void napkin_emit_message(j_common_ptr cinfo, int level) {
    if (level < 0) {
        cinfo->err->num_warnings++;
        if (cinfo->err->msg_code == JWRN_JPEG_EOF) {
            napkin_error *error = (napkin_error *)cinfo->err;
            error->status = NAPKIN_JPEG_TRUNCATED;
            (*cinfo->err->format_message)(cinfo, error->message);
            longjmp(error->jump, 1);
        }
    }
}

static void napkin_error_init(napkin_error *error) {
    jpeg_std_error(&error->pub);
    error->pub.error_exit = napkin_error_exit;
    error->pub.output_message = napkin_output_message;
    error->pub.emit_message = napkin_emit_message;
    error->status = NAPKIN_JPEG_OK;
    error->message[0] = 0;
}

static void copy_message(char *target, const napkin_error *error) {
    strncpy(target, error->message, 199);
    target[199] = 0;
}

struct napkin_jpeg_decoder {
    struct jpeg_decompress_struct info;
    napkin_error error;
    struct jpeg_progress_mgr progress;
    int created;
};

/// Stops a progressive file with more scans than NAPKIN_JPEG_MAXIMUM_SCANS.
static void napkin_progress(j_common_ptr cinfo) {
    j_decompress_ptr info = (j_decompress_ptr)cinfo;
    if (info->input_scan_number > NAPKIN_JPEG_MAXIMUM_SCANS) {
        napkin_error *error = (napkin_error *)cinfo->err;
        error->status = NAPKIN_JPEG_TOO_MANY_SCANS;
        snprintf(error->message, sizeof error->message, "more than %d progressive scans", NAPKIN_JPEG_MAXIMUM_SCANS);
        longjmp(error->jump, 1);
    }
}

static uint16_t read16(const uint8_t *p, int little) { return little ? (uint16_t)(p[0] | p[1] << 8) : (uint16_t)(p[0] << 8 | p[1]); }

static uint32_t read32(const uint8_t *p, int little) {
    return little ? (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24
                  : (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

/// The orientation tag (0x0112) of the first IFD of an APP1 "Exif" marker, or 1. Every offset
/// is checked against the marker's length.
static int exif_orientation(const uint8_t *data, size_t length) {
    if (length < 14 || memcmp(data, "Exif\0\0", 6) != 0) return 1;
    const uint8_t *tiff = data + 6;
    size_t size = length - 6;
    int little;
    if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
    else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
    else return 1;
    if (read16(tiff + 2, little) != 42) return 1;
    uint32_t ifd = read32(tiff + 4, little);
    if (ifd > size || size - ifd < 2) return 1;
    unsigned count = read16(tiff + ifd, little);
    for (unsigned i = 0; i < count; i++) {
        size_t entry = (size_t)ifd + 2 + (size_t)i * 12;
        if (entry + 12 > size) return 1;
        if (read16(tiff + entry, little) != 0x0112) continue;
        // SHORT, one value, stored in the first two bytes of the value field.
        if (read16(tiff + entry + 2, little) != 3 || read32(tiff + entry + 4, little) != 1) return 1;
        unsigned value = read16(tiff + entry + 8, little);
        return value >= 1 && value <= 8 ? (int)value : 1;
    }
    return 1;
}

napkin_jpeg_decoder *napkin_jpeg_decoder_open(const uint8_t *data, size_t size, napkin_jpeg_header *header, napkin_jpeg_status *status) {
    memset(header, 0, sizeof *header);
    napkin_jpeg_decoder *decoder = calloc(1, sizeof *decoder);
    if (!decoder) {
        *status = NAPKIN_JPEG_NO_MEMORY;
        strcpy(header->message, "out of memory");
        return NULL;
    }
    napkin_error_init(&decoder->error);
    decoder->info.err = &decoder->error.pub;
    if (setjmp(decoder->error.jump)) {
        *status = decoder->error.status;
        copy_message(header->message, &decoder->error);
        napkin_jpeg_decoder_close(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->info);
    decoder->created = 1;
    decoder->progress.progress_monitor = napkin_progress;
    decoder->info.progress = &decoder->progress;
    jpeg_mem_src(&decoder->info, data, (unsigned long)size);
    jpeg_save_markers(&decoder->info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&decoder->info, TRUE);

    header->width = (int)decoder->info.image_width;
    header->height = (int)decoder->info.image_height;
    header->components = decoder->info.num_components;
    header->progressive = decoder->info.progressive_mode ? 1 : 0;
    header->orientation = 1;
    for (jpeg_saved_marker_ptr marker = decoder->info.marker_list; marker; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1 && marker->data_length >= 14 && memcmp(marker->data, "Exif\0\0", 6) == 0) {
            header->orientation = exif_orientation(marker->data, marker->data_length);
            break;
        }
    }
    switch (decoder->info.jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        decoder->info.out_color_space = NATIVE_ARGB_SPACE;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        decoder->info.out_color_space = JCS_CMYK;
        break;
    default:
        *status = NAPKIN_JPEG_UNSUPPORTED;
        snprintf(header->message, sizeof header->message, "colour space %d with %d components is not read", (int)decoder->info.jpeg_color_space,
            decoder->info.num_components);
        napkin_jpeg_decoder_close(decoder);
        return NULL;
    }
    // The accurate integer IDCT and smooth chroma upsampling: libjpeg's defaults, spelled out.
    decoder->info.dct_method = JDCT_ISLOW;
    decoder->info.do_fancy_upsampling = TRUE;
    *status = NAPKIN_JPEG_OK;
    return decoder;
}

/// Adobe's CMYK JPEGs store inverted ink (255 is none); others store ink directly.
static void cmyk_to_native(uint8_t *row, JDIMENSION width, int inverted) {
    uint32_t *pixels = (uint32_t *)row;
    for (JDIMENSION x = 0; x < width; x++) {
        unsigned c = row[4 * x], m = row[4 * x + 1], y = row[4 * x + 2], k = row[4 * x + 3];
        if (!inverted) {
            c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k;
        }
        unsigned r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255;
        pixels[x] = 0xFF000000u | r << 16 | g << 8 | b;
    }
}

napkin_jpeg_status napkin_jpeg_decoder_read(napkin_jpeg_decoder *decoder, uint32_t *pixels, char *message) {
    message[0] = 0;
    if (setjmp(decoder->error.jump)) {
        copy_message(message, &decoder->error);
        return decoder->error.status;
    }
    jpeg_start_decompress(&decoder->info);
    JDIMENSION width = decoder->info.output_width;
    int cmyk = decoder->info.out_color_space == JCS_CMYK;
    int inverted = decoder->info.saw_Adobe_marker;
    while (decoder->info.output_scanline < decoder->info.output_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)decoder->info.output_scanline * width);
        JDIMENSION before = decoder->info.output_scanline;
        jpeg_read_scanlines(&decoder->info, &row, 1);
        if (cmyk && decoder->info.output_scanline > before) cmyk_to_native(row, width, inverted);
    }
    jpeg_finish_decompress(&decoder->info);
    return NAPKIN_JPEG_OK;
}

void napkin_jpeg_decoder_close(napkin_jpeg_decoder *decoder) {
    if (!decoder) return;
    if (decoder->created) jpeg_destroy_decompress(&decoder->info);
    free(decoder);
}

/// The encoder's state on the heap, so nothing it holds is a local changed between setjmp and
/// longjmp.
typedef struct {
    struct jpeg_compress_struct info;
    napkin_error error;
    struct jpeg_destination_mgr destination;
    /// The bytes written so far, `capacity` allocated; owned here until handed to the caller.
    unsigned char *buffer;
    size_t capacity;
    int created;
} napkin_encoder;

// A destination in memory that this file owns, so a failure frees exactly one buffer
// (libjpeg's jpeg_mem_dest frees and replaces the caller's pointer as it grows).
static void destination_init(j_compress_ptr cinfo) { (void)cinfo; }

static boolean destination_grow(j_compress_ptr cinfo) {
    napkin_encoder *encoder = (napkin_encoder *)cinfo->client_data;
    size_t used = encoder->capacity;
    size_t capacity = encoder->capacity * 2;
    unsigned char *grown = realloc(encoder->buffer, capacity);
    if (!grown) ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 0);
    encoder->buffer = grown;
    encoder->capacity = capacity;
    encoder->destination.next_output_byte = grown + used;
    encoder->destination.free_in_buffer = capacity - used;
    return TRUE;
}

static void destination_term(j_compress_ptr cinfo) { (void)cinfo; }

napkin_jpeg_status napkin_jpeg_encode(const uint32_t *pixels, int width, int height, int quality, int options, unsigned char **output,
    unsigned long *outputSize, char *message) {
    *output = NULL;
    *outputSize = 0;
    message[0] = 0;
    napkin_encoder *encoder = calloc(1, sizeof *encoder);
    if (!encoder) {
        strcpy(message, "out of memory");
        return NAPKIN_JPEG_NO_MEMORY;
    }
    napkin_error_init(&encoder->error);
    encoder->info.err = &encoder->error.pub;
    if (setjmp(encoder->error.jump)) {
        napkin_jpeg_status status = encoder->error.status;
        copy_message(message, &encoder->error);
        if (encoder->created) jpeg_destroy_compress(&encoder->info);
        free(encoder->buffer);
        free(encoder);
        return status;
    }
    jpeg_create_compress(&encoder->info);
    encoder->created = 1;
    encoder->info.client_data = encoder;
    // A start of about a tenth of the raw pixels: one or two doublings for most photos.
    encoder->capacity = (size_t)width * (size_t)height * 3 / 10 + 4096;
    encoder->buffer = malloc(encoder->capacity);
    if (!encoder->buffer) ERREXIT1(&encoder->info, JERR_OUT_OF_MEMORY, 0);
    encoder->destination.init_destination = destination_init;
    encoder->destination.empty_output_buffer = destination_grow;
    encoder->destination.term_destination = destination_term;
    encoder->destination.next_output_byte = encoder->buffer;
    encoder->destination.free_in_buffer = encoder->capacity;
    encoder->info.dest = &encoder->destination;
    encoder->info.image_width = (JDIMENSION)width;
    encoder->info.image_height = (JDIMENSION)height;
    encoder->info.input_components = 4;
    encoder->info.in_color_space = options & NAPKIN_JPEG_ADOBE_CMYK ? JCS_CMYK : NATIVE_XRGB_SPACE;
    // YCbCr, 2×2 luma to 1×1 chroma sampling (4:2:0), Huffman tables of the standard.
    jpeg_set_defaults(&encoder->info);
    if (options & NAPKIN_JPEG_GRAYSCALE && !(options & NAPKIN_JPEG_ADOBE_CMYK)) jpeg_set_colorspace(&encoder->info, JCS_GRAYSCALE);
    if (options & NAPKIN_JPEG_PROGRESSIVE) jpeg_simple_progression(&encoder->info);
    jpeg_set_quality(&encoder->info, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    encoder->info.dct_method = JDCT_ISLOW;
    // JFIF's density as iOS writes it: 72 pixels per inch.
    encoder->info.density_unit = 1;
    encoder->info.X_density = 72;
    encoder->info.Y_density = 72;
    jpeg_start_compress(&encoder->info, TRUE);
    while (encoder->info.next_scanline < encoder->info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)encoder->info.next_scanline * (size_t)width);
        jpeg_write_scanlines(&encoder->info, &row, 1);
    }
    jpeg_finish_compress(&encoder->info);
    *output = encoder->buffer;
    *outputSize = (unsigned long)(encoder->capacity - encoder->destination.free_in_buffer);
    jpeg_destroy_compress(&encoder->info);
    free(encoder);
    return NAPKIN_JPEG_OK;
}

void napkin_jpeg_free(unsigned char *bytes) { free(bytes); }
