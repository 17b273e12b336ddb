import Foundation

/// An image in an asset catalog, named by a generated symbol, as Xcode 15's `ImageResource`:
/// `Image(.avatar)` after `extension ImageResource { static let avatar = ImageResource(name: "Avatar", bundle: .module) }`.
///
/// Xcode writes those `static let`s itself from the catalog; with SwiftPM on Linux, napkin's `AssetSymbols` build
/// plugin writes them (and `Color.brand`, `UIImage.avatar`, …) from the target's catalogs, and `Image(.avatar)` reads
/// as written for iOS.
public struct ImageResource: Hashable, @unchecked Sendable {
    // Sound: a Bundle is an immutable description of a folder once made.
    /// The image set's name in the catalog.
    public let name: String
    /// The bundle whose catalogs hold it.
    public let bundle: Bundle

    /// The image set `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour in an asset catalog, named by a generated symbol, as Xcode 15's `ColorResource`
/// (see ``ImageResource``): `Color(.brand)`.
public struct ColorResource: Hashable, @unchecked Sendable {
    // Sound: a Bundle is an immutable description of a folder once made.
    /// The colour set's name in the catalog.
    public let name: String
    /// The bundle whose catalogs hold it.
    public let bundle: Bundle

    /// The colour set `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image of a generated asset symbol: `Image(.avatar)`.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Color {
    /// The colour of a generated asset symbol: `Color(.brand)`.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension UIImage {
    /// The image of a generated asset symbol.
    public convenience init(resource: ImageResource) {
        self.init(source: ImageResources.load(resource.name, in: resource.bundle))
    }
}

extension UIColor {
    /// The colour of a generated asset symbol.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }
}
