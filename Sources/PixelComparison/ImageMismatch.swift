internal import NapkinSupport
internal import RasterCore

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#endif

/// The verdict on an ``ImageComparison`` under the two precision settings, and its wording.
package struct ImageMismatch {
    /// The comparison judged.
    package let comparison: ImageComparison
    /// The fraction of pixels that must match, 0…1.
    package let precision: Float
    /// The fraction of likeness a pixel needs to match, 0…1.
    package let perceptualPrecision: Float

    /// The verdict on `comparison` under `precision` and `perceptualPrecision`.
    package init(comparison: ImageComparison, precision: Float, perceptualPrecision: Float) {
        self.comparison = comparison
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// How many failing pixels `precision` allows.
    package var allowedFailingCount: Int {
        let fraction = 1 - Double(min(max(precision, 0), 1))
        // The small epsilon keeps 0.9999 × 10 000 pixels at one allowed pixel despite binary
        // floating point (1 − 0.9999 is slightly less than 0.0001).
        return Int((fraction * Double(comparison.pixelCount) + 1e-6).rounded(.down))
    }

    /// True when the comparison passes: same size and few enough failing pixels.
    package var passes: Bool {
        comparison.sizesMatch && comparison.failingCount <= allowedFailingCount
    }

    /// The failure description: sizes, how many pixels differ, the largest colour difference,
    /// where the differences are, and the thresholds in effect.
    package var message: String {
        let c = comparison
        var lines: [String] = []
        if !c.sizesMatch {
            lines.append(
                "Newly-taken snapshot@\(c.newSize.width)×\(c.newSize.height) does not match reference@\(c.referenceSize.width)×\(c.referenceSize.height)."
            )
        }
        lines.append(
            "\(grouped(c.failingCount)) of \(grouped(c.pixelCount)) pixels differ (\(percent(c.failingCount, of: c.pixelCount))); "
                + "precision \(precision) allows at most \(grouped(allowedFailingCount)) (\(percent(allowedFailingCount, of: c.pixelCount)))."
        )
        let largest = cFormat("%.2f", c.largestDeltaE)
        if perceptualPrecision >= 1 {
            lines.append(
                "Largest colour difference: ΔE₀₀ \(largest). perceptualPrecision 1 requires identical pixels; 0.98 would tolerate ΔE₀₀ ≤ 2, about what the eye can tell apart."
            )
        } else {
            let tolerance = cFormat("%g", c.tolerance)
            var line =
                "Largest colour difference: ΔE₀₀ \(largest); perceptualPrecision \(perceptualPrecision) treats ΔE₀₀ ≤ \(tolerance) as a match"
            line += c.toleratedCount > 0 ? " (\(grouped(c.toleratedCount)) more pixels differ within that)." : "."
            lines.append(line)
        }
        if let bounds = c.failingBounds {
            lines.append("Differing pixels lie within \(bounds), origin top left.")
        }
        return lines.joined(separator: "\n")
    }
}

extension ImageMismatch {
    /// The verdict worded for a command line (`napkin-compare`): the options' spellings rather
    /// than the assertion's parameters, the files by the names given; the first line says how
    /// many pixels differ.
    package func commandLineLines(reference: String, new: String) -> [String] {
        let c = comparison
        var lines: [String] = []
        let allowed =
            allowedFailingCount == 0
            ? "none" : "at most \(grouped(allowedFailingCount)) (\(percent(allowedFailingCount, of: c.pixelCount)))"
        lines.append(
            "\(grouped(c.failingCount)) of \(grouped(c.pixelCount)) pixels differ (\(percent(c.failingCount, of: c.pixelCount))); "
                + "--precision \(cFormat("%g", Double(precision))) allows \(allowed)")
        if !c.sizesMatch {
            lines.append(
                "\(new) is \(c.newSize.width)×\(c.newSize.height) pixels, \(reference) \(c.referenceSize.width)×\(c.referenceSize.height): the sizes differ"
            )
        }
        let largest = cFormat("%.2f", c.largestDeltaE)
        if perceptualPrecision >= 1 {
            lines.append(
                "largest colour difference ΔE₀₀ \(largest); --perceptual-precision 1 (the default, as assertSnapshot's) requires identical pixels, 0.98 would tolerate ΔE₀₀ ≤ 2 (about what the eye can tell apart)"
            )
        } else {
            var line =
                "largest colour difference ΔE₀₀ \(largest); --perceptual-precision \(cFormat("%g", Double(perceptualPrecision))) treats ΔE₀₀ ≤ \(cFormat("%g", c.tolerance)) as a match"
            if c.toleratedCount > 0 {
                line +=
                    c.toleratedCount == 1
                    ? " (1 more pixel differs within that)" : " (\(grouped(c.toleratedCount)) more pixels differ within that)"
            }
            lines.append(line)
        }
        if let bounds = c.failingBounds {
            lines.append("the differing pixels lie within \(bounds), origin top left")
        }
        return lines
    }
}

/// `1234567` as `1,234,567`.
package func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return value < 0 ? "-" + result : result
}

/// `part / whole` as a percentage with enough digits to tell small ratios from zero.
package func percent(_ part: Int, of whole: Int) -> String {
    guard whole > 0 else { return "0%" }
    let value = Double(part) / Double(whole) * 100
    if value == 0 { return "0%" }
    if value >= 1 { return cFormat("%.2f%%", value) }
    return cFormat("%.2g%%", value)
}
