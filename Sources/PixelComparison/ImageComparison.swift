internal import CPixelKernels
internal import Dispatch
package import RasterCore

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#endif

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
    package let states: PixelStates
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
        let width = max(reference.width, new.width), height = max(reference.height, new.height)
        self.width = width
        self.height = height
        self.tolerance = tolerance
        // Bands of rows compared at once, one per core (two on the usual CI machine): the
        // work is reading 24 MB for two screens, which one core does not saturate. Every
        // result is a sum, a maximum or a union, so the band count never changes it.
        let bandCount = height >= 512 ? min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)) : 1
        let bands = (0..<bandCount).map { (height * $0 / bandCount)..<(height * ($0 + 1) / bandCount) }
        var totals = Array(repeating: BandTotals(), count: bandCount)
        let states = PixelStates(count: width * height, width: width) { out, changed in
            reference.pixels.withUnsafeBufferPointer { old in
                new.pixels.withUnsafeBufferPointer { fresh in
                    totals.withUnsafeMutableBufferPointer { totals in
                        // Pointers are not Sendable; each band reads both images and writes only
                        // its own rows of `out` and `changed` and its own slot of `totals`, all
                        // of which outlive the concurrent loop.
                        let shared = UncheckedShared(
                            old: old, fresh: fresh, out: UnsafeMutableBufferPointer(start: out, count: width * height), changed: changed,
                            totals: totals)
                        DispatchQueue.concurrentPerform(iterations: bandCount) { band in
                            shared.totals[band] = Self.compareRows(
                                bands[band], old: shared.old, oldWidth: reference.width, oldHeight: reference.height,
                                fresh: shared.fresh, freshWidth: new.width, freshHeight: new.height,
                                width: width, tolerance: tolerance, into: shared.out, changed: shared.changed)
                        }
                    }
                }
            }
        }
        self.states = states
        failingCount = totals.reduce(0) { $0 + $1.failing }
        toleratedCount = totals.reduce(0) { $0 + $1.tolerated }
        largestDeltaE = totals.reduce(0) { max($0, $1.largest) }
        var bounds = PixelBounds.Accumulator()
        for band in totals { bounds.add(band.bounds) }
        failingBounds = bounds.bounds
    }

    /// What one band of rows found.
    private struct BandTotals {
        var failing = 0
        var tolerated = 0
        var largest = 0.0
        var bounds = PixelBounds.Accumulator()
    }

    /// The buffers the bands share, each band touching only its own rows and slot.
    private struct UncheckedShared: @unchecked Sendable {
        let old: UnsafeBufferPointer<UInt32>
        let fresh: UnsafeBufferPointer<UInt32>
        let out: UnsafeMutableBufferPointer<UInt8>
        let changed: UnsafeMutableBufferPointer<Bool>
        let totals: UnsafeMutableBufferPointer<BandTotals>
    }

    /// Compares `rows`, writing the states of the rows with a difference into `out` (zeroed:
    /// `equal` is 0, so an equal row is never written) and flagging them in `changed`.
    private static func compareRows(
        _ rows: Range<Int>, old: UnsafeBufferPointer<UInt32>, oldWidth: Int, oldHeight: Int,
        fresh: UnsafeBufferPointer<UInt32>, freshWidth: Int, freshHeight: Int,
        width: Int, tolerance: Double, into out: UnsafeMutableBufferPointer<UInt8>, changed: UnsafeMutableBufferPointer<Bool>
    ) -> BandTotals {
        var totals = BandTotals()
        // Made on the first differing pixel: a band of equal rows never pays for its caches.
        var colors: PixelColorDifference?
        let overlapWidth = min(oldWidth, freshWidth), overlapHeight = min(oldHeight, freshHeight)
        // Rows that are byte-for-byte equal are skipped with one memcmp: a regression usually
        // touches a few rows, and the pixel loop costs ~40 instructions a pixel.
        let rowsComparable = oldWidth == freshWidth && width > 0
        let failing = PixelState.failing.rawValue, tolerated = PixelState.tolerated.rawValue
        for y in rows {
            let oldRow = y * oldWidth, newRow = y * freshWidth, outRow = y * width
            let states = out.baseAddress! + outRow
            if rowsComparable, y < overlapHeight,
                memcmp(old.baseAddress! + oldRow, fresh.baseAddress! + newRow, width * MemoryLayout<UInt32>.size) == 0
            {
                continue
            }
            changed[y] = true
            // The row's failing pixels are counted and bounded once per row: a changed screen
            // fails nearly every pixel, and a per-pixel rectangle update doubled its cost.
            var failingInRow = 0, firstFailing = Int.max, lastFailing = -1
            let inside = y < overlapHeight ? overlapWidth : 0
            if inside > 0 {
                // A screen changes in runs of one pair of colours (a background for another),
                // so a run is found first and judged once.
                let a = old.baseAddress! + oldRow, b = fresh.baseAddress! + newRow
                // Equal stretches are skipped and runs found four pixels at a time, in C
                // (vector code whatever the build).
                var x = napkin_first_difference(a, b, 0, inside)
                while x < inside {
                    let first = a[x], second = b[x]
                    // The run of this same pair of colours, judged once.
                    let end = napkin_pair_run_end(a, b, x, inside)
                    if colors == nil { colors = PixelColorDifference() }
                    let difference = colors!.deltaE(first, second)
                    totals.largest = max(totals.largest, difference)
                    if difference > tolerance {
                        (states + x).update(repeating: failing, count: end - x)
                        failingInRow += end - x
                        if firstFailing == Int.max { firstFailing = x }
                        lastFailing = end - 1
                    } else {
                        (states + x).update(repeating: tolerated, count: end - x)
                        totals.tolerated += end - x
                    }
                    x = napkin_first_difference(a, b, end, inside)
                }
            }
            if inside < width {
                // Outside one of the bitmaps: failing.
                (states + inside).update(repeating: failing, count: width - inside)
                failingInRow += width - inside
                firstFailing = min(firstFailing, inside)
                lastFailing = width - 1
            }
            if failingInRow > 0 {
                totals.failing += failingInRow
                totals.bounds.add(x: firstFailing, y: y)
                totals.bounds.add(x: lastFailing, y: y)
            }
        }
        return totals
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

        /// Grows to include `other`, when it has any pixel.
        mutating func add(_ other: Accumulator) {
            guard other.minX != Int.max else { return }
            add(x: other.minX, y: other.minY)
            add(x: other.maxX, y: other.maxY)
        }

        var bounds: PixelBounds? {
            minX == Int.max ? nil : PixelBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }
    }
}
