import RasterCore

/// An opaque test picture: a gradient with a dark square, `width`×`height` pixels.
package func samplePicture(width: Int = 40, height: Int = 30) -> Bitmap {
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
        for x in 0..<width {
            let inSquare = x >= width / 4 && x < width / 2 && y >= height / 4 && y < height / 2
            let r = inSquare ? 28 : UInt32(60 + (x * 150) / max(width, 1))
            let g = inSquare ? 26 : UInt32(90 + (y * 120) / max(height, 1))
            let b: UInt32 = inSquare ? 23 : 180
            pixels[y * width + x] = 0xFF00_0000 | r << 16 | g << 8 | b
        }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}

extension Bitmap {
    /// The bitmap with the pixel at `x`, `y` replaced.
    package func setting(x: Int, y: Int, to pixel: UInt32) -> Bitmap {
        var copy = self
        copy[x, y] = pixel
        return copy
    }

    /// The bitmap with every colour channel of every pixel raised by `amount` (opaque
    /// pixels only), a shift the eye hardly sees.
    package func brightened(by amount: UInt32) -> Bitmap {
        Bitmap(
            width: width, height: height,
            pixels: pixels.map { pixel in
                let r = min(255, ((pixel >> 16) & 0xFF) + amount)
                let g = min(255, ((pixel >> 8) & 0xFF) + amount)
                let b = min(255, (pixel & 0xFF) + amount)
                return 0xFF00_0000 | r << 16 | g << 8 | b
            })
    }
}
