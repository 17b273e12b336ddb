import Foundation
import NapkinUI

/// napkin's ad network, standing in for Google's ad servers: it answers every load of the Mobile Ads stand-in, records
/// the requests and the full-screen ads shown, and closes them when a test says the person did. Nothing reaches the
/// network (a napkin addition).
///
/// By default it is a device without a network: every load fails with ``GADErrorCode/networkError`` in
/// ``GADErrorDomain`` (banners tell their delegate `bannerView(_:didFailToReceiveAdWithError:)`, full-screen loads
/// complete with the error), as upstream's do offline. A test makes loads fill with Google's test ads:
///
/// ```swift
/// SimulatedAdNetwork.shared.fillsWithTestAds = true   // banners draw a "Test Ad" banner of their size
/// viewModel.loadInterstitial()                         // completes with an ad
/// viewModel.showAd()                                   // presented: recorded in `presentations`
/// SimulatedAdNetwork.shared.dismissPresentedAd()       // the person closes it
/// ```
///
/// Loads complete before they return (upstream calls back later on the main queue), so a still frame shows the
/// banner's answer. Call ``reset()`` between tests that change it.
@preconcurrency @MainActor
public final class SimulatedAdNetwork {
    /// The one ad network of the process.
    public static let shared = SimulatedAdNetwork()

    /// The kinds of ad a request asks for.
    public enum Format: String, Sendable, Hashable {
        case banner, interstitial, rewarded, rewardedInterstitial, appOpen
    }

    /// A request the network was sent.
    public struct LoggedRequest: Sendable, Hashable {
        /// What was asked for.
        public var format: Format
        /// The ad unit asked (`nil` when the app set none).
        public var adUnitID: String?
        /// A banner's size in points (`nil` for full-screen ads).
        public var size: CGSize?
        /// The request's keywords.
        public var keywords: [String]?
        /// Whether it was filled with a test ad.
        public var filled: Bool
    }

    /// A full-screen ad shown.
    public struct Presentation {
        /// Its kind.
        public var format: Format
        /// Its ad unit.
        public var adUnitID: String
        /// The view controller it was presented from (`nil`: the app's window's root, as upstream takes it).
        public var rootViewController: UIViewController?
    }

    private init() {}

    /// Whether loads fill with Google's test ads (`false` by default: every load fails as offline).
    public var fillsWithTestAds = false

    /// The error an unfilled load fails with: ``GADErrorCode/networkError`` (a device without a network) by default;
    /// ``GADErrorCode/noFill`` says the server had no ad.
    public var unfilledError: GADErrorCode = .networkError

    /// The reward a rewarded test ad grants: 10 of "Reward" unless a test sets another (napkin's choice; a real ad
    /// unit's reward is set in the AdMob console).
    public var testReward = AdReward(type: "Reward", amount: 10)

    /// The requests sent since the last ``reset()``, oldest first.
    public private(set) var requests: [LoggedRequest] = []

    /// The full-screen ads presented since the last ``reset()``, oldest first.
    public private(set) var presentations: [Presentation] = []

    /// Whether `MobileAds.shared.start` was called since the last ``reset()``.
    public internal(set) var started = false

    /// The full-screen ad on screen now, if any.
    public private(set) var presentedAd: FullScreenAdBase?

    private var responses = 0

    /// Forgets the requests and presentations, closes the ad on screen without telling anyone, goes offline again
    /// and restores the defaults.
    public func reset() {
        fillsWithTestAds = false
        unfilledError = .networkError
        testReward = AdReward(type: "Reward", amount: 10)
        requests = []
        presentations = []
        started = false
        presentedAd = nil
        responses = 0
    }

    /// Answers a load: the response of a filled one, or the error.
    func answer(_ format: Format, adUnitID: String?, size: CGSize?, request: Request?) -> Result<ResponseInfo, NSError> {
        guard let adUnitID, !adUnitID.isEmpty else {
            requests.append(LoggedRequest(format: format, adUnitID: nil, size: size, keywords: request?.keywords, filled: false))
            return .failure(RequestError.make(.invalidRequest, "Invalid Request. The ad unit ID is missing."))
        }
        let filled = fillsWithTestAds
        requests.append(LoggedRequest(format: format, adUnitID: adUnitID, size: size, keywords: request?.keywords, filled: filled))
        guard filled else {
            return .failure(unfilledError == .noFill ? RequestError.noFill() : RequestError.make(unfilledError, offlineMessage))
        }
        responses += 1
        return .success(ResponseInfo(responseIdentifier: "napkin-test-ad-\(responses)"))
    }

    private var offlineMessage: String {
        guard unfilledError != .networkError else { return RequestError.offline().localizedDescription }
        return "Request Error: the simulated ad network answered error \(unfilledError.rawValue)."
    }

    /// Records `ad` presented from `rootViewController`; `false` when another full-screen ad is on screen.
    func present(_ ad: FullScreenAdBase, from rootViewController: UIViewController?) -> Bool {
        guard presentedAd == nil else { return false }
        presentedAd = ad
        presentations.append(Presentation(format: ad.format, adUnitID: ad.adUnitID, rootViewController: rootViewController))
        return true
    }

    /// The person taps the full-screen ad on screen: its delegate hears `adDidRecordClick(_:)`. Does nothing without one.
    public func clickPresentedAd() {
        guard let ad = presentedAd else { return }
        ad.fullScreenContentDelegate?.adDidRecordClick(ad)
    }

    /// The person closes the full-screen ad on screen: its delegate hears `adWillDismissFullScreenContent(_:)` then
    /// `adDidDismissFullScreenContent(_:)`, as upstream's. Does nothing without one.
    public func dismissPresentedAd() {
        guard let ad = presentedAd else { return }
        let delegate = ad.fullScreenContentDelegate
        delegate?.adWillDismissFullScreenContent(ad)
        presentedAd = nil
        delegate?.adDidDismissFullScreenContent(ad)
    }
}
