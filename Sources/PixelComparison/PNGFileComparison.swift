internal import Dispatch
internal import NapkinSupport
package import RasterCore

#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#endif

/// Compares two PNG files as an image snapshot with a perceptual precision does, and writes a
/// difference map when they differ: the command behind `napkin-compare` and
/// `napkin-bench compare`.
///
/// Built for a whole process to be fast: the two files are decoded at the same time on two
/// cores, and the difference map is the size of the images with few colours (the reference
/// washed out to light grey, failing pixels magenta, tolerated ones amber, a magenta frame
/// around the failing area, dark red where only one image has pixels), written as an 8-bit
/// indexed PNG: a third of the bytes of an RGB picture to deflate, and no text to lay out.
/// It is the middle panel of the side-by-side picture a failing assertion attaches, at full
/// size, like the single difference image of ImageMagick's `compare` and pixelmatch.
package enum PNGFileComparison {
    /// Why a comparison could not be made; each case words one line for the user.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// An input file does not exist.
        case missingFile(path: String)
        /// An input file exists but is not a PNG that can be read.
        case unreadableImage(path: String, reason: String)
        /// The difference map could not be written.
        case unwritableFile(path: String, reason: String)
        /// The difference map would be written over an input (the same path, a link to it or
        /// another name of the same file).
        case differenceOverwritesInput(path: String, input: String)

        package var description: String {
            switch self {
            case .missingFile(let path): return "no such file: \(path)"
            case .unreadableImage(let path, let reason): return "cannot read \(path) as PNG: \(reason)"
            case .unwritableFile(let path, let reason): return "cannot write \(path): \(reason)"
            case .differenceOverwritesInput(let path, let input):
                return "will not write the difference map to \(path): it is the input \(input), which it would replace; name another file"
            }
        }
    }

    /// What comparing two files found.
    package enum Verdict: Equatable, CustomStringConvertible {
        /// The files match under the precisions given.
        case match
        /// They differ: the verdict's lines, worded for a command line (the first says how
        /// many pixels differ); the difference map was written.
        case differ([String])

        /// `match`, or `differ: ` and the first line, the others indented under it.
        package var description: String {
            switch self {
            case .match: return "match"
            case .differ(let lines): return "differ: " + lines.joined(separator: "\n  ")
            }
        }
    }

    /// Compares `new` with `reference` (paths of PNG files) as `assertSnapshot` does with
    /// `.image(precision:perceptualPrecision:)`: `perceptualPrecision` (CIEDE2000) says how
    /// alike a pixel must look to match, `precision` what fraction of pixels must match; both
    /// default to 1, as the assertion's. Writes the difference map to `difference` when they
    /// differ.
    package static func compare(
        reference: String, new: String, difference: String, precision: Float = 1, perceptualPrecision: Float = 1
    ) throws(Failure) -> Verdict {
        // Checked before any work: the command must never replace what it was asked to read.
        for input in [reference, new] where sameFile(difference, input) {
            throw .differenceOverwritesInput(path: difference, input: input)
        }
        let (first, second) = try decodeBoth(reference, new)
        let clamped = min(max(perceptualPrecision, 0), 1)
        guard let comparison = ImageComparison.compare(reference: first, new: second, tolerance: (1 - Double(clamped)) * 100) else {
            return .match
        }
        let mismatch = ImageMismatch(comparison: comparison, precision: min(max(precision, 0), 1), perceptualPrecision: clamped)
        if mismatch.passes { return .match }
        let data: Data
        do {
            data = try differenceMap(reference: first, comparison: comparison)
        } catch {
            throw .unwritableFile(path: difference, reason: "\(error)")
        }
        do {
            try writeAtomically(data, to: URL(fileURLWithPath: difference))
        } catch {
            throw .unwritableFile(path: difference, reason: error.reason)
        }
        return .differ(mismatch.commandLineLines(reference: reference, new: new) + ["difference map: \(difference)"])
    }

    /// Both files decoded at once, one per core.
    private static func decodeBoth(_ a: String, _ b: String) throws(Failure) -> (Bitmap, Bitmap) {
        let paths = [a, b]
        let results = Locked<[Result<Bitmap, Failure>?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = Result<Bitmap, Failure> { () throws(Failure) in try read(paths[index]) }
            results.withLock { $0[index] = result }
        }
        let both = results.withLock { $0 }
        return (try both[0]!.get(), try both[1]!.get())
    }

    /// True when `a` and `b` name one file: the same path once standardised, or (links
    /// followed) the same device and inode, which catches links and hard links.
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        if URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path { return true }
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Reads a PNG file, telling a missing file from a damaged one.
    private static func read(_ path: String) throws(Failure) -> Bitmap {
        guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path: path) }
        do {
            return try Bitmap(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableImage(path: path, reason: "\(error)")
        }
    }

    // MARK: The difference map

    /// Palette indices 0…80 are the washed-out greys 160…240; then these.
    private static let failingIndex: UInt8 = 81
    private static let toleratedIndex: UInt8 = 82
    private static let outsideIndex: UInt8 = 83
    /// The map's colours, in index order.
    package static let palette: [UInt32] =
        (160...240).map { UInt32(0xFF00_0000) | UInt32($0) << 16 | UInt32($0) << 8 | UInt32($0) }
        + [DifferencePalette.failingColor, DifferencePalette.toleratedColor, DifferencePalette.outsideColor]

    /// The difference map of `comparison` over `reference`, as an indexed PNG.
    package static func differenceMap(reference: Bitmap, comparison: ImageComparison) throws -> Data {
        let width = comparison.width, height = comparison.height
        let frame = Frame(bounds: comparison.failingBounds, width: width, height: height)
        return try comparison.states.withUnsafeBufferPointer { states in
            try reference.pixels.withUnsafeBufferPointer { source in
                // Pointers are not Sendable; the encoder's row callback runs on several
                // threads, each reading its own rows of these buffers, which outlive it.
                let statesBase = UInt(bitPattern: states.baseAddress), sourceBase = UInt(bitPattern: source.baseAddress)
                @inline(__always) func greyIndex(_ pixel: UInt32) -> UInt8 {
                    UInt8(DifferencePalette.washedGrey(DifferencePalette.composite(pixel, over: 0xFF)) - 160)
                }
                let referenceWidth = reference.width, referenceHeight = reference.height
                let changedRows = comparison.states.changedRows
                return try Bitmap.indexedPNGData(width: width, height: height, palette: palette) { y, row in
                    let states = UnsafePointer<UInt8>(bitPattern: statesBase)! + y * width
                    let covered = y < referenceHeight ? min(width, referenceWidth) : 0
                    let pixels = UnsafePointer<UInt32>(bitPattern: sourceBase).map { $0 + y * referenceWidth }
                    // Eight pixels at a time: runs of failing pixels (a changed screen is one)
                    // are filled at once; elsewhere the washed-out reference, reusing the last
                    // grey (screens are runs of one colour), then the differing pixels over it.
                    let allFailing = UInt64(ImageComparison.PixelState.failing.rawValue) &* 0x0101_0101_0101_0101
                    var lastPixel: UInt32 = covered > 0 ? pixels?[0] ?? 0 : 0
                    var lastIndex = greyIndex(lastPixel)
                    var x = 0
                    if !changedRows[y], let pixels {
                        // A row with no difference is the washed-out reference alone; its
                        // states (all equal) are not read.
                        for column in 0..<covered {
                            let pixel = pixels[column]
                            if pixel != lastPixel {
                                lastPixel = pixel
                                lastIndex = greyIndex(pixel)
                            }
                            row[column] = lastIndex
                        }
                        x = width
                    }
                    while x < width {
                        let run = min(8, width - x)
                        if run == 8, x + 8 <= covered, UnsafeRawPointer(states + x).loadUnaligned(as: UInt64.self) == allFailing {
                            (row + x).update(repeating: failingIndex, count: 8)
                            x += 8
                            continue
                        }
                        for column in x..<(x + run) {
                            if column < covered, let pixels {
                                let pixel = pixels[column]
                                if pixel != lastPixel {
                                    lastPixel = pixel
                                    lastIndex = greyIndex(pixel)
                                }
                                row[column] = lastIndex
                            }
                            switch states[column] {
                            case ImageComparison.PixelState.failing.rawValue:
                                row[column] = column < covered ? failingIndex : outsideIndex
                            case ImageComparison.PixelState.tolerated.rawValue:
                                row[column] = toleratedIndex
                            default:
                                break
                            }
                        }
                        x += run
                    }
                    frame.draw(row: y, into: row, index: failingIndex)
                }
            }
        }
    }

    /// The magenta frame around the failing area, 4 pixels thick, 2 pixels outside it, so
    /// that even one failing pixel is easy to find.
    private struct Frame {
        let minX: Int, maxX: Int, minY: Int, maxY: Int
        let width: Int
        let present: Bool
        static let thickness = 4

        init(bounds: PixelBounds?, width: Int, height: Int) {
            let margin = Self.thickness + 2
            self.width = width
            present = bounds != nil
            minX = (bounds?.minX ?? 0) - margin
            maxX = (bounds?.maxX ?? 0) + margin
            minY = (bounds?.minY ?? 0) - margin
            maxY = (bounds?.maxY ?? 0) + margin
        }

        func draw(row y: Int, into row: UnsafeMutablePointer<UInt8>, index: UInt8) {
            guard present, y >= minY, y <= maxY else { return }
            let left = max(0, minX), right = min(width - 1, maxX)
            guard left <= right else { return }
            if y - minY < Self.thickness || maxY - y < Self.thickness {
                (row + left).update(repeating: index, count: right - left + 1)
                return
            }
            // The two sides only: the frame's left and right bars, clipped to the row.
            for range in [minX..<(minX + Self.thickness), (maxX - Self.thickness + 1)..<(maxX + 1)] {
                let from = max(left, range.lowerBound), to = min(right + 1, range.upperBound)
                if from < to { (row + from).update(repeating: index, count: to - from) }
            }
        }
    }
}
