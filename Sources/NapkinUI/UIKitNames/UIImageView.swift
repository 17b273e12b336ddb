/// UIKit's image view, as SwiftUI files build one inside a `UIViewRepresentable` (a zoomable
/// photo, a crop view): `let imageView = UIImageView(image: photo)`.
///
/// Drawn as UIKit draws it: its ``image`` laid out in its bounds by its
/// ``UIView/contentMode`` (`.scaleToFill` stretches it, `.scaleAspectFit` fits it inside,
/// `.scaleAspectFill` covers the bounds, `.center` and the edge modes keep its size), overflowing
/// its bounds unless ``UIView/clipsToBounds``. While ``isHighlighted``, its ``highlightedImage``
/// (if any) is drawn instead. A symbol image is drawn in the view's ``UIView/tintColor``.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; `nil` for none.
    open var image: UIImage?
    /// The image shown while ``isHighlighted``; `nil`: ``image``.
    open var highlightedImage: UIImage?
    /// Whether the view shows its ``highlightedImage``.
    open var isHighlighted = false

    /// An image view showing `image`, its frame the image's size (as UIKit's).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An empty image view in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The image's size, as UIKit's `intrinsicContentSize` (zero with no image).
    open override var intrinsicContentSize: CGSize { shownImage?.size ?? .zero }

    /// The image's size, as UIKit's: what ``UIView/sizeToFit()`` resizes the view to.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The image drawn now.
    var shownImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    override func drawContents() {
        guard let shown = shownImage else { return }
        let drawn = shown.isSymbolImage && shown.tint == nil ? shown.withTintColor(tintColor) : shown
        if clipsToBounds { UIGraphicsGetCurrentContext()?.clip(to: bounds) }
        drawn.draw(in: contentMode.rect(for: shown.size, in: bounds))
    }
}
