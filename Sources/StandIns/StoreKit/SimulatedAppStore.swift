import Foundation

/// napkin's App Store, standing in for Xcode's StoreKit testing: what ``Product/products(for:)``
/// finds, how the next purchase ends, and the person's transactions. It sells nothing until a
/// test stocks it:
///
/// ```swift
/// SimulatedAppStore.shared.stock = [
///     Product(id: "pro.monthly", type: .autoRenewable, displayName: "Pro Monthly", price: 4.99,
///             subscription: .init(subscriptionGroupID: "pro", subscriptionPeriod: .monthly)),
/// ]
/// SimulatedAppStore.shared.nextPurchaseOutcome = .userCancelled
/// ```
/// Call ``reset()`` between tests that change it.
public final class SimulatedAppStore: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    /// The one store of the process.
    public static let shared = SimulatedAppStore()

    /// How the next purchase ends.
    public enum PurchaseOutcome: Sendable {
        /// Bought, with a verified transaction.
        case success
        /// Bought, but the transaction's signature does not check out.
        case unverified(VerificationResult<Transaction>.VerificationError)
        /// The person cancels the payment sheet.
        case userCancelled
        /// Waiting for approval; ``approvePending()`` delivers it through `Transaction.updates`.
        case pending
        /// The purchase throws (`StoreKitError.networkError` and the like).
        case failure(StoreKitError)
    }

    private let lock = NSLock()
    private var products: [Product] = []
    private var outcomes: [PurchaseOutcome] = []
    private var transactions: [(transaction: Transaction, verified: VerificationResult<Transaction>.VerificationError?)] = []
    private var finished: Set<UInt64> = []
    private var pending: [Product] = []
    private var listeners: [UUID: AsyncStream<VerificationResult<Transaction>>.Continuation] = [:]
    private var nextID: UInt64 = 1
    private var storedSyncError: (any Error & Sendable)?
    private var storedCanMakePayments = true
    private var clock: @Sendable () -> Date = { Date() }
    /// The option chosen in each subscription store, by the store's group or product list.
    private var choices: [String: String] = [:]

    /// The products the store sells.
    public var stock: [Product] {
        get { lock.withLock { products } }
        set { lock.withLock { products = newValue } }
    }

    /// How the next purchase ends (`.success` when nothing is set); each purchase takes one.
    public var nextPurchaseOutcome: PurchaseOutcome {
        get { lock.withLock { outcomes.first ?? .success } }
        set { lock.withLock { outcomes = [newValue] } }
    }

    /// What `AppStore.sync()` throws (nil: it succeeds).
    public var syncError: (any Error & Sendable)? {
        get { lock.withLock { storedSyncError } }
        set { lock.withLock { storedSyncError = newValue } }
    }

    /// What `AppStore.canMakePayments` answers.
    public var canMakePayments: Bool {
        get { lock.withLock { storedCanMakePayments } }
        set { lock.withLock { storedCanMakePayments = newValue } }
    }

    /// The date purchases are made at (now unless a test fixes it), so expirations are known.
    public func setClock(_ now: @escaping @Sendable () -> Date) {
        lock.withLock { clock = now }
    }

    /// Empties the store: no products, no transactions, purchases succeed, the clock is real.
    public func reset() {
        lock.withLock {
            products = []
            outcomes = []
            transactions = []
            finished = []
            pending = []
            nextID = 1
            storedSyncError = nil
            storedCanMakePayments = true
            clock = { Date() }
            choices = [:]
        }
    }

    /// The option the person chose in the subscription store `store` (a group ID or product list).
    func chosenOption(in store: String) -> String? {
        lock.withLock { choices[store] }
    }

    /// Remembers `productID` as the option chosen in the subscription store `store`.
    func choose(_ productID: String, in store: String) {
        lock.withLock { choices[store] = productID }
    }

    // MARK: purchases

    func purchase(_ product: Product, options: Set<Product.PurchaseOption>) throws -> Product.PurchaseResult {
        let (outcome, now) = lock.withLock { (outcomes.isEmpty ? .success : outcomes.removeFirst(), clock()) }
        switch outcome {
        case .userCancelled:
            return .userCancelled
        case .pending:
            lock.withLock { pending.append(product) }
            return .pending
        case .failure(let error):
            throw error
        case .success, .unverified:
            let quantity = options.first { $0.name == "quantity" }.flatMap { Int($0.value) } ?? 1
            let token = options.first { $0.name == "appAccountToken" }.flatMap { UUID(uuidString: $0.value) }
            var failure: VerificationResult<Transaction>.VerificationError?
            if case .unverified(let error) = outcome { failure = error }
            let transaction = record(product, quantity: quantity, token: token, at: now, failure: failure)
            return .success(transaction)
        }
    }

    /// Adds a transaction for `product` bought at `date`.
    private func record(
        _ product: Product, quantity: Int, token: UUID?, at date: Date, failure: VerificationResult<Transaction>.VerificationError?
    ) -> VerificationResult<Transaction> {
        lock.withLock {
            let id = nextID
            nextID += 1
            let transaction = Transaction(
                id: id, originalID: id, productID: product.id, productType: product.type,
                subscriptionGroupID: product.subscription?.subscriptionGroupID, purchaseDate: date, originalPurchaseDate: date,
                expirationDate: product.subscription.map { $0.subscriptionPeriod.end(after: date) }, revocationDate: nil,
                isUpgraded: false, purchasedQuantity: max(1, quantity), appAccountToken: token, ownershipType: .purchased,
                environment: .xcode)
            transactions.append((transaction, failure))
            return failure.map { .unverified(transaction, $0) } ?? .verified(transaction)
        }
    }

    /// Approves the purchases that ended `.pending` (Ask to Buy): each becomes a transaction
    /// sent to every `Transaction.updates` listener.
    public func approvePending() {
        let (waiting, now) = lock.withLock {
            defer { pending = [] }
            return (pending, clock())
        }
        for product in waiting { deliver(record(product, quantity: 1, token: nil, at: now, failure: nil)) }
    }

    /// Sends `result` to every `Transaction.updates` listener (a renewal, a purchase on another
    /// device); it is added to the person's transactions.
    public func deliver(_ result: VerificationResult<Transaction>) {
        let listeners = lock.withLock {
            if !transactions.contains(where: { $0.transaction.id == result.unsafePayloadValue.id }) {
                var failure: VerificationResult<Transaction>.VerificationError?
                if case .unverified(_, let error) = result { failure = error }
                transactions.append((result.unsafePayloadValue, failure))
            }
            return Array(self.listeners.values)
        }
        for listener in listeners { listener.yield(result) }
    }

    /// Refunds the transaction `id`: it gets a revocation date, leaves the entitlements and is
    /// sent to the `Transaction.updates` listeners.
    public func refund(_ id: UInt64) {
        let revoked: VerificationResult<Transaction>? = lock.withLock {
            guard let index = transactions.firstIndex(where: { $0.transaction.id == id }) else { return nil }
            transactions[index].transaction.revocationDate = clock()
            return .verified(transactions[index].transaction)
        }
        if let revoked { deliver(revoked) }
    }

    func finish(_ id: UInt64) {
        _ = lock.withLock { finished.insert(id) }
    }

    // MARK: reading

    private func result(_ entry: (transaction: Transaction, verified: VerificationResult<Transaction>.VerificationError?))
        -> VerificationResult<Transaction>
    {
        entry.verified.map { .unverified(entry.transaction, $0) } ?? .verified(entry.transaction)
    }

    func allTransactions() -> [VerificationResult<Transaction>] {
        lock.withLock { transactions.map(result) }
    }

    func unfinishedTransactions() -> [VerificationResult<Transaction>] {
        lock.withLock { transactions.filter { !finished.contains($0.transaction.id) }.map(result) }
    }

    func currentEntitlements() -> [VerificationResult<Transaction>] {
        lock.withLock {
            let now = clock()
            var latest: [String: (transaction: Transaction, verified: VerificationResult<Transaction>.VerificationError?)] = [:]
            var order: [String] = []
            for entry in transactions {
                let transaction = entry.transaction
                guard transaction.productType != .consumable, transaction.revocationDate == nil else { continue }
                if let expiration = transaction.expirationDate, expiration <= now { continue }
                if latest[transaction.productID] == nil { order.append(transaction.productID) }
                latest[transaction.productID] = entry
            }
            return order.compactMap { latest[$0] }.map(result)
        }
    }

    func hasSubscribed(toGroup group: String) -> Bool {
        lock.withLock { transactions.contains { $0.transaction.subscriptionGroupID == group } }
    }

    /// How many `Transaction.updates` loops are listening now.
    public var listenerCount: Int { lock.withLock { listeners.count } }

    /// A stream of what ``deliver(_:)`` sends from now on, for one `Transaction.updates` loop.
    func updateStream() -> AsyncStream<VerificationResult<Transaction>> {
        AsyncStream { continuation in
            let key = UUID()
            lock.withLock { listeners[key] = continuation }
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                _ = self.lock.withLock { self.listeners.removeValue(forKey: key) }
            }
        }
    }
}

/// An error of the App Store, as StoreKit's `StoreKitError`.
public enum StoreKitError: Error, Sendable {
    /// Something unknown went wrong.
    case unknown
    /// The person cancelled.
    case userCancelled
    /// The network failed.
    case networkError(URLError)
    /// The system failed.
    case systemError(any Error & Sendable)
    /// The product is not available in the storefront.
    case notAvailableInStorefront
    /// The person may not buy (Screen Time).
    case notEntitled
    /// Not supported on this device.
    case unsupported
}
