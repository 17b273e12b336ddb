import Foundation
import NapkinUI

extension FilterDefinition {
    /// The largest region CIAreaAverage reads, in pixels (64 megapixels). A larger `inputExtent` (an
    /// infinite one, or a mistake in units) gives no output rather than allocating without bound.
    static let largestReductionArea = 64 * 1024 * 1024

    /// CIAreaAverage: a one-pixel image whose colour is the mean of the input's pixels inside
    /// `inputExtent` (a ``CIVector`` rectangle; Core Image's default is 640 × 80 at the origin).
    /// The mean is taken over premultiplied colour in the working space, so transparent pixels
    /// inside the extent (outside the image) pull it toward clear, and a linear working space
    /// averages light, not encoded sRGB. The pixel sits at the extent's origin rounded down to a
    /// whole pixel, which is (0, 0) for an image's own extent: Apple does not document where the
    /// output pixel sits, so that part is not confirmed. An extent that is empty, infinite or
    /// larger than ``largestReductionArea`` pixels gives no output.
    static let areaAverage = FilterDefinition(
        name: "CIAreaAverage", displayName: "Area Average", categories: [kCICategoryReduction],
        inputs: [FilterInput(kCIInputImageKey), FilterInput(kCIInputExtentKey, .vector([0, 0, 640, 80]))]
    ) { inputs in
        guard let image = inputs.image() else { return nil }
        let extent = inputs.vector(kCIInputExtentKey)?.cgRectValue ?? CGRect(x: 0, y: 0, width: 640, height: 80)
        guard let region = PixelRect(covering: extent), region.area <= largestReductionArea else { return nil }
        let origin = PixelRect(x: region.x, y: region.y, width: 1, height: 1)
        return CIImage(
            extent: origin.cgRect,
            recipe: ImageRecipe { wanted, space in
                var plane = PixelPlane(rect: wanted)
                guard !wanted.intersection(origin).isEmpty else { return plane }
                let source = image.render(region, in: space)
                // Summed in Double: millions of Float additions would lose the low bits.
                var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
                for pixel in source.pixels {
                    sum.r += Double(pixel.r)
                    sum.g += Double(pixel.g)
                    sum.b += Double(pixel.b)
                    sum.a += Double(pixel.a)
                }
                let count = Double(max(region.area, 1))
                plane[origin.x, origin.y] = Pixel(
                    r: Float(sum.r / count), g: Float(sum.g / count), b: Float(sum.b / count), a: Float(sum.a / count))
                return plane
            })
    }
}
