/// The type a `#colorLiteral(red:green:blue:alpha:)` becomes when nothing else asks for one, as
/// UIKit makes it on iOS: `Color(#colorLiteral(red: 0.5, green: 0.76, blue: 0.67, alpha: 1))`
/// is a ``Color`` made from a ``UIColor``.
public typealias _ColorLiteralType = UIColor

/// The type an `#imageLiteral(resourceName:)` becomes when nothing else asks for one, as UIKit
/// makes it on iOS: `Image(uiImage: #imageLiteral(resourceName: "avatar"))`.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour a `#colorLiteral(red:green:blue:alpha:)` names: sRGB components and an alpha,
    /// each 0…1, the same colour as `UIColor(red:green:blue:alpha:)`.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image an `#imageLiteral(resourceName:)` names, found as `UIImage(named:)` finds it
    /// (a PNG resource or an asset catalog's image set).
    ///
    /// UIKit stops the app when the resource is missing. Here the image is kept as a missing one
    /// instead, and `Image(uiImage:)` draws it as `Image(_:)` draws a name it cannot find, so a
    /// snapshot shows the mistake and the test run goes on.
    public convenience init(imageLiteralResourceName name: String) {
        self.init(source: ImageResources.load(name, in: nil))
    }
}
