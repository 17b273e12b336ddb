import Foundation

/// Something the app sells in the App Store, as StoreKit 2's `Product`.
///
/// Linux has no App Store: ``products(for:)`` answers from napkin's ``SimulatedAppStore``, which
/// sells nothing until a test stocks it (as an app sees when none of its identifiers is set up in
/// App Store Connect), and ``purchase(options:)`` ends as the simulated store's next outcome says.
public struct Product: Identifiable, Hashable, Sendable {
    /// The product identifier, as set up in App Store Connect.
    public let id: String
    /// Consumable, non-consumable, auto-renewable or non-renewing.
    public let type: ProductType
    /// The localized name.
    public let displayName: String
    /// The localized description.
    public let description: String
    /// The price in the storefront's currency.
    public let price: Decimal
    /// The price formatted for the storefront ("$4.99").
    public let displayPrice: String
    /// Whether Family Sharing shares it.
    public let isFamilyShareable: Bool
    /// The subscription's period and offers, for an auto-renewable subscription.
    public let subscription: SubscriptionInfo?
    /// The storefront's currency code, as the price format style gives it.
    let currencyCode: String

    /// A product a test stocks the simulated store with (napkin's; on iOS products come from the
    /// App Store). `displayPrice` is `price` formatted in `currencyCode` (en_US_POSIX grouping).
    public init(
        id: String, type: ProductType, displayName: String, description: String = "", price: Decimal, currencyCode: String = "USD",
        isFamilyShareable: Bool = false, subscription: SubscriptionInfo? = nil
    ) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        self.currencyCode = currencyCode
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
        displayPrice = Product.format(price, currencyCode: currencyCode)
    }

    /// `price` as a storefront shows it: "$4.99", "€3.49", "12.00 CHF".
    static func format(_ price: Decimal, currencyCode: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: currencyCode == "EUR" ? "en_IE" : currencyCode == "GBP" ? "en_GB" : "en_US")
        formatter.currencyCode = currencyCode
        return formatter.string(from: price as NSDecimalNumber) ?? "\(price) \(currencyCode)"
    }

    /// The format style that writes this product's prices, as StoreKit's `priceFormatStyle`.
    public var priceFormatStyle: Decimal.FormatStyle.Currency {
        Decimal.FormatStyle.Currency(code: currencyCode, locale: Locale(identifier: "en_US"))
    }

    /// The products with `identifiers` the store sells, in no particular order; unknown ones are
    /// left out, as the App Store leaves them out.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        let wanted = Set(identifiers)
        return SimulatedAppStore.shared.stock.filter { wanted.contains($0.id) }
    }

    /// Buys the product: the simulated store's next outcome decides (a verified transaction by
    /// default, added to the current entitlements when it is not consumable).
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        try SimulatedAppStore.shared.purchase(self, options: options)
    }

    /// How a purchase ended, as StoreKit's `Product.PurchaseResult`.
    public enum PurchaseResult: Sendable {
        /// Bought: the transaction, verified or not.
        case success(VerificationResult<Transaction>)
        /// The person cancelled the payment sheet.
        case userCancelled
        /// Waiting for approval (Ask to Buy, a bank): the transaction comes later through
        /// ``Transaction/updates``.
        case pending
    }

    /// An option of a purchase, as StoreKit's `Product.PurchaseOption`.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        let value: String

        /// The app's own account identifier, given back on the transaction.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(name: "appAccountToken", value: token.uuidString)
        }

        /// How many of a consumable to buy.
        public static func quantity(_ quantity: Int) -> PurchaseOption {
            PurchaseOption(name: "quantity", value: String(quantity))
        }

        /// Simulates Ask to Buy (a sandbox option).
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: String(simulatesAskToBuy))
        }
    }

    /// The kind of a product, as StoreKit's `Product.ProductType`.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// Apple's name for it.
        public let rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Used up, bought again (coins, credits).
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once, kept (a premium unlock).
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A subscription that renews by itself.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        /// A subscription that does not renew.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }

    /// An auto-renewable subscription's details, as StoreKit's `Product.SubscriptionInfo`.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The group the subscription belongs to.
        public let subscriptionGroupID: String
        /// How long one period lasts.
        public let subscriptionPeriod: SubscriptionPeriod
        /// The introductory offer (a free week), if any.
        public let introductoryOffer: SubscriptionOffer?
        /// The promotional offers.
        public let promotionalOffers: [SubscriptionOffer]

        /// A subscription of `period` in `groupID` (napkin's, for stocking the simulated store).
        public init(
            subscriptionGroupID groupID: String, subscriptionPeriod period: SubscriptionPeriod, introductoryOffer: SubscriptionOffer? = nil,
            promotionalOffers: [SubscriptionOffer] = []
        ) {
            subscriptionGroupID = groupID
            subscriptionPeriod = period
            self.introductoryOffer = introductoryOffer
            self.promotionalOffers = promotionalOffers
        }

        /// Whether the person may take the introductory offer: they may until they bought a
        /// subscription of the group.
        public var isEligibleForIntroOffer: Bool {
            get async { !SimulatedAppStore.shared.hasSubscribed(toGroup: subscriptionGroupID) }
        }
    }

    /// A subscription's period, as StoreKit's `Product.SubscriptionPeriod`.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// How many units.
        public let value: Int
        /// Day, week, month or year.
        public let unit: Unit

        /// `value` of `unit` (napkin's, for stocking the simulated store).
        public init(value: Int, unit: Unit) {
            self.value = value
            self.unit = unit
        }

        /// One week.
        public static let weekly = SubscriptionPeriod(value: 1, unit: .week)
        /// One month.
        public static let monthly = SubscriptionPeriod(value: 1, unit: .month)
        /// One year.
        public static let yearly = SubscriptionPeriod(value: 1, unit: .year)

        /// A unit of time, as StoreKit's `Product.SubscriptionPeriod.Unit`.
        public enum Unit: Int, Hashable, Sendable {
            /// A day.
            case day
            /// A week.
            case week
            /// A month.
            case month
            /// A year.
            case year

            /// The unit's name ("month").
            public var localizedDescription: String {
                switch self {
                case .day: "day"
                case .week: "week"
                case .month: "month"
                case .year: "year"
                }
            }
        }

        /// The date one period after `date`, in the Gregorian calendar.
        func end(after date: Date) -> Date {
            var components = DateComponents()
            switch unit {
            case .day: components.day = value
            case .week: components.day = 7 * value
            case .month: components.month = value
            case .year: components.year = value
            }
            return Calendar(identifier: .gregorian).date(byAdding: components, to: date) ?? date
        }
    }

    /// A subscription offer, as StoreKit's `Product.SubscriptionOffer`.
    public struct SubscriptionOffer: Hashable, Sendable {
        /// The offer's identifier (nil for the introductory one).
        public let id: String?
        /// Introductory or promotional.
        public let type: OfferType
        /// The offer's price.
        public let price: Decimal
        /// The offer's price formatted.
        public let displayPrice: String
        /// The period the price covers.
        public let period: SubscriptionPeriod
        /// How many periods.
        public let periodCount: Int
        /// Free trial, pay as you go or pay up front.
        public let paymentMode: PaymentMode

        /// An offer (napkin's, for stocking the simulated store).
        public init(
            id: String? = nil, type: OfferType = .introductory, price: Decimal = 0, currencyCode: String = "USD",
            period: SubscriptionPeriod, periodCount: Int = 1, paymentMode: PaymentMode = .freeTrial
        ) {
            self.id = id
            self.type = type
            self.price = price
            displayPrice = Product.format(price, currencyCode: currencyCode)
            self.period = period
            self.periodCount = periodCount
            self.paymentMode = paymentMode
        }

        /// The kind of an offer.
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            /// Apple's name for it.
            public let rawValue: String
            /// The kind named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// For new subscribers.
            public static let introductory = OfferType(rawValue: "introductory")
            /// For subscribers the app chooses.
            public static let promotional = OfferType(rawValue: "promotional")
        }

        /// How an offer is paid.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            /// Apple's name for it.
            public let rawValue: String
            /// The mode named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Free for the offer's periods.
            public static let freeTrial = PaymentMode(rawValue: "freeTrial")
            /// The offer's price each period.
            public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
            /// The offer's price once, for all its periods.
            public static let payUpFront = PaymentMode(rawValue: "payUpFront")
        }
    }
}
