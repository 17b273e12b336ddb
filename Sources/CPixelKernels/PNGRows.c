#include "PixelKernels.h"

#include <stdlib.h>

// PNG's filter types (section 9 of the PNG specification) for 8-bit pixels of `bpp` bytes. The
// Paeth predictor picks whichever of left, above and upper-left is nearest to left + above -
// upper-left, ties going left, then above.
static inline uint8_t paeth(int a, int b, int c) {
    const int p = a + b - c;
    const int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

int napkin_png_unfilter_row(uint8_t *line, const uint8_t *previous, int count, int bpp) {
    uint8_t *row = line + 1;
    const uint8_t *above = previous ? previous + 1 : NULL;
    switch (line[0]) {
    case 0:
        return 0;
    case 1:  // Sub
        for (int i = bpp; i < count; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 0;
    case 2:  // Up
        if (above) {
            for (int i = 0; i < count; i++) row[i] = (uint8_t)(row[i] + above[i]);
        }
        return 0;
    case 3:  // Average
        for (int i = 0; i < count; i++) {
            const int left = i >= bpp ? row[i - bpp] : 0, up = above ? above[i] : 0;
            row[i] = (uint8_t)(row[i] + ((left + up) >> 1));
        }
        return 0;
    case 4:  // Paeth
        for (int i = 0; i < count; i++) {
            const int left = i >= bpp ? row[i - bpp] : 0, up = above ? above[i] : 0;
            const int corner = above && i >= bpp ? above[i - bpp] : 0;
            row[i] = (uint8_t)(row[i] + paeth(left, up, corner));
        }
        return 0;
    default:
        return -1;
    }
}

int napkin_png_rgb_rows_in_place(uint8_t *pixels, int width, int height, int unfiltered_only) {
    if (width <= 0 || height <= 0) return -1;
    const ptrdiff_t line = 3 * (ptrdiff_t)width + 1;
    uint8_t *raw = pixels + (ptrdiff_t)height * (width - 1);
    // Row y's words end at byte 4 * width * (y + 1), at or before where row y + 1's raw bytes
    // start ((height - y - 1) * (width - 1) bytes further on), and within a row a word is
    // written only after the bytes it overwrites were read. So each row is widened one row
    // late: row y is unfiltered while row y - 1, the row above it, is still raw.
    for (int y = 0; y < height; y++) {
        uint8_t *current = raw + y * line;
        if (unfiltered_only && current[0] != 0) return -1;
        if (napkin_png_unfilter_row(current, y > 0 ? current - line : NULL, 3 * width, 3) != 0) return -1;
        if (y > 0) napkin_widen_rgb(current - line + 1, (uint32_t *)(void *)(pixels + 4 * (ptrdiff_t)width * (y - 1)), width);
    }
    napkin_widen_rgb(raw + (height - 1) * line + 1, (uint32_t *)(void *)(pixels + 4 * (ptrdiff_t)width * (height - 1)), width);
    return 0;
}
