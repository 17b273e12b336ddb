#include "PixelKernels.h"

#include <math.h>

// The projective warp of rotation3DEffect (napkin_projective_warp, PixelKernels.h). Products are
// not fused into multiply-adds, so that every build, debug or release, on any machine, computes
// the same sample positions.
#pragma STDC FP_CONTRACT OFF

/// The premultiplied pixel at (x, y) of the source, or transparent outside it.
static uint32_t warp_pixel(const uint8_t *source, ptrdiff_t stride, int width, int height, int x, int y) {
    if (x < 0 || y < 0 || x >= width || y >= height) return 0;
    return ((const uint32_t *)(source + y * stride))[x];
}

void napkin_projective_warp(const uint32_t *source, ptrdiff_t source_stride, int source_width, int source_height, uint32_t *target,
                            ptrdiff_t target_stride, int target_width, int target_height, const double inverse[9]) {
    const uint8_t *bytes = (const uint8_t *)source;
    for (int y = 0; y < target_height; y++) {
        uint32_t *row = (uint32_t *)((uint8_t *)target + y * target_stride);
        double cy = y + 0.5;
        for (int x = 0; x < target_width; x++) {
            double cx = x + 0.5;
            double w = inverse[6] * cx + inverse[7] * cy + inverse[8];
            // Behind the eye, or at the horizon: nothing of the plane is seen there.
            if (!(w > 1e-9)) continue;
            // The source point under this pixel's centre, in source pixels; the centre of
            // source pixel i is i + 0.5.
            double u = (inverse[0] * cx + inverse[1] * cy + inverse[2]) / w - 0.5;
            double v = (inverse[3] * cx + inverse[4] * cy + inverse[5]) / w - 0.5;
            if (!(u > -1.0 && v > -1.0 && u < source_width && v < source_height)) continue;
            double left = floor(u), top = floor(v);
            int x0 = (int)left, y0 = (int)top;
            // Weights in 1/256ths: bilinear between the four pixels around the point, with
            // transparent pixels beyond the edges, which fades an edge over one pixel.
            uint32_t fx = (uint32_t)((u - left) * 256.0 + 0.5), fy = (uint32_t)((v - top) * 256.0 + 0.5);
            uint32_t weights[4] = {(256 - fx) * (256 - fy), fx * (256 - fy), (256 - fx) * fy, fx * fy};
            uint32_t pixels[4] = {
                warp_pixel(bytes, source_stride, source_width, source_height, x0, y0),
                warp_pixel(bytes, source_stride, source_width, source_height, x0 + 1, y0),
                warp_pixel(bytes, source_stride, source_width, source_height, x0, y0 + 1),
                warp_pixel(bytes, source_stride, source_width, source_height, x0 + 1, y0 + 1),
            };
            uint32_t result = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                uint32_t sum = 0;
                for (int i = 0; i < 4; i++) sum += ((pixels[i] >> shift) & 0xFF) * weights[i];
                result |= ((sum + 32768) >> 16) << shift;
            }
            row[x] = result;
        }
    }
}
