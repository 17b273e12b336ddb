import Foundation
import NapkinUI

/// What hears about a banner's ads, as the SDK's `BannerViewDelegate` (`GADBannerViewDelegate`). Every method is
/// optional, as upstream's.
///
/// A load tells it `bannerViewDidReceiveAd(_:)` then `bannerViewDidRecordImpression(_:)` when the simulated network
/// fills it, or `bannerView(_:didFailToReceiveAdWithError:)` with the error (offline, by default).
public protocol BannerViewDelegate: NSObjectProtocol {
    /// An ad arrived and is shown.
    @MainActor func bannerViewDidReceiveAd(_ bannerView: BannerView)
    /// The request failed.
    @MainActor func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: any Error)
    /// An impression was recorded.
    @MainActor func bannerViewDidRecordImpression(_ bannerView: BannerView)
    /// A click was recorded.
    @MainActor func bannerViewDidRecordClick(_ bannerView: BannerView)
    /// The ad is about to open full-screen content.
    @MainActor func bannerViewWillPresentScreen(_ bannerView: BannerView)
    /// The full-screen content is about to close.
    @MainActor func bannerViewWillDismissScreen(_ bannerView: BannerView)
    /// The full-screen content closed.
    @MainActor func bannerViewDidDismissScreen(_ bannerView: BannerView)
}

/// The optional methods do nothing unless the delegate implements them.
extension BannerViewDelegate {
    /// Does nothing.
    public func bannerViewDidReceiveAd(_ bannerView: BannerView) {}
    /// Does nothing.
    public func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: any Error) {}
    /// Does nothing.
    public func bannerViewDidRecordImpression(_ bannerView: BannerView) {}
    /// Does nothing.
    public func bannerViewDidRecordClick(_ bannerView: BannerView) {}
    /// Does nothing.
    public func bannerViewWillPresentScreen(_ bannerView: BannerView) {}
    /// Does nothing.
    public func bannerViewWillDismissScreen(_ bannerView: BannerView) {}
    /// Does nothing.
    public func bannerViewDidDismissScreen(_ bannerView: BannerView) {}
}

/// SDK 11's name of ``BannerViewDelegate``.
public typealias GADBannerViewDelegate = BannerViewDelegate

/// What hears that a banner's size changes, as the SDK's `AdSizeDelegate` (`GADAdSizeDelegate`).
public protocol AdSizeDelegate: NSObjectProtocol {
    /// The banner is about to take `size`.
    @MainActor func adView(_ bannerView: BannerView, willChangeAdSizeTo size: AdSize)
}

/// SDK 11's name of ``AdSizeDelegate``.
public typealias GADAdSizeDelegate = AdSizeDelegate

/// A banner ad's view, as the SDK's `BannerView` (SDK 11 and earlier: `GADBannerView`): a `UIView` the app sizes
/// to its ``adSize``, gives an ``adUnitID`` and loads with ``load(_:)``; in SwiftUI, the view of a
/// `UIViewRepresentable`.
///
/// Loads go to ``SimulatedAdNetwork``: offline by default, so the banner stays empty (transparent) and its delegate
/// hears the error; a test that sets ``SimulatedAdNetwork/fillsWithTestAds`` gets Google's test banner, drawn here:
/// the ad's rectangle (its ``adSize``, centred in the view when the view is larger) white under a thin grey border,
/// "Nice job!" and "This is a 320x50 test ad." (the size's own numbers) in the middle, the "Test Ad" label at the
/// top centre, as Google marks its test ads, and the AdChoices mark at the top right. The ad is a web page on iOS and
/// stays white in dark mode. napkin's drawing follows the test banner's layout, not its pixels (Google's creative is
/// served from its servers).
@preconcurrency @MainActor
open class BannerView: UIView {
    /// The ad unit the banner loads (`nil` until set: a load then fails as an invalid request).
    open var adUnitID: String?

    /// The view controller the ad presents from when tapped (`nil`: the one containing the banner).
    open weak var rootViewController: UIViewController?

