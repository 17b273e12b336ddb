// Ad code written as apps on Google Mobile Ads SDK 12 write it (the names renamed for Swift), in the Swift 5
// language mode.
import GoogleMobileAds
import NapkinUI

/// An anchored adaptive banner in SwiftUI, as SDK 12 apps wrap `BannerView`.
struct AdaptiveBannerView: View {
    var body: some View {
        GeometryReader { proxy in
            let adSize = currentOrientationAnchoredAdaptiveBanner(width: proxy.size.width)
            BannerViewContainer(adSize: adSize)
                .frame(width: adSize.size.width, height: adSize.size.height)
        }
    }
}

struct BannerViewContainer: UIViewRepresentable {
    let adSize: AdSize

    func makeUIView(context: Context) -> BannerView {
        let banner = BannerView(adSize: adSize)
        banner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
        banner.delegate = context.coordinator
        banner.load(Request())
        return banner
    }

    func updateUIView(_ uiView: BannerView, context: Context) {}

    func makeCoordinator() -> BannerCoordinator { BannerCoordinator() }
}

final class BannerCoordinator: NSObject, BannerViewDelegate {
    func bannerViewDidReceiveAd(_ bannerView: BannerView) {
        bannerView.alpha = 1
    }

    func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: Error) {
        print("Banner failed: \(error.localizedDescription)")
    }
}

/// An interstitial loaded with async/await, as SDK 12's guide writes it.
@MainActor
final class InterstitialCoordinator: NSObject, FullScreenContentDelegate, ObservableObject {
    private var interstitial: InterstitialAd?
    var events: [String] = []

    func loadAd() async {
        do {
            interstitial = try await InterstitialAd.load(with: "ca-app-pub-3940256099942544/4411468910", request: Request())
            interstitial?.fullScreenContentDelegate = self
            events.append("loaded")
        } catch {
            events.append("failed \((error as NSError).domain) \((error as NSError).code)")
        }
    }

    func showAd() {
        guard let interstitial else { return events.append("notReady") }
        interstitial.present(from: nil)
    }

    func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) { events.append("willPresent") }
    func adDidRecordImpression(_ ad: FullScreenPresentingAd) { events.append("impression") }
    func adDidRecordClick(_ ad: FullScreenPresentingAd) { events.append("click") }
    func adWillDismissFullScreenContent(_ ad: FullScreenPresentingAd) { events.append("willDismiss") }
    func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
        events.append("didDismiss")
        interstitial = nil
    }
}

/// A rewarded ad with SDK 12's completion handler and presentation.
final class RewardedCoordinator: NSObject, FullScreenContentDelegate {
    var rewardedAd: RewardedAd?
    var earned: Double = 0

    func load() {
        RewardedAd.load(with: "ca-app-pub-3940256099942544/1712485313", request: Request()) { ad, error in
            if let error {
                print("Failed: \(error.localizedDescription)")
                return
            }
            self.rewardedAd = ad
            ad?.fullScreenContentDelegate = self
        }
    }

    func show(from root: UIViewController) {
        guard let rewardedAd else { return }
        rewardedAd.present(from: root) {
            self.earned += rewardedAd.adReward.amount.doubleValue
        }
    }
}

/// A screen with a list and a banner at the bottom, as free apps lay it out.
struct NotesScreen: View {
    let notes = ["Groceries", "Call the dentist", "Book club: chapter 4", "Water the plants", "Renew passport"]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                List(notes, id: \.self) { note in
                    Text(note)
                }
                BannerViewContainer(adSize: AdSizeBanner)
                    .frame(width: AdSizeBanner.size.width, height: AdSizeBanner.size.height)
                    .padding(.bottom, 8)
            }
            .navigationTitle("Notes")
        }
    }
}
