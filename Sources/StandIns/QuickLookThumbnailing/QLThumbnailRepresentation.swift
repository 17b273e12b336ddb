import Foundation
import NapkinUI

/// A thumbnail or icon a ``QLThumbnailGenerator`` made, as QuickLookThumbnailing's class.
open class QLThumbnailRepresentation: NSObject, @unchecked Sendable {
    /// The kind of a representation, with QuickLookThumbnailing's numbers.
    public enum RepresentationType: Int, Sendable {
        /// The file type's icon.
        case icon = 0
        /// A quick, lower-quality thumbnail.
        case lowQualityThumbnail = 1
        /// The file's thumbnail.
        case thumbnail = 2
    }

    /// Its kind.
    open private(set) var type: RepresentationType
    /// The picture, at the request's scale.
    open private(set) var uiImage: UIImage
    /// Where the file's content lies in ``uiImage``, in points (for an icon, the page inside the
    /// transparent margin; for a thumbnail, all of it).
    open private(set) var contentRect: CGRect

    /// The picture as a Core Graphics image (pixels).
    open var cgImage: CGImage {
        // An image drawn by the generator always has pixels; an empty 1×1 image stands in otherwise.
        uiImage.cgImage ?? UIImage().cgImage!
    }

    init(type: RepresentationType, image: UIImage, contentRect: CGRect) {
        self.type = type
        uiImage = image
        self.contentRect = contentRect
        super.init()
    }
}