    /// What hears about the banner's ads.
    open weak var delegate: (any BannerViewDelegate)?

    /// What hears that an ad changes the banner's size (kept; test ads never do).
    open weak var adSizeDelegate: (any AdSizeDelegate)?

    /// Called with an ad's revenue (never, here: test ads earn nothing).
    open var paidEventHandler: ((AdValue) -> Void)?

    /// Whether the banner loads by itself when it has a window (kept; napkin's banners load when told).
    open var isAutoloadEnabled = false

    /// SDK 11's spelling of ``isAutoloadEnabled``.
    open var autoloadEnabled: Bool {
        get { isAutoloadEnabled }
        set { isAutoloadEnabled = newValue }
    }

    /// The size of the banner's ads. Setting it resizes the view to the size, keeping its origin; when an ad is
    /// shown, a new one of the new size is requested, as upstream does.
    open var adSize: AdSize {
        didSet {
            guard oldValue != adSize else { return }
            if !adSize.isFluid { frame.size = adSize.size }
            if loadedResponse != nil { load(lastRequest) }
        }
    }

    /// Who served the ad shown, or `nil` when none is.
    open var responseInfo: ResponseInfo? { loadedResponse }

    private var loadedResponse: ResponseInfo?
    private var lastRequest: Request?

    /// A banner of `adSize` at `origin` in its superview.
    public init(adSize: AdSize, origin: CGPoint) {
        self.adSize = adSize
        super.init(frame: CGRect(origin: origin, size: adSize.isFluid ? .zero : adSize.size))
        backgroundColor = .clear
    }

    /// A banner of `adSize` at its superview's origin.
    public convenience init(adSize: AdSize) {
        self.init(adSize: adSize, origin: .zero)
    }

    /// A banner in `frame`, whose size is the ad size (an invalid one when it is empty).
    public override init(frame: CGRect) {
        adSize = frame.size == .zero ? AdSizeInvalid : AdSize(size: frame.size, flags: 0)
        super.init(frame: frame)
        backgroundColor = .clear
    }

    /// The ad's size.
    open override var intrinsicContentSize: CGSize { adSize.size }

    /// The ad's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { adSize.size }

    /// Requests an ad from ``SimulatedAdNetwork`` and tells the ``delegate`` the answer before returning: a test
    /// ad (`bannerViewDidReceiveAd`, then `bannerViewDidRecordImpression`) or the error
    /// (`bannerView(_:didFailToReceiveAdWithError:)`), after which the banner shows nothing.
    open func load(_ request: Request?) {
        lastRequest = request
        let size = adSize.size == .zero ? bounds.size : adSize.size
        switch SimulatedAdNetwork.shared.answer(.banner, adUnitID: adUnitID, size: size, request: request) {
        case .success(let response):
            loadedResponse = response
            delegate?.bannerViewDidReceiveAd(self)
            delegate?.bannerViewDidRecordImpression(self)
        case .failure(let error):
            loadedResponse = nil
            delegate?.bannerView(self, didFailToReceiveAdWithError: error)
        }
    }

    /// Whether a test ad is shown.
    var showsAd: Bool { loadedResponse != nil }

    /// Draws the test ad, when one was loaded (see the type).
    open override func draw(_ rect: CGRect) {
        guard showsAd else { return }
        let adSize = self.adSize.size == .zero ? bounds.size : self.adSize.size
        let ad = CGRect(
            x: ((bounds.width - adSize.width) / 2).rounded(), y: ((bounds.height - adSize.height) / 2).rounded(), width: adSize.width,
            height: adSize.height)
        TestAdArtwork.draw(in: ad, label: AdSize(size: adSize, flags: 0).label)
    }
}

/// SDK 11's name of ``BannerView``.
public typealias GADBannerView = BannerView

