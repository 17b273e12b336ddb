// Ad code written as apps on Google Mobile Ads SDK 11 and earlier write it (the `GAD` names), in the Swift 5
// language mode, unchanged but for `import SwiftUI`/`import UIKit` becoming `import NapkinUI`.
import GoogleMobileAds
import NapkinUI

/// A banner in a SwiftUI screen, as apps wrap `GADBannerView`.
struct GADBannerAd: UIViewRepresentable {
    var adUnitID = "ca-app-pub-3940256099942544/2934735716"
    var log: AdLog?

    func makeCoordinator() -> Coordinator { Coordinator(log: log) }

    func makeUIView(context: Context) -> GADBannerView {
        let banner = GADBannerView(adSize: GADAdSizeBanner)
        banner.adUnitID = adUnitID
        banner.rootViewController = UIApplication.shared.windows.first?.rootViewController
        banner.delegate = context.coordinator
        banner.load(GADRequest())
        return banner
    }

    func updateUIView(_ uiView: GADBannerView, context: Context) {}

    class Coordinator: NSObject, GADBannerViewDelegate {
        let log: AdLog?
        init(log: AdLog?) { self.log = log }

        func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
            log?.events.append("didReceiveAd")
        }

        func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: Error) {
            log?.events.append("didFail \((error as NSError).domain) \((error as NSError).code)")
        }

        func bannerViewDidRecordImpression(_ bannerView: GADBannerView) {
            log?.events.append("impression")
        }
    }
}

/// What ad callbacks were heard, in order.
final class AdLog {
    var events: [String] = []
}

/// An interstitial view model as SDK 11 apps write it: not main-actor isolated, an `NSObject` delegate.
final class GADInterstitialViewModel: NSObject, ObservableObject, GADFullScreenContentDelegate {
    @Published var isLoaded = false
    @Published var lastError: String?
    private var interstitial: GADInterstitialAd?
    var events: [String] = []

    func loadAd() {
        GADInterstitialAd.load(withAdUnitID: "ca-app-pub-3940256099942544/4411468910", request: GADRequest()) { [weak self] ad, error in
            guard let self = self else { return }
            if let error = error {
                self.lastError = error.localizedDescription
                self.events.append("loadFailed \((error as NSError).code)")
                return
            }
            self.interstitial = ad
            self.interstitial?.fullScreenContentDelegate = self
            self.isLoaded = true
            self.events.append("loaded")
        }
    }

    func showAd() {
        guard let interstitial = interstitial else { return events.append("notReady") }
        let root = UIApplication.shared.windows.first?.rootViewController
        interstitial.present(fromRootViewController: root)
    }

    func showAgain() {
        interstitial?.present(fromRootViewController: nil)
    }

    func adDidRecordImpression(_ ad: GADFullScreenPresentingAd) { events.append("impression") }
    func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) { events.append("willPresent") }
    func adDidRecordClick(_ ad: GADFullScreenPresentingAd) { events.append("click") }
    func ad(_ ad: GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
        events.append("failedToPresent \((error as NSError).code)")
    }
    func adWillDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) { events.append("willDismiss") }
    func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
        events.append("didDismiss")
        interstitial = nil
        isLoaded = false
    }
}

/// A rewarded ad in a view model, SDK 11's spelling.
final class GADRewardedViewModel: NSObject, ObservableObject, GADFullScreenContentDelegate {
    @Published var coins = 0
    private var rewardedAd: GADRewardedAd?
    var events: [String] = []

    func load() {
        GADRewardedAd.load(withAdUnitID: "ca-app-pub-3940256099942544/1712485313", request: GADRequest()) { ad, error in
            if let error = error {
                print("Rewarded ad failed to load: \(error.localizedDescription)")
                return
            }
            self.rewardedAd = ad
            self.rewardedAd?.fullScreenContentDelegate = self
        }
    }

    func show() {
        guard let ad = rewardedAd else { return }
        ad.present(fromRootViewController: nil) {
            let reward = ad.adReward
            self.events.append("reward \(reward.type) \(reward.amount)")
            self.coins += reward.amount.intValue
        }
    }

    func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) { events.append("willPresent") }
    func adDidRecordImpression(_ ad: GADFullScreenPresentingAd) { events.append("impression") }
    func adWillDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) { events.append("willDismiss") }
    func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) { events.append("didDismiss") }
}

/// An app delegate starting the SDK, as SDK 11 apps do.
final class AdsAppDelegate: NSObject, UIApplicationDelegate {
    var status: GADInitializationStatus?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        GADMobileAds.sharedInstance().requestConfiguration.testDeviceIdentifiers = [GADSimulatorID]
        GADMobileAds.sharedInstance().start { status in self.status = status }
        return true
    }
}

/// An adaptive banner sized by the screen, SDK 11's spelling.
struct GADAdaptiveBanner: UIViewRepresentable {
    func makeUIView(context: Context) -> GADBannerView {
        let width = UIScreen.main.bounds.width
        let banner = GADBannerView(adSize: GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(width))
        banner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
        banner.load(GADRequest())
        return banner
    }

    func updateUIView(_ uiView: GADBannerView, context: Context) {}
}
