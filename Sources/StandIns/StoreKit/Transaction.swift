import Foundation

/// A purchase, as StoreKit 2's `Transaction`. Files that import SwiftUI too write
/// `StoreKit.Transaction`, since SwiftUI has a `Transaction` of its own (as on iOS).
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's number.
    public let id: UInt64
    /// The first transaction of this purchase (a renewal's original purchase).
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The product's type.
    public let productType: Product.ProductType
    /// The subscription group, for a subscription.
    public let subscriptionGroupID: String?
    /// When it was bought (or renewed).
    public let purchaseDate: Date
    /// When the original purchase was made.
    public let originalPurchaseDate: Date
    /// When a subscription's period ends.
    public let expirationDate: Date?
    /// When the App Store refunded or revoked it.
    public internal(set) var revocationDate: Date?
    /// Whether a higher subscription of the group replaced it.
    public let isUpgraded: Bool
    /// How many were bought.
    public let purchasedQuantity: Int
    /// The app's account identifier given at purchase.
    public let appAccountToken: UUID?
    /// Bought by the person or shared by their family.
    public let ownershipType: OwnershipType
    /// The sandbox or production store (napkin's simulated store is the sandbox's kind: `.xcode`).
    public let environment: AppStore.Environment
    /// The transaction as the App Store signs it: a JWS string (napkin's is not signed).
    public var jsonRepresentation: Data {
        Data(#"{"transactionId":"\#(id)","productId":"\#(productID)"}"#.utf8)
    }

    /// Who owns a purchase, as StoreKit's `Transaction.OwnershipType`.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        /// Apple's name for it.
        public let rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The person bought it.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// Their family shared it.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Tells the App Store the app delivered the purchase; until then it stays among
    /// ``unfinished``.
    public func finish() async {
        SimulatedAppStore.shared.finish(id)
    }

    /// The transactions that entitle the person now: non-consumables and subscriptions still in
    /// their period, not revoked, the latest per product.
    public static var currentEntitlements: Transactions { Transactions(snapshot: { SimulatedAppStore.shared.currentEntitlements() }) }

    /// Every transaction of the person, oldest first.
    public static var all: Transactions { Transactions(snapshot: { SimulatedAppStore.shared.allTransactions() }) }

    /// The transactions not finished yet.
    public static var unfinished: Transactions { Transactions(snapshot: { SimulatedAppStore.shared.unfinishedTransactions() }) }

    /// The transactions that arrive from outside the app's purchase calls (renewals, Ask to Buy
    /// approvals, purchases on another device, refunds): a sequence that never ends by itself, as
    /// apps listen to it from launch. ``SimulatedAppStore/deliver(_:)`` sends one.
    public static var updates: Transactions { Transactions(snapshot: nil) }

    /// The entitlement for `productID`, if the person has one.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        SimulatedAppStore.shared.currentEntitlements().first { $0.unsafePayloadValue.productID == productID }
    }

    /// The newest transaction for `productID`.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        SimulatedAppStore.shared.allTransactions().last { $0.unsafePayloadValue.productID == productID }
    }

    /// A sequence of verified-or-not transactions, as StoreKit's `Transaction.Transactions`.
    public struct Transactions: AsyncSequence, Sendable {
        /// Each transaction with its verification.
        public typealias Element = VerificationResult<Transaction>
        private let snapshot: (@Sendable () -> [Element])?

        /// The transactions `snapshot` gives when iterated, or (nil) the live updates.
        init(snapshot: (@Sendable () -> [Element])?) { self.snapshot = snapshot }

        /// Iterates the transactions.
        public func makeAsyncIterator() -> AsyncIterator {
            guard let snapshot else { return AsyncIterator(stream: SimulatedAppStore.shared.updateStream()) }
            let elements = snapshot()
            return AsyncIterator(
                stream: AsyncStream { continuation in
                    for element in elements { continuation.yield(element) }
                    continuation.finish()
                })
        }

        /// Walks the transactions.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<Element>.Iterator
            init(stream: AsyncStream<Element>) { base = stream.makeAsyncIterator() }
            /// The next transaction, or nil at the end (never for ``Transaction/updates``).
            public mutating func next() async -> Element? { await base.next() }
        }
    }
}

/// A value the App Store signed, checked or not, as StoreKit's `VerificationResult`.
public enum VerificationResult<SignedType> {
    /// The signature did not check out, for `VerificationError`.
    case unverified(SignedType, VerificationError)
    /// The signature checked out.
    case verified(SignedType)

    /// The value, checked or not (for code that does its own checking).
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): value
        }
    }

    /// The value, or the verification error thrown.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// Why a signature did not check out, as StoreKit's `VerificationResult.VerificationError`.
    public enum VerificationError: Error, Sendable, Hashable {
        /// A certificate was revoked.
        case revokedCertificate
        /// The certificate chain is not Apple's.
        case invalidCertificateChain
        /// Signed for another device.
        case invalidDeviceVerification
        /// Not a JWS.
        case invalidEncoding
        /// The signature is wrong.
        case invalidSignature
        /// A required field is missing.
        case missingRequiredProperties
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

extension AppStore {
    /// Syncs the person's transactions with the App Store (restore purchases): the simulated
    /// store's are always in sync; it throws the error a test set with
    /// ``SimulatedAppStore/syncError``.
    public static func sync() async throws {
        if let error = SimulatedAppStore.shared.syncError { throw error }
    }

    /// Whether the person may pay (not restricted by Screen Time): true unless a test says otherwise.
    public static var canMakePayments: Bool { SimulatedAppStore.shared.canMakePayments }

    /// The store a transaction comes from, as StoreKit's `AppStore.Environment`.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        /// Apple's name for it.
        public let rawValue: String
        /// The environment named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The App Store.
        public static let production = Environment(rawValue: "Production")
        /// The sandbox.
        public static let sandbox = Environment(rawValue: "Sandbox")
        /// Xcode's local StoreKit testing, which napkin's simulated store stands for.
        public static let xcode = Environment(rawValue: "Xcode")
    }
}
