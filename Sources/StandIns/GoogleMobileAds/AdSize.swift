// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The SDK's C-style names (`GADAdSizeBanner`, `GADErrorDomain`) are kept as upstream spells them.
import Foundation
import NapkinUI

/// The size of a banner ad, as the Mobile Ads SDK's `AdSize` (SDK 11 and earlier: `GADAdSize`): the size in points
/// and flags the SDK keeps for adaptive and fluid sizes. Make one from the constants (``AdSizeBanner``…) or the
/// functions below, as upstream asks, never by hand.
public struct AdSize: Sendable, Hashable {
    /// The ad's width and height in points.
    public var size: CGSize
    /// What kind of size it is (0 for a fixed size).
    public var flags: UInt

    /// A size of `size` with `flags`.
    public init(size: CGSize, flags: UInt) {
        self.size = size
        self.flags = flags
    }

    /// The invalid size (zero by zero).
    public init() {
        self.init(size: .zero, flags: 0)
    }

    /// Kinds of size, kept in ``flags``.
    static let fluidFlag: UInt = 1
    static let anchoredAdaptiveFlag: UInt = 2

    /// Whether the SDK lays the ad out to its content's height (``AdSizeFluid``).
    var isFluid: Bool { flags == Self.fluidFlag }

    /// The ad's size in points as the test ad reports it ("320x50").
    var label: String { "\(Int(size.width))x\(Int(size.height))" }
}

/// SDK 11's name of ``AdSize``.
public typealias GADAdSize = AdSize

/// The standard banner, 320 by 50 points, for phones and tablets.
public let AdSizeBanner = AdSize(size: CGSize(width: 320, height: 50), flags: 0)
/// The large banner, 320 by 100 points, for phones and tablets.
public let AdSizeLargeBanner = AdSize(size: CGSize(width: 320, height: 100), flags: 0)
/// The IAB medium rectangle, 300 by 250 points, for phones and tablets.
public let AdSizeMediumRectangle = AdSize(size: CGSize(width: 300, height: 250), flags: 0)
/// The IAB full banner, 468 by 60 points, for tablets.
public let AdSizeFullBanner = AdSize(size: CGSize(width: 468, height: 60), flags: 0)
/// The IAB leaderboard, 728 by 90 points, for tablets.
public let AdSizeLeaderboard = AdSize(size: CGSize(width: 728, height: 90), flags: 0)
/// The IAB skyscraper, 120 by 600 points, for tablets.
public let AdSizeSkyscraper = AdSize(size: CGSize(width: 120, height: 600), flags: 0)
/// A size the ad's content decides (native styles); its size here is zero by zero.
public let AdSizeFluid = AdSize(size: .zero, flags: AdSize.fluidFlag)
/// The invalid size.
public let AdSizeInvalid = AdSize(size: .zero, flags: 0)

/// SDK 11's name of ``AdSizeBanner``.
public let GADAdSizeBanner = AdSizeBanner
/// SDK 11's name of ``AdSizeLargeBanner``.
public let GADAdSizeLargeBanner = AdSizeLargeBanner
/// SDK 11's name of ``AdSizeMediumRectangle``.
public let GADAdSizeMediumRectangle = AdSizeMediumRectangle
/// SDK 11's name of ``AdSizeFullBanner``.
public let GADAdSizeFullBanner = AdSizeFullBanner
/// SDK 11's name of ``AdSizeLeaderboard``.
public let GADAdSizeLeaderboard = AdSizeLeaderboard
/// SDK 11's name of ``AdSizeSkyscraper``.
public let GADAdSizeSkyscraper = AdSizeSkyscraper
/// SDK 11's name of ``AdSizeFluid``.
public let GADAdSizeFluid = AdSizeFluid
/// SDK 11's name of ``AdSizeInvalid``.
public let GADAdSizeInvalid = AdSizeInvalid

/// SDK 7's name of ``AdSizeBanner`` (`kGADAdSizeBanner`), which older screens still write.
public let kGADAdSizeBanner = AdSizeBanner
/// SDK 7's name of ``AdSizeLargeBanner``.
public let kGADAdSizeLargeBanner = AdSizeLargeBanner
/// SDK 7's name of ``AdSizeMediumRectangle``.
public let kGADAdSizeMediumRectangle = AdSizeMediumRectangle
/// SDK 7's name of ``AdSizeFullBanner``.
public let kGADAdSizeFullBanner = AdSizeFullBanner
/// SDK 7's name of ``AdSizeLeaderboard``.
public let kGADAdSizeLeaderboard = AdSizeLeaderboard

