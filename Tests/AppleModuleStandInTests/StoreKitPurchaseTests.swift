import Foundation
import StoreKit
import Testing

/// A paywall's store logic, as StoreKit 2 apps write it.
private final class PaywallStore: @unchecked Sendable {
    enum StoreError: Error { case failedVerification }

    func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .unverified: throw StoreError.failedVerification
        case .verified(let safe): return safe
        }
    }

    func purchasedIDs() async -> [String] {
        var ids: [String] = []
        for await result in StoreKit.Transaction.currentEntitlements {
            if let transaction = try? checkVerified(result) { ids.append(transaction.productID) }
        }
        return ids
    }
}

private let monthly = Product(
    id: "pro.monthly", type: .autoRenewable, displayName: "Pro Monthly", price: 4.99,
    subscription: .init(
        subscriptionGroupID: "pro", subscriptionPeriod: .monthly, introductoryOffer: .init(period: .weekly, paymentMode: .freeTrial)))
private let lifetime = Product(id: "pro.lifetime", type: .nonConsumable, displayName: "Pro Forever", price: 49.99)
private let coins = Product(id: "coins.100", type: .consumable, displayName: "100 Coins", price: 0.99)

@Suite("StoreKit 2 stand-in: products, purchases, entitlements", .serialized)
struct StoreKitPurchaseTests {
    init() {
        SimulatedAppStore.shared.reset()
        SimulatedAppStore.shared.stock = [monthly, lifetime, coins]
    }

    @Test("products(for:) finds the stocked products and leaves unknown identifiers out; prices are formatted")
    func products() async throws {
        let found = try await Product.products(for: ["pro.monthly", "pro.lifetime", "missing"])
        #expect(Set(found.map(\.id)) == ["pro.monthly", "pro.lifetime"])
        #expect(monthly.displayPrice == "$4.99")
        #expect(monthly.subscription?.subscriptionPeriod.unit == .month)
        #expect(monthly.subscription?.introductoryOffer?.paymentMode == .freeTrial)
        SimulatedAppStore.shared.reset()
        #expect(try await Product.products(for: ["pro.monthly"]).isEmpty, "an empty store sells nothing, as with no App Store")
    }

    @Test("A purchase gives a verified transaction; subscriptions and non-consumables entitle, consumables do not")
    func purchases() async throws {
        let store = PaywallStore()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        SimulatedAppStore.shared.setClock { start }
        #expect(await monthly.subscription?.isEligibleForIntroOffer == true)
        guard case .success(let verification) = try await monthly.purchase() else {
            Issue.record("the purchase did not succeed")
            return
        }
        let transaction = try store.checkVerified(verification)
        #expect(transaction.productID == "pro.monthly" && transaction.purchaseDate == start)
        #expect(transaction.expirationDate == Calendar(identifier: .gregorian).date(byAdding: .month, value: 1, to: start))
        #expect(await monthly.subscription?.isEligibleForIntroOffer == false)
        _ = try await coins.purchase(options: [.quantity(3)])
        _ = try await lifetime.purchase()
        #expect(await store.purchasedIDs() == ["pro.monthly", "pro.lifetime"])
        var unfinished = 0
        for await _ in StoreKit.Transaction.unfinished { unfinished += 1 }
        #expect(unfinished == 3)
        await transaction.finish()
        unfinished = 0
        for await _ in StoreKit.Transaction.unfinished { unfinished += 1 }
        #expect(unfinished == 2)
        // A month later the subscription has run out.
        SimulatedAppStore.shared.setClock { start.addingTimeInterval(40 * 86_400) }
        #expect(await store.purchasedIDs() == ["pro.lifetime"])
    }

    @Test("Cancelled, unverified, failed and pending purchases end as StoreKit says; an approval and a refund reach updates")
    func outcomes() async throws {
        let store = PaywallStore()
        SimulatedAppStore.shared.nextPurchaseOutcome = .userCancelled
        guard case .userCancelled = try await lifetime.purchase() else {
            Issue.record("not cancelled")
            return
        }
        SimulatedAppStore.shared.nextPurchaseOutcome = .unverified(.invalidSignature)
        guard case .success(let bad) = try await lifetime.purchase() else {
            Issue.record("no transaction")
            return
        }
        #expect(throws: PaywallStore.StoreError.self) { try store.checkVerified(bad) }
        SimulatedAppStore.shared.nextPurchaseOutcome = .failure(.notEntitled)
        await #expect(throws: StoreKitError.self) { try await lifetime.purchase() }

        let updates = Task { () -> [String] in
            var seen: [String] = []
            for await result in StoreKit.Transaction.updates {
                let transaction = result.unsafePayloadValue
                seen.append("\(transaction.productID) revoked: \(transaction.revocationDate != nil)")
                if seen.count == 2 { break }
            }
            return seen
        }
        SimulatedAppStore.shared.nextPurchaseOutcome = .pending
        guard case .pending = try await monthly.purchase() else {
            Issue.record("not pending")
            return
        }
        // Wait until the listener is registered, then approve.
        for _ in 0..<200 {
            try await Task.sleep(for: .milliseconds(5))
            if SimulatedAppStore.shared.listenerCount > 0 { break }
        }
        SimulatedAppStore.shared.approvePending()
        let approved = try #require(await StoreKit.Transaction.latest(for: "pro.monthly")).unsafePayloadValue
        SimulatedAppStore.shared.refund(approved.id)
        #expect(await updates.value == ["pro.monthly revoked: false", "pro.monthly revoked: true"])
        #expect(await StoreKit.Transaction.currentEntitlement(for: "pro.monthly") == nil)

        SimulatedAppStore.shared.syncError = StoreKitError.networkError(URLError(.notConnectedToInternet))
        await #expect(throws: StoreKitError.self) { try await AppStore.sync() }
        SimulatedAppStore.shared.syncError = nil
        try await AppStore.sync()
    }
}
