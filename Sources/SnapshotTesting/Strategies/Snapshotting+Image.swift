public import RasterCore

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// Snapshots a bitmap as a PNG and compares it exactly.
    public static var image: Snapshotting { .image() }

    /// Snapshots a bitmap as a PNG, compared with the given tolerances; see
    /// ``Diffing/image(precision:perceptualPrecision:)`` for what they mean (notably,
    /// `precision` counts pixels, where upstream counts bytes).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        SimplySnapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}
