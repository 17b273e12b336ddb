import Foundation
import GoogleMobileAds
import NapkinUI
import Raster
import SnapshotTesting
import Testing

/// Renders `view` in a window of `size` points at scale 1.
@MainActor
private func render(_ view: some View, size: CGSize) -> Bitmap {
    let device = Device(name: "test", size: size, scale: 1, safeAreaInsets: EdgeInsets())
    let window = Window(device: device)
    window.rootViewController = HostingController(rootView: view)
    window.layout()
    return window.render()
}

private func rgb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> (Int, Int, Int) {
    let pixel = bitmap[x, y]
    return (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
}

/// The suite shares the simulated ad network, so its tests run one at a time, each from a reset network.
@MainActor
@Suite("GoogleMobileAds stand-in", .serialized)
struct GoogleMobileAdsTests {
    init() {
        SimulatedAdNetwork.shared.reset()
    }

    @Test("ad sizes: the standard sizes in points, both spellings, CGSize conversions and validity")
    func sizes() {
        #expect(GADAdSizeBanner.size == CGSize(width: 320, height: 50))
        #expect(AdSizeBanner == GADAdSizeBanner && kGADAdSizeBanner == AdSizeBanner)
        #expect(AdSizeLargeBanner.size == CGSize(width: 320, height: 100))
        #expect(GADAdSizeMediumRectangle.size == CGSize(width: 300, height: 250))
        #expect(AdSizeFullBanner.size == CGSize(width: 468, height: 60))
        #expect(AdSizeLeaderboard.size == CGSize(width: 728, height: 90))
        #expect(GADAdSizeFromCGSize(CGSize(width: 320, height: 50)).size == AdSizeBanner.size)
        #expect(CGSizeFromGADAdSize(AdSizeMediumRectangle) == CGSize(width: 300, height: 250))
        #expect(isAdSizeValid(AdSizeBanner) && IsGADAdSizeValid(AdSizeFluid) && !isAdSizeValid(AdSizeInvalid))
        #expect(GADAdSizeEqualToSize(adSizeFor(cgSize: CGSize(width: 320, height: 50)), GADAdSizeBanner))
        let banner = BannerView(adSize: AdSizeLargeBanner, origin: CGPoint(x: 10, y: 20))
        #expect(banner.frame == CGRect(x: 10, y: 20, width: 320, height: 100))
        #expect(banner.intrinsicContentSize == CGSize(width: 320, height: 100))
        banner.adSize = AdSizeMediumRectangle
        #expect(banner.frame == CGRect(x: 10, y: 20, width: 300, height: 250))
        #expect(GADBannerView().adSize == GADAdSizeInvalid)
    }

    @Test("the SDK's version reads as major.minor.patch in both spellings")
    func versionString() {
        let version = MobileAds.shared.versionNumber
        #expect(GADGetStringFromVersionNumber(version) == "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)")
        #expect(string(for: VersionNumber(majorVersion: 11, minorVersion: 13, patchVersion: 2)) == "11.13.2")
    }

    @Test("anchored adaptive banners: the width's 50/320 rounded down, between 50 and 90 points and 15 % of the screen")
    func adaptiveSizes() {
        _ = Window(device: .iPhone13Pro)  // the screen UIScreen.main answers for: 390 × 844
        #expect(currentOrientationAnchoredAdaptiveBanner(width: 390).size == CGSize(width: 390, height: 60))
        #expect(GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(375).size == CGSize(width: 375, height: 58))
        #expect(portraitAnchoredAdaptiveBanner(width: 414).size == CGSize(width: 414, height: 64))
        #expect(portraitAnchoredAdaptiveBanner(width: 300).size.height == 50)
        #expect(portraitAnchoredAdaptiveBanner(width: 1024).size.height == 90)
        // In landscape the screen is 390 points tall: 15 % is 58.5.
        #expect(GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(844).size == CGSize(width: 844, height: 58))
        #expect(landscapeAnchoredAdaptiveBanner(width: 320).size.height == 50)
        #expect(!isAdSizeValid(portraitAnchoredAdaptiveBanner(width: 0)))
    }

    @Test("by default a banner's request fails as offline: the delegate hears com.google.admob error 2, nothing is drawn")
    func bannerFailsOffline() {
        let log = AdLog()
        let bitmap = render(GADBannerAd(log: log).frame(width: 320, height: 50), size: CGSize(width: 320, height: 50))
        // A still frame makes the representable's view at each layout, and each banner loads once.
        #expect(!log.events.isEmpty && log.events.allSatisfy { $0 == "didFail com.google.admob 2" })
        #expect(SimulatedAdNetwork.shared.requests.count == log.events.count)
        #expect(SimulatedAdNetwork.shared.requests.allSatisfy { $0.format == .banner })
        #expect(SimulatedAdNetwork.shared.requests.first?.filled == false)
        #expect(SimulatedAdNetwork.shared.requests.first?.size == CGSize(width: 320, height: 50))
        // The window's white background shows through the empty banner; no border, no label.
        #expect(rgb(bitmap, 1, 1) == (255, 255, 255) && rgb(bitmap, 160, 5) == (255, 255, 255))

        SimulatedAdNetwork.shared.unfilledError = .noFill
        let banner = BannerView(adSize: AdSizeBanner)
        let delegate = BannerDelegate()
        banner.delegate = delegate
        banner.adUnitID = "ca-app-pub-3940256099942544/2934735716"
        banner.load(Request())
        #expect((delegate.errors.first as NSError?)?.code == GADErrorCode.noFill.rawValue)
        #expect(delegate.errors.first?.localizedDescription == "Request Error: No ad to show.")
        #expect(banner.responseInfo == nil)
    }

    @Test("a banner without an ad unit ID fails as an invalid request, online or not")
    func bannerWithoutAdUnit() {
        SimulatedAdNetwork.shared.fillsWithTestAds = true
        let banner = BannerView(adSize: AdSizeBanner)
        let delegate = BannerDelegate()
        banner.delegate = delegate
        banner.load(nil)
        #expect((delegate.errors.first as NSError?)?.domain == GADErrorDomain)
        #expect((delegate.errors.first as NSError?)?.code == RequestError.Code.invalidRequest.rawValue)
        #expect(delegate.received == 0)
    }

    @Test("filled on request: the delegate hears didReceiveAd then the impression, and the banner draws the test ad")
    func bannerFills() {
        SimulatedAdNetwork.shared.fillsWithTestAds = true
        let log = AdLog()
        let bitmap = render(GADBannerAd(log: log).frame(width: 320, height: 50), size: CGSize(width: 320, height: 50))
        #expect(log.events.count >= 2 && log.events.count % 2 == 0)
        #expect(log.events.prefix(2) == ["didReceiveAd", "impression"])
        #expect(SimulatedAdNetwork.shared.requests.first?.filled == true)
        #expect(SimulatedAdNetwork.shared.requests.first?.adUnitID == "ca-app-pub-3940256099942544/2934735716")
        // White inside, a grey border, the blue AdChoices mark at the top right.
        #expect(rgb(bitmap, 40, 25) == (255, 255, 255))
        let (r, g, b) = rgb(bitmap, 0, 25)
        #expect(r < 240 && b >= r && abs(r - g) <= 3)
        let mark = rgb(bitmap, 308, 8)
        #expect(mark.2 > 150 && mark.0 < 80)
        // Words in the middle: some dark pixels on the centre line.
        let dark = (0..<320).filter { rgb(bitmap, $0, 26).0 < 128 }
        #expect(dark.count > 20)
    }

    @Test("a banner larger than its ad size draws the ad centred, the rest clear")
    func bannerCentred() {
        SimulatedAdNetwork.shared.fillsWithTestAds = true
        let banner = BannerView(adSize: AdSizeBanner)
        banner.adUnitID = "test"
        banner.load(Request())
        #expect(banner.responseInfo?.responseIdentifier == "napkin-test-ad-1")
        let bitmap = render(
            HostedBanner(banner: banner).frame(width: 400, height: 70).background(Color.black), size: CGSize(width: 400, height: 70))
        #expect(rgb(bitmap, 20, 35) == (0, 0, 0))
        #expect(rgb(bitmap, 60, 35) == (255, 255, 255))
        #expect(rgb(bitmap, 380, 35) == (0, 0, 0))
    }

    @Test("SDK 12's adaptive banner in a GeometryReader takes the anchored adaptive size and loads")
    func adaptiveBannerScreen() {
        SimulatedAdNetwork.shared.fillsWithTestAds = true
        _ = render(AdaptiveBannerView(), size: CGSize(width: 390, height: 844))
        #expect(SimulatedAdNetwork.shared.requests.last?.size == CGSize(width: 390, height: 60))
        _ = render(GADAdaptiveBanner(), size: CGSize(width: 375, height: 667))
        #expect(SimulatedAdNetwork.shared.requests.last?.size == CGSize(width: 375, height: 58))
    }

    @Test("an interstitial fails to load offline, with the error's description, and shows nothing")
    func interstitialOffline() {
        let model = GADInterstitialViewModel()
        model.loadAd()
        #expect(model.events == ["loadFailed 2"])
        #expect(model.lastError != nil && !model.isLoaded)
        model.showAd()
        #expect(model.events.last == "notReady")
        #expect(SimulatedAdNetwork.shared.presentations.isEmpty)
    }

    @Test("an interstitial, SDK 11's spelling: loaded, presented and closed in upstream's delegate order; shown once")
    func interstitialOrder() {
        SimulatedAdNetwork.shared.fillsWithTestAds = true
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: Text("Level complete"))
        window.layout()
        let model = GADInterstitialViewModel()
        model.loadAd()
        #expect(model.isLoaded)
        model.showAd()
        #expect(model.events == ["loaded", "willPresent", "impression"])
        #expect(SimulatedAdNetwork.shared.presentations.count == 1)
        #expect(SimulatedAdNetwork.shared.presentations.first?.format == .interstitial)
        #expect(SimulatedAdNetwork.shared.presentations.first?.rootViewController === window.rootViewController)
        SimulatedAdNetwork.shared.clickPresentedAd()
        SimulatedAdNetwork.shared.dismissPresentedAd()
        #expect(model.events == ["loaded", "willPresent", "impression", "click", "willDismiss", "didDismiss"])
        #expect(SimulatedAdNetwork.shared.presentedAd == nil)
    }

    @Test("an interstitial presented twice tells its delegate it failed with adAlreadyUsed")
    func interstitialUsedOnce() throws {
        SimulatedAdNetwork.shared.fillsWithTestAds = true
        var loaded: InterstitialAd?
        InterstitialAd.load(with: "ca-app-pub-3940256099942544/4411468910", request: Request()) { ad, _ in loaded = ad }
        let ad = try #require(loaded)
        let model = FullScreenLog()
        ad.fullScreenContentDelegate = model
        try ad.canPresent(from: nil)
        ad.present(from: nil)
        SimulatedAdNetwork.shared.dismissPresentedAd()
        #expect(throws: NSError.self) { try ad.canPresent(fromRootViewController: nil) }
        ad.present(fromRootViewController: nil)
        #expect(model.events == ["willPresent", "impression", "willDismiss", "didDismiss", "failed 19"])
        #expect(SimulatedAdNetwork.shared.presentations.count == 1)
    }

    @Test("SDK 12's async interstitial load: fails offline, then loads and presents when the network fills")
    func interstitialAsync() async {
        let coordinator = InterstitialCoordinator()
        await coordinator.loadAd()
        #expect(coordinator.events == ["failed com.google.admob 2"])
        SimulatedAdNetwork.shared.fillsWithTestAds = true
        await coordinator.loadAd()
        coordinator.showAd()
        SimulatedAdNetwork.shared.dismissPresentedAd()
        #expect(coordinator.events == ["failed com.google.admob 2", "loaded", "willPresent", "impression", "willDismiss", "didDismiss"])
    }

    @Test("a rewarded ad calls the reward handler after the impression, before the person closes it; both spellings")
    func rewarded() {
        SimulatedAdNetwork.shared.fillsWithTestAds = true
        let model = GADRewardedViewModel()
        model.load()
        model.show()
        #expect(model.events == ["willPresent", "impression", "reward Reward 10"])
        SimulatedAdNetwork.shared.dismissPresentedAd()
        #expect(model.events.suffix(2) == ["willDismiss", "didDismiss"])
        #expect(model.coins == 10)

        SimulatedAdNetwork.shared.testReward = AdReward(rewardType: "coins", rewardAmount: NSDecimalNumber(value: 5))
        let coordinator = RewardedCoordinator()
        coordinator.load()
        #expect(coordinator.rewardedAd?.adReward.type == "coins")
        coordinator.show(from: UIViewController())
        #expect(coordinator.earned == 5)
        #expect(SimulatedAdNetwork.shared.presentations.map(\.format) == [.rewarded, .rewarded])
    }

    @Test("a second full-screen ad cannot be presented over one on screen")
    func oneAtATime() {
        SimulatedAdNetwork.shared.fillsWithTestAds = true
        var ads: [AppOpenAd] = []
        for _ in 0..<2 {
            GADAppOpenAd.load(withAdUnitID: "ca-app-pub-3940256099942544/5575463023", request: GADRequest()) { ad, _ in
                if let ad { ads.append(ad) }
            }
        }
        let log = FullScreenLog()
        ads[1].fullScreenContentDelegate = log
        ads[0].present(fromRootViewController: nil)
        ads[1].present(from: nil)
        #expect(log.events == ["failed 11"])
        #expect(SimulatedAdNetwork.shared.presentations.map(\.format) == [.appOpen])
    }

    @Test("MobileAds starts at once in both spellings, with the SDK's adapter ready")
    func start() async {
        let delegate = AdsAppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        #expect(delegate.status?.adapterStatusesByClassName["GADMobileAds"]?.state == .ready)
        #expect(SimulatedAdNetwork.shared.started)
        #expect(MobileAds.shared.requestConfiguration.testDeviceIdentifiers == [GADSimulatorID])
        SimulatedAdNetwork.shared.reset()
        let status = await MobileAds.shared.start()
        #expect(status.adapterStatusesByClassName.values.allSatisfy { $0.state == .ready })
        #expect(SimulatedAdNetwork.shared.started)
        MobileAds.shared.requestConfiguration.testDeviceIdentifiers = nil
    }

    @Test("a notes screen with a filled test banner at the bottom, light and dark")
    func screenSnapshot() {
        SimulatedAdNetwork.shared.fillsWithTestAds = true
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: NotesScreen(),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}

/// A given banner in SwiftUI.
private struct HostedBanner: UIViewRepresentable {
    let banner: BannerView
    func makeUIView(context: Context) -> BannerView { banner }
    func updateUIView(_ uiView: BannerView, context: Context) {}
}

/// What a banner told its delegate.
private final class BannerDelegate: NSObject, BannerViewDelegate {
    var received = 0
    var errors: [Error] = []
    func bannerViewDidReceiveAd(_ bannerView: BannerView) { received += 1 }
    func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: Error) { errors.append(error) }
}

/// What a full-screen ad told its delegate.
private final class FullScreenLog: NSObject, FullScreenContentDelegate {
    var events: [String] = []
    func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) { events.append("willPresent") }
    func adDidRecordImpression(_ ad: FullScreenPresentingAd) { events.append("impression") }
    func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
        events.append("failed \((error as NSError).code)")
    }
    func adWillDismissFullScreenContent(_ ad: FullScreenPresentingAd) { events.append("willDismiss") }
    func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) { events.append("didDismiss") }
}
