internal import PixelComparison
public import RasterCore
internal import SnapshotReport

extension Diffing where Value == Bitmap {
    /// Compares bitmaps exactly, stored as PNG.
    public static var image: Diffing { .image() }

    /// Compares bitmaps with tolerances, stored as PNG.
    ///
    /// Identical pixel arrays pass at once. Otherwise each pixel whose bytes differ is
    /// measured with the CIEDE2000 colour difference (ΔE₀₀, computed on the CPU via
    /// sRGB → linear RGB → XYZ (D65) → L\*a\*b\*), and the failure message reports how many
    /// pixels differ, the largest ΔE₀₀, the rectangle that holds the differences and the
    /// thresholds. Its attachment is a side-by-side difference picture (`difference`).
    ///
    /// - Parameters:
    ///   - precision: The fraction of **pixels** that must match, 0…1. Differs from upstream,
    ///     whose `precision` counts bytes (four per pixel), so one changed pixel weighs the
    ///     same here whether one channel or all four changed.
    ///   - perceptualPrecision: How alike a pixel must look to match, 0…1: a pixel matches
    ///     when its ΔE₀₀ ≤ (1 − perceptualPrecision) × 100, as upstream. 1 requires identical
    ///     bytes; 0.98 (ΔE₀₀ ≤ 2) tolerates differences the eye barely sees. Upstream
    ///     computes ΔE with Core Image's `CILabDeltaE` (ΔE94); CIEDE2000 is the newer, more
    ///     uniform formula, and gives similar values for small differences.
    ///   Bitmaps of different sizes never match; the message names both sizes.
    ///
    /// References are read up to the PNG decoder's own limit (`Bitmap.maximumPNGFileSize`),
    /// and a matching snapshot is proved by the decoded-pixel cache
    /// (``ReferenceCache/decodedPixels``) without decoding its reference again, or, the first
    /// time and with the cache off, by streaming the reference's rows against it without
    /// allocating the decoded image.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        var diffing = Diffing(
            toData: { try $0.pngData() },
            fromData: { try Bitmap(pngData: $0) },
            diff: { reference, new in
                imageDifference(reference: reference, new: new, precision: precision, perceptualPrecision: perceptualPrecision)
            },
            presentation: { .image(width: $0.width, height: $0.height) }
        )
        diffing.maximumReferenceSize = Bitmap.maximumPNGFileSize
        diffing.referenceCache = .decodedPixels
        diffing.decodesAsPNGBitmap = true
        return diffing
    }
}

private func imageDifference(reference: Bitmap, new: Bitmap, precision: Float, perceptualPrecision: Float) -> (String, [XCTAttachment])? {
    let clampedPerceptual = min(max(perceptualPrecision, 0), 1)
    let tolerance = (1 - Double(clampedPerceptual)) * 100
    guard let comparison = ImageComparison.compare(reference: reference, new: new, tolerance: tolerance) else {
        return nil
    }
    let mismatch = ImageMismatch(comparison: comparison, precision: precision, perceptualPrecision: clampedPerceptual)
    if mismatch.passes { return nil }
    // No copy of the reference is attached: `assertSnapshot` copies the reference file's own
    // bytes into the artifacts folder, which is cheaper than encoding it again.
    var attachments: [XCTAttachment] = []
    let picture = DifferenceImage.make(reference: reference, new: new, comparison: comparison)
    if let pictureData = try? picture.pngData() {
        var attachment = XCTAttachment(data: pictureData, uniformTypeIdentifier: "public.png")
        attachment.name = "difference"
        attachment.presentation = .image(width: picture.width, height: picture.height)
        let first = comparison.states.firstIndex(of: ImageComparison.PixelState.failing.rawValue)
        attachment.difference = ImageDifference(
            failingPixels: comparison.failingCount, toleratedPixels: comparison.toleratedCount, maximumDeltaE: comparison.largestDeltaE,
            region: comparison.failingBounds.map { ImageDifference.Region(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) },
            firstPixel: first.map { ImageDifference.Region(x: $0 % comparison.width, y: $0 / comparison.width, width: 1, height: 1) }
        )
        attachments.append(attachment)
    }
    return (mismatch.message, attachments)
}
