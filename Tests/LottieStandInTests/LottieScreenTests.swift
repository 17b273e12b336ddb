import Foundation
import Lottie
import NapkinUI
import SnapshotTesting
import Testing

/// Screen 730's loading view as it is written (MonsTikTok), with the fixture standing in for its animation.
private struct LoadingView: View {
    var body: some View {
        LottieView(animation: LottieAnimation.named("loader", bundle: .module))
            .looping()
            .scaledToFit()
            .frame(height: 64)
    }
}

/// A feed screen showing the loader while its posts load.
private struct FeedLoadingScreen: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Loading your feed").font(.title2.bold())
            LottieView(animation: LottieAnimation.named("loader", bundle: .module))
                .playing(loopMode: .loop)
                .resizable()
                .frame(width: 240, height: 160)
            LoadingView()
            Text("This only takes a moment").foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}

@MainActor
@Suite("Lottie stand-in: screens")
struct LottieScreenTests {
    @Test("730's LoadingView: a looping LottieView scaled to fit a 64-point-high frame draws the start frame")
    func loadingView() {
        let bitmap = render(LoadingView(), size: CGSize(width: 200, height: 64))
        // The 120 × 80 animation shrinks to 96 × 64 (scale 0.8), centred: x = 52 + 0.8x, y = 0.8y.
        #expect(pixel(bitmap, 52 + 24, 40, is: blue))
        #expect(pixel(bitmap, 52 + 72, 40, is: red))
        #expect(pixel(bitmap, 30, 40, is: white))
    }

    @Test("a loading screen with a Lottie loader, light and dark")
    func loadingScreenSnapshot() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: FeedLoadingScreen(),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
