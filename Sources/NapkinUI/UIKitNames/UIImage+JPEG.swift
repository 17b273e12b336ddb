import Foundation
internal import Raster

extension UIImage {
    /// The pixels as JPEG data at `compressionQuality`, from 0 (smallest) to 1 (best; values
    /// outside are clamped), as UIKit's `jpegData(compressionQuality:)`; `nil` for a symbol or a
    /// missing image, which have no pixels of their own.
    ///
    /// An image set gives its light appearance's pixels. JPEG has no alpha: transparent pixels
    /// become black, as they do on iOS. The bytes are libjpeg-turbo's baseline JPEG (4:2:0
    /// chroma, JFIF at 72 pixels per inch), the same for the same pixels and quality; iOS's
    /// encoder writes other bytes (and EXIF), so compare decoded pixels, not files.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        switch source {
        case .bitmap(let bitmap, _, _): try? bitmap.jpegData(quality: Double(compressionQuality))
        case .asset(let asset): try? asset.light.0.jpegData(quality: Double(compressionQuality))
        case .symbol, .missing: nil
        }
    }
}