/// Google's test banner, drawn by napkin in the ad's rectangle.
@MainActor
enum TestAdArtwork {
    static let border = UIColor(red: 0xDA / 255, green: 0xDC / 255, blue: 0xE0 / 255, alpha: 1)
    static let headline = UIColor(red: 0x20 / 255, green: 0x21 / 255, blue: 0x24 / 255, alpha: 1)
    static let body = UIColor(red: 0x5F / 255, green: 0x63 / 255, blue: 0x68 / 255, alpha: 1)
    static let adChoices = UIColor(red: 0x00 / 255, green: 0xAE / 255, blue: 0xCD / 255, alpha: 1)

    static func draw(in ad: CGRect, label: String) {
        UIColor.white.setFill()
        UIBezierPath(rect: ad).fill()
        border.setStroke()
        let outline = UIBezierPath(rect: ad.insetBy(dx: 0.5, dy: 0.5))
        outline.lineWidth = 1
        outline.stroke()

        // The words, on one line when the ad is short, else two, centred.
        let scale = min(1, ad.width / 320)
        let bold: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15 * scale), .foregroundColor: headline]
        let regular: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13 * scale), .foregroundColor: body]
        let title = "Nice job!" as NSString
        let line = "This is a \(label) test ad." as NSString
        let titleSize = title.size(withAttributes: bold)
        let lineSize = line.size(withAttributes: regular)
        if ad.height < 80 {
            let gap: CGFloat = 5
            let width = titleSize.width + gap + lineSize.width
            let x = ad.midX - width / 2
            let baselineY = ad.midY + 4
            title.draw(at: CGPoint(x: x, y: (baselineY - titleSize.height / 2 - 2).rounded()), withAttributes: bold)
            line.draw(
                at: CGPoint(x: x + titleSize.width + gap, y: (baselineY - lineSize.height / 2 - 2).rounded()), withAttributes: regular)
        } else {
            let total = titleSize.height + 4 + lineSize.height
            let top = ad.midY - total / 2 + 6
            title.draw(at: CGPoint(x: (ad.midX - titleSize.width / 2).rounded(), y: top.rounded()), withAttributes: bold)
            line.draw(
                at: CGPoint(x: (ad.midX - lineSize.width / 2).rounded(), y: (top + titleSize.height + 4).rounded()), withAttributes: regular
            )
        }

        // "Test Ad" at the top centre, on a white tab with a grey edge.
        let tagAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: headline]
        let tag = "Test Ad" as NSString
        let tagSize = tag.size(withAttributes: tagAttributes)
        let tab = CGRect(x: (ad.midX - tagSize.width / 2 - 4).rounded(), y: ad.minY, width: ceil(tagSize.width) + 8, height: 14)
        UIColor.white.setFill()
        let tabPath = UIBezierPath(
            roundedRect: tab, byRoundingCorners: [.bottomLeft, .bottomRight], cornerRadii: CGSize(width: 3, height: 3))
        tabPath.fill()
        border.setStroke()
        tabPath.lineWidth = 1
        tabPath.stroke()
        tag.draw(at: CGPoint(x: tab.minX + 4, y: (tab.midY - tagSize.height / 2).rounded()), withAttributes: tagAttributes)

        // The AdChoices mark: a small triangle with an "i", top right.
        let mark = CGRect(x: ad.maxX - 15, y: ad.minY + 1, width: 14, height: 14)
        adChoices.setFill()
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: mark.minX + 2, y: mark.minY + 2))
        triangle.addLine(to: CGPoint(x: mark.maxX - 2, y: mark.midY))
        triangle.addLine(to: CGPoint(x: mark.minX + 2, y: mark.maxY - 2))
        triangle.close()
        triangle.fill()
        UIColor.white.setFill()
        UIBezierPath(rect: CGRect(x: mark.minX + 4.5, y: mark.midY - 1, width: 1.5, height: 4)).fill()
        UIBezierPath(ovalIn: CGRect(x: mark.minX + 4.25, y: mark.midY - 3.5, width: 2, height: 2)).fill()
    }
}