/// A fixed size of `size` points, as `adSizeFor(cgSize:)`.
public func adSizeFor(cgSize size: CGSize) -> AdSize {
    AdSize(size: size, flags: 0)
}

/// SDK 11's name of ``adSizeFor(cgSize:)``.
public func GADAdSizeFromCGSize(_ size: CGSize) -> AdSize {
    adSizeFor(cgSize: size)
}

/// The size in points of `adSize`.
public func CGSizeFromGADAdSize(_ adSize: AdSize) -> CGSize {
    adSize.size
}

/// Whether `adSize` is a size an ad can be requested in: a fluid size, or one with a positive width and height.
public func isAdSizeValid(_ adSize: AdSize) -> Bool {
    adSize.isFluid || (adSize.size.width > 0 && adSize.size.height > 0)
}

/// SDK 11's name of ``isAdSizeValid(_:)``.
public func IsGADAdSizeValid(_ adSize: AdSize) -> Bool {
    isAdSizeValid(adSize)
}

/// Whether two sizes are the same size.
public func isAdSizeEqualToSize(size1: AdSize, size2: AdSize) -> Bool {
    size1.size == size2.size && size1.isFluid == size2.isFluid
}

/// SDK 11's name of ``isAdSizeEqualToSize(size1:size2:)``.
public func GADAdSizeEqualToSize(_ size1: AdSize, _ size2: AdSize) -> Bool {
    isAdSizeEqualToSize(size1: size1, size2: size2)
}

// MARK: Anchored adaptive banners

/// The anchored adaptive banner `width` points wide for a screen `screenHeight` points tall in the orientation asked.
///
/// Google computes the height on its side and documents only its bounds: at least 50 points, at most 90 points and
/// at most 15 % of the screen's height. napkin estimates it from the standard banner's shape, the width's 50/320, cut
/// to those bounds and rounded down to a whole point (375 → 58, 390 → 60, 414 → 64 on a phone in portrait; a phone
/// in landscape reaches the 15 % bound).
func anchoredAdaptiveBanner(width: CGFloat, screenHeight: CGFloat) -> AdSize {
    guard width > 0, width.isFinite else { return AdSizeInvalid }
    let ceiling = min(90, screenHeight * 0.15)
    let height = max(50, min(ceiling, width * 50 / 320)).rounded(.down)
    return AdSize(size: CGSize(width: width.rounded(.down), height: height), flags: AdSize.anchoredAdaptiveFlag)
}

/// The anchored adaptive banner `width` points wide in the screen's current orientation (napkin's screen: the
/// active window's device), as `currentOrientationAnchoredAdaptiveBanner(width:)`. See
/// ``portraitAnchoredAdaptiveBanner(width:)`` for the height.
@preconcurrency @MainActor
public func currentOrientationAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
    anchoredAdaptiveBanner(width: width, screenHeight: UIScreen.main.bounds.height)
}

/// The anchored adaptive banner `width` points wide for the screen in portrait, as
/// `portraitAnchoredAdaptiveBanner(width:)`: at least 50 points tall, at most 90 and 15 % of the screen's height;
/// between those, napkin's estimate of Google's height is the width's 50/320 rounded down (Google does not publish
/// it).
@preconcurrency @MainActor
public func portraitAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
    let screen = UIScreen.main.bounds.size
    return anchoredAdaptiveBanner(width: width, screenHeight: max(screen.width, screen.height))
}

/// The anchored adaptive banner `width` points wide for the screen in landscape (see
/// ``portraitAnchoredAdaptiveBanner(width:)``).
@preconcurrency @MainActor
public func landscapeAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
    let screen = UIScreen.main.bounds.size
    return anchoredAdaptiveBanner(width: width, screenHeight: min(screen.width, screen.height))
}

/// SDK 11's name of ``currentOrientationAnchoredAdaptiveBanner(width:)``.
@preconcurrency @MainActor
public func GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> AdSize {
    currentOrientationAnchoredAdaptiveBanner(width: width)
}

/// SDK 11's name of ``portraitAnchoredAdaptiveBanner(width:)``.
@preconcurrency @MainActor
public func GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> AdSize {
    portraitAnchoredAdaptiveBanner(width: width)
}

/// SDK 11's name of ``landscapeAnchoredAdaptiveBanner(width:)``.
@preconcurrency @MainActor
public func GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> AdSize {
    landscapeAnchoredAdaptiveBanner(width: width)
}
