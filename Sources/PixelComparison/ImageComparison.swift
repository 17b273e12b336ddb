import Foundation
import RasterCore

/// Where two bitmaps differ, pixel by pixel.
///
/// Pixels are compared on the union of both sizes; a pixel that exists in only one of the
/// bitmaps counts as differing. A pixel whose bytes differ is *tolerated* when its colour
/// difference ΔE₀₀ is at most ``tolerance`` and *failing* otherwise.
package struct ImageComparison {
    /// How each pixel compared.
    package enum PixelState: UInt8 {
        /// Identical bytes.
        case equal = 0
        /// Different bytes, but within the colour tolerance.
        case tolerated = 1
        /// A difference beyond the tolerance, or a pixel outside one of the bitmaps.
        case failing = 2
    }

    /// The reference's width and height.
    package let referenceSize: (width: Int, height: Int)
    /// The new bitmap's width and height.
    package let newSize: (width: Int, height: Int)
    /// The width of the compared area (the wider of the two).
    package let width: Int
    /// The height of the compared area (the taller of the two).
    package let height: Int
    /// The largest ΔE₀₀ for a pixel to be tolerated.
    package let tolerance: Double
    /// One ``PixelState`` raw value per pixel of the compared area, row by row.
    package let states: [UInt8]
    /// How many pixels fail.
    package let failingCount: Int
    /// How many pixels differ only within the tolerance.
    package let toleratedCount: Int
    /// The largest ΔE₀₀ among pixels inside both bitmaps.
    package let largestDeltaE: Double
    /// The smallest rectangle, in pixels, that holds every failing pixel.
    package let failingBounds: PixelBounds?

    /// True when both bitmaps have the same size.
    package var sizesMatch: Bool { referenceSize == newSize }
    /// How many pixels were compared.
    package var pixelCount: Int { width * height }

    /// Compares `new` against `reference`, tolerating colour differences up to `tolerance`
    /// (ΔE₀₀). Returns `nil` when the two are identical, which is checked first and fast.
    package static func compare(reference: Bitmap, new: Bitmap, tolerance: Double) -> ImageComparison? {
        if reference.width == new.width, reference.height == new.height, samePixels(reference.pixels, new.pixels) {
            return nil
        }
        return ImageComparison(reference: reference, new: new, tolerance: tolerance)
    }

    private init(reference: Bitmap, new: Bitmap, tolerance: Double) {
        referenceSize = (reference.width, reference.height)
        newSize = (new.width, new.height)
        width = max(reference.width, new.width)
        height = max(reference.height, new.height)
        self.tolerance = tolerance
        var states = [UInt8](repeating: PixelState.equal.rawValue, count: width * height)
        var failing = 0, tolerated = 0, largest = 0.0
        var bounds = PixelBounds.Accumulator()
        var colors = PixelColorDifference()
        let overlapWidth = min(reference.width, new.width)
        let overlapHeight = min(reference.height, new.height)
        let width = self.width, height = self.height
        // Rows that are byte-for-byte equal are skipped with one memcmp: a regression usually
        // touches a few rows, and the pixel loop costs ~40 instructions a pixel.
        let rowsComparable = reference.width == new.width && width > 0
        reference.pixels.withUnsafeBufferPointer { old in
            new.pixels.withUnsafeBufferPointer { fresh in
                states.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let oldRow = y * reference.width, newRow = y * new.width, outRow = y * width
                        if rowsComparable, y < overlapHeight,
                           memcmp(old.baseAddress! + oldRow, fresh.baseAddress! + newRow, width * MemoryLayout<UInt32>.size) == 0 {
                            continue
                        }
                        for x in 0..<width {
                            guard x < overlapWidth, y < overlapHeight else {
                                out[outRow + x] = PixelState.failing.rawValue
                                failing += 1
                                bounds.add(x: x, y: y)
                                continue
                            }
                            let a = old[oldRow + x], b = fresh[newRow + x]
                            if a == b { continue }
                            let difference = colors.deltaE(a, b)
                            largest = max(largest, difference)
                            if difference <= tolerance {
                                out[outRow + x] = PixelState.tolerated.rawValue
                                tolerated += 1
                            } else {
                                out[outRow + x] = PixelState.failing.rawValue
                                failing += 1
                                bounds.add(x: x, y: y)
                            }
                        }
                    }
                }
            }
        }
        self.states = states
        failingCount = failing
        toleratedCount = tolerated
        largestDeltaE = largest
        failingBounds = bounds.bounds
    }

    private static func samePixels(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                // The same storage (a bitmap compared with itself) is equal without reading it.
                x.count == 0 || x.baseAddress == y.baseAddress || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
    }
}

/// A rectangle of pixels given by its first and last column and row (inclusive).
package struct PixelBounds: Equatable, CustomStringConvertible {
    /// The leftmost column.
    package var minX: Int
    /// The topmost row.
    package var minY: Int
    /// The rightmost column.
    package var maxX: Int
    /// The bottom row.
    package var maxY: Int

    /// The number of columns.
    package var width: Int { maxX - minX + 1 }
    /// The number of rows.
    package var height: Int { maxY - minY + 1 }

    /// `x 3…22, y 5…9 (20×5 pixels)`.
    package var description: String {
        "x \(minX)…\(maxX), y \(minY)…\(maxY) (\(width)×\(height) pixel\(width * height == 1 ? "" : "s"))"
    }

    /// Grows a rectangle pixel by pixel.
    struct Accumulator {
        private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

        mutating func add(x: Int, y: Int) {
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if y < minY { minY = y }
            if y > maxY { maxY = y }
        }

        var bounds: PixelBounds? {
            minX == Int.max ? nil : PixelBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }
    }
}
