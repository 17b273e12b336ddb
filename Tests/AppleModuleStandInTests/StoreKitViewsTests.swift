import Foundation
import NapkinUI
import SnapshotTesting
import StoreKit
import Testing

// StoreKit's SwiftUI views, drawn from what a test stocks in the simulated store. They are
// tests of `StoreKitPurchaseTests`' suite, which runs one test at a time, because every test
// there shares `SimulatedAppStore.shared` (its `init` empties it).

private let monthly = Product(
    id: "journal.monthly", type: .autoRenewable, displayName: "Journal Plus Monthly", description: "Unlimited entries and themes",
    price: 4.99, subscription: .init(subscriptionGroupID: "journal.plus", subscriptionPeriod: .monthly))
private let yearly = Product(
    id: "journal.yearly", type: .autoRenewable, displayName: "Journal Plus Yearly", description: "Two months free", price: 39.99,
    subscription: .init(subscriptionGroupID: "journal.plus", subscriptionPeriod: .yearly))
private let themes = Product(
    id: "journal.themes", type: .nonConsumable, displayName: "Theme Pack", description: "Twelve paper and ink themes", price: 2.99)

/// A shop page: the same product in the three styles, and one the store does not sell.
private struct ShopPage: View {
    var body: some View {
        VStack(spacing: 20) {
            ProductView(id: "journal.themes") {
                Image(systemName: "paintpalette").font(.largeTitle).foregroundStyle(.orange)
            }
            .productViewStyle(.large)
            ProductView(id: "journal.themes")
            ProductView(id: "journal.themes").productViewStyle(.compact)
            ProductView(id: "journal.missing")
        }
        .padding(20)
        .background(Color.systemBackground)
    }
}

/// A paywall for the subscription group, with marketing content and a restore button.
private struct Paywall: View {
    var body: some View {
        SubscriptionStoreView(groupID: "journal.plus") {
            VStack(spacing: 8) {
                Image(systemName: "book.fill").font(.system(size: 44)).foregroundStyle(.indigo)
                Text("Journal Plus").font(.largeTitle.bold())
                Text("Write without limits").foregroundStyle(.secondary)
            }
        }
        .subscriptionStoreButtonLabel(.multiline)
        .storeButton(.visible, for: .restorePurchases)
    }
}

@MainActor
private func shown<V: View>(_ view: V) -> Window {
    let window = Window(device: .iPhoneSE)
    window.rootViewController = HostingController(rootView: view)
    window.layout()
    return window
}

/// The product identifiers the person is entitled to.
private func entitlements() async -> Set<String> {
    var ids: Set<String> = []
    for await result in StoreKit.Transaction.currentEntitlements {
        if case .verified(let transaction) = result { ids.insert(transaction.productID) }
    }
    return ids
}

extension StoreKitPurchaseTests {
    @MainActor
    @Test("ProductView shows a stocked product's name, description and price; its price button buys it")
    func productViewBuys() async throws {
        SimulatedAppStore.shared.stock = [themes]
        let window = shown(ProductView(id: "journal.themes").padding())
        let labels = window.interactiveElements().map(\.label)
        #expect(labels == ["$2.99"], "\(labels)")
        #expect(await entitlements().isEmpty)
        try window.tap(label: "$2.99")
        #expect(await entitlements() == ["journal.themes"])
        // A product the store does not sell stays a placeholder with nothing to tap.
        #expect(shown(ProductView(id: "journal.missing")).interactiveElements().isEmpty)
    }

    @MainActor
    @Test("SubscriptionStoreView lists its group's options cheapest first; the chosen one is subscribed to")
    func subscriptionStore() async throws {
        SimulatedAppStore.shared.stock = [yearly, themes, monthly]
        let window = shown(Paywall())
        let labels = window.interactiveElements().map(\.label)
        #expect(
            labels == ["Journal Plus Monthly", "Journal Plus Yearly", "Subscribe, $4.99/month", "Restore Purchases"], "\(labels)")
        try window.tap(label: "Journal Plus Yearly")
        #expect(window.interactiveElements().map(\.label).contains("Subscribe, $39.99/year"))
        try window.tap(label: "Subscribe, $39.99/year")
        #expect(await entitlements() == ["journal.yearly"])
        // Without the modifier there is no restore button; a product list names products in order.
        let plain = shown(SubscriptionStoreView(productIDs: ["journal.yearly"]))
        #expect(plain.interactiveElements().map(\.label) == ["Journal Plus Yearly", "Subscribe, $39.99/year"])
    }

    @MainActor
    @Test("The subscribe button says what subscriptionStoreButtonLabel asks for")
    func subscribeLabels() {
        SimulatedAppStore.shared.stock = [monthly]
        func label(_ label: SubscriptionStoreButtonLabel) -> [String] {
            // The option row comes first, then the subscribe button.
            Array(
                shown(SubscriptionStoreView(groupID: "journal.plus").subscriptionStoreButtonLabel(label)).interactiveElements().map(\.label)
                    .dropFirst())
        }
        #expect(label(.automatic) == ["Subscribe, $4.99/month"])
        #expect(label(.action) == ["Subscribe"])
        #expect(label(.price) == ["$4.99/month"])
        #expect(label(.displayName) == ["Journal Plus Monthly"])
        #expect(label(.multiline.displayName) == ["Journal Plus Monthly, $4.99/month"])
    }

    @MainActor
    @Test("StoreView lists the products in the order given, with Restore Purchases below")
    func storeView() {
        SimulatedAppStore.shared.stock = [themes, monthly]
        let window = shown(StoreView(ids: ["journal.monthly", "journal.themes", "journal.missing"]))
        #expect(window.interactiveElements().map(\.label) == ["$4.99", "$2.99", "Restore Purchases"])
        let hidden = shown(StoreView(ids: ["journal.themes"]).storeButton(.hidden, for: .restorePurchases))
        #expect(hidden.interactiveElements().map(\.label) == ["$2.99"])
    }

    @MainActor
    @Test("Drawn: a product in the large, regular and compact styles and a loading one; a paywall")
    func storeViewsDrawn() {
        SimulatedAppStore.shared.stock = [monthly, yearly, themes]
        for scheme in [ColorScheme.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: scheme)
            let name = scheme == .light ? "light" : "dark"
            assertSnapshot(
                of: AnyView(ShopPage()), as: .image(layout: .fixed(width: 375, height: 480), traits: traits), named: name,
                testName: "productViews")
            assertSnapshot(
                of: AnyView(Paywall()), as: .image(layout: .device(config: .iPhone13Pro), traits: traits), named: name,
                testName: "paywall")
        }
    }
}
