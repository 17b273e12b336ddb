import NapkinUI
import StoreKit
import Testing

/// A screen that asks for a rating when its button is tapped, as apps write it.
private struct RateButton: View {
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        Button("Rate the App") { requestReview() }
    }
}

@MainActor
private final class Counter {
    var value = 0
}

@MainActor
@Suite("StoreKit stand-in", .serialized)
struct StoreKitTests {
    @Test("requestReview shows nothing and is counted; an installed action hears it instead")
    func requestReviewAction() throws {
        let before = RequestReviewAction.requestCount
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: RateButton())
        window.layout()
        try window.tap(label: "Rate the App")
        #expect(RequestReviewAction.requestCount == before + 1)
        #expect(window.rootViewController?.presentedViewController == nil)

        let heard = Counter()
        let custom = Window(device: .iPhoneSE)
        custom.rootViewController = HostingController(
            rootView: RateButton().environment(\.requestReview, RequestReviewAction { heard.value += 1 }))
        custom.layout()
        try custom.tap(label: "Rate the App")
        #expect(heard.value == 1)
        #expect(RequestReviewAction.requestCount == before + 1)
    }

    @Test("SKStoreReviewController's requests are counted too")
    func storeReviewController() {
        let before = RequestReviewAction.requestCount
        SKStoreReviewController.requestReview()
        #expect(RequestReviewAction.requestCount == before + 1)
    }
}
