import Foundation
import NapkinUI

// StoreKit's SwiftUI views (iOS 17): a product with its buy button, a store of products, and a
// subscription store. They show the products a test stocks in `SimulatedAppStore.shared`; a
// product the store does not sell stays in the loading placeholder, as iOS leaves it when the
// App Store does not answer. A buy or subscribe button buys through the simulated store (its
// next outcome decides), as the payment sheet would.
//
// Layout, fonts and colours follow Apple's WWDC23 screenshots of these views: a row with the
// name in headline and the description in secondary subheadline beside a capsule price button
// in the accent colour; exact paddings are not documented and were not confirmed on a device.

/// How a `ProductView` lays out its product, as StoreKit's `ProductViewStyle`: `.automatic`,
/// `.compact`, `.regular` or `.large`. napkin draws the four built-in styles; a style of your
/// own is drawn as `.regular`.
public protocol ProductViewStyle {}

/// The row of a list: icon, name and description, price button (the default).
public struct RegularProductViewStyle: ProductViewStyle {
    /// The regular style.
    public init() {}
}

/// A tight row: the name on one line beside a small price button.
public struct CompactProductViewStyle: ProductViewStyle {
    /// The compact style.
    public init() {}
}

/// A centred card: a large icon, the name in a title, the description, and a wide buy button.
public struct LargeProductViewStyle: ProductViewStyle {
    /// The large style.
    public init() {}
}

/// The context's choice: the regular row.
public struct AutomaticProductViewStyle: ProductViewStyle {
    /// The automatic style.
    public init() {}
}

extension ProductViewStyle where Self == RegularProductViewStyle {
    /// The row of a list: icon, name and description, price button.
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}

extension ProductViewStyle where Self == CompactProductViewStyle {
    /// A tight row: the name beside a small price button.
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}

extension ProductViewStyle where Self == LargeProductViewStyle {
    /// A centred card with a wide buy button.
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// The context's choice: the regular row.
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}

/// The built-in product view layouts.
enum ProductLayout: Sendable {
    case compact, regular, large

    init(_ style: some ProductViewStyle) {
        switch style {
        case is CompactProductViewStyle: self = .compact
        case is LargeProductViewStyle: self = .large
        default: self = .regular
        }
    }
}

private struct ProductLayoutKey: EnvironmentKey {
    static var defaultValue: ProductLayout { .regular }
}

/// Which of the store views' extra buttons are shown (`storeButton(_:for:)`).
struct StoreButtonVisibility {
    var visible: Set<StoreButtonKind> = []
    var hidden: Set<StoreButtonKind> = []
}

private struct StoreButtonVisibilityKey: EnvironmentKey {
    static var defaultValue: StoreButtonVisibility { StoreButtonVisibility() }
}

private struct SubscriptionButtonLabelKey: EnvironmentKey {
    static var defaultValue: SubscriptionStoreButtonLabel { .automatic }
}

extension EnvironmentValues {
    var productLayout: ProductLayout {
        get { self[ProductLayoutKey.self] }
        set { self[ProductLayoutKey.self] = newValue }
    }

    var storeButtonVisibility: StoreButtonVisibility {
        get { self[StoreButtonVisibilityKey.self] }
        set { self[StoreButtonVisibilityKey.self] = newValue }
    }

    var subscriptionButtonLabel: SubscriptionStoreButtonLabel {
        get { self[SubscriptionButtonLabelKey.self] }
        set { self[SubscriptionButtonLabelKey.self] = newValue }
    }
}

/// The extra buttons of the store views, as StoreKit's `StoreButtonKind`.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String

    /// The close button of a store shown in a sheet.
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// "Restore Purchases": syncs the person's transactions with the App Store.
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// "Redeem Code": the offer-code sheet.
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// "Sign In", for an account the app manages.
    public static let signIn = StoreButtonKind(name: "signIn")
    /// The terms of service and privacy policy links.
    public static let policies = StoreButtonKind(name: "policies")
}

/// What a subscription store's subscribe button says, as StoreKit's
/// `SubscriptionStoreButtonLabel`: `.action` ("Subscribe"), `.displayName`, `.price`, on one line
/// (`.singleLine`) or two (`.multiline`); combine them, as in `.multiline.price`.
public struct SubscriptionStoreButtonLabel: Sendable, Equatable {
    enum Content: Sendable, Equatable { case automatic, action, displayName, price }

    var content: Content = .automatic
    var isMultiline = false

    /// The store's choice: "Subscribe" and the selected option's price, on two lines.
    public static let automatic = SubscriptionStoreButtonLabel()
    /// "Subscribe" alone.
    public static let action = SubscriptionStoreButtonLabel(content: .action)
    /// The selected option's name.
    public static let displayName = SubscriptionStoreButtonLabel(content: .displayName)
    /// The selected option's price and period ("$4.99/month").
    public static let price = SubscriptionStoreButtonLabel(content: .price)
    /// The label on one line.
    public static let singleLine = SubscriptionStoreButtonLabel()
    /// The label on two lines: the action above the price.
    public static let multiline = SubscriptionStoreButtonLabel(isMultiline: true)

    /// This label saying "Subscribe".
    public var action: SubscriptionStoreButtonLabel { with(content: .action) }
    /// This label naming the option.
    public var displayName: SubscriptionStoreButtonLabel { with(content: .displayName) }
    /// This label giving the price.
    public var price: SubscriptionStoreButtonLabel { with(content: .price) }
    /// This label on one line.
    public var singleLine: SubscriptionStoreButtonLabel { with(multiline: false) }
    /// This label on two lines.
    public var multiline: SubscriptionStoreButtonLabel { with(multiline: true) }

    private func with(content: Content? = nil, multiline: Bool? = nil) -> SubscriptionStoreButtonLabel {
        var label = self
        if let content { label.content = content }
        if let multiline { label.isMultiline = multiline }
        return label
    }

    /// The button's lines for `product`.
    func lines(for product: Product) -> [String] {
        let price = Product.priceWithPeriod(product)
        switch (content, isMultiline) {
        case (.automatic, _), (.action, true): return ["Subscribe", price]
        case (.action, false): return ["Subscribe"]
        case (.displayName, true): return [product.displayName, price]
        case (.displayName, false): return [product.displayName]
        case (.price, true): return ["Subscribe", price]
        case (.price, false): return [price]
        }
    }
}

extension Product {
    /// "$4.99/month" for a subscription, the display price for anything else.
    static func priceWithPeriod(_ product: Product) -> String {
        guard let period = product.subscription?.subscriptionPeriod else { return product.displayPrice }
        let unit = period.unit.localizedDescription
        return period.value == 1 ? "\(product.displayPrice)/\(unit)" : "\(product.displayPrice)/\(period.value) \(unit)s"
    }

    /// The product the simulated store sells with `id`, if any.
    static func stocked(_ id: String) -> Product? {
        SimulatedAppStore.shared.stock.first { $0.id == id }
    }
}

extension View {
    /// The product views inside laid out in `style`: `.compact`, `.regular` or `.large`.
    public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View {
        environment(\.productLayout, ProductLayout(style))
    }

    /// Shows or hides the store views' extra buttons: `.storeButton(.visible, for: .restorePurchases)`.
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View {
        transformEnvironment(\.storeButtonVisibility) { state in
            for kind in buttonKinds {
                switch visibility {
                case .visible:
                    state.visible.insert(kind)
                    state.hidden.remove(kind)
                case .hidden:
                    state.hidden.insert(kind)
                    state.visible.remove(kind)
                case .automatic:
                    state.visible.remove(kind)
                    state.hidden.remove(kind)
                }
            }
        }
    }

    /// What the subscription stores inside say on their subscribe button.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View {
        environment(\.subscriptionButtonLabel, label)
    }
}

/// Buys `product` through the simulated store, as confirming the payment sheet would.
@MainActor
func buy(_ product: Product) {
    _ = try? SimulatedAppStore.shared.purchase(product, options: [])
}

/// One product with its buy button, as StoreKit's `ProductView`.
///
/// ```swift
/// ProductView(id: "pro.lifetime") { Image(systemName: "star.fill") }
///     .productViewStyle(.large)
/// ```
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let id: String
    let product: Product?
    let icon: Icon?
    let placeholderIcon: PlaceholderIcon?
    @Environment(\.productLayout) private var layout

    /// The view's content.
    public var body: some View {
        let product = self.product ?? Product.stocked(id)
        ProductRow(product: product, layout: layout, icon: icon.map { AnyView($0) }, placeholderIcon: placeholderIcon.map { AnyView($0) })
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// The product with `id`, found in the store (the loading placeholder while it is not sold).
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) {
        id = productID
        product = nil
        icon = nil
        placeholderIcon = nil
    }

    /// `product`, already loaded.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) {
        id = product.id
        self.product = product
        icon = nil
        placeholderIcon = nil
    }
}

extension ProductView where PlaceholderIcon == EmptyView {
    /// The product with `id`, beside `icon`.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        id = productID
        product = nil
        self.icon = icon()
        placeholderIcon = nil
    }

    /// `product`, beside `icon`.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        id = product.id
        self.product = product
        self.icon = icon()
        placeholderIcon = nil
    }
}

extension ProductView {
    /// The product with `id`, beside `icon`, with `placeholderIcon` while it loads.
    public init(
        id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
        @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {
        id = productID
        product = nil
        self.icon = icon()
        self.placeholderIcon = placeholderIcon()
    }
}

/// A product laid out in one of the built-in styles, or its loading placeholder.
struct ProductRow: View {
    let product: Product?
    let layout: ProductLayout
    let icon: AnyView?
    var placeholderIcon: AnyView?

    var body: some View {
        if let product {
            switch layout {
            case .compact: compact(product)
            case .regular: regular(product)
            case .large: large(product)
            }
        } else {
            placeholder
        }
    }

    func regular(_ product: Product) -> some View {
        HStack(spacing: 12) {
            if let icon { icon.frame(width: 48, height: 48) }
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: product.displayName).font(.headline)
                if !product.description.isEmpty {
                    Text(verbatim: product.description).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 8)
            PriceButton(product: product, isWide: false)
        }
    }

    func compact(_ product: Product) -> some View {
        HStack(spacing: 8) {
            if let icon { icon.frame(width: 28, height: 28) }
            Text(verbatim: product.displayName).font(.subheadline.weight(.semibold)).lineLimit(1)
            Spacer(minLength: 8)
            PriceButton(product: product, isWide: false).controlSize(.small)
        }
    }

    func large(_ product: Product) -> some View {
        VStack(spacing: 8) {
            if let icon { icon.frame(width: 96, height: 96) }
            Text(verbatim: product.displayName).font(.title2.bold()).multilineTextAlignment(.center)
            if !product.description.isEmpty {
                Text(verbatim: product.description).font(.body).foregroundStyle(.secondary).multilineTextAlignment(.center)
            }
            PriceButton(product: product, isWide: true).padding(.top, 8)
        }
        .frame(maxWidth: .infinity)
    }

    /// What iOS shows while a product loads: grey bars where the name, description and price go.
    var placeholder: some View {
        HStack(spacing: 12) {
            if let placeholderIcon { placeholderIcon.frame(width: 48, height: 48) }
            VStack(alignment: .leading, spacing: 6) {
                RoundedRectangle(cornerRadius: 4).fill(Color.secondary.opacity(0.2)).frame(width: 140, height: 14)
                RoundedRectangle(cornerRadius: 4).fill(Color.secondary.opacity(0.2)).frame(width: 200, height: 12)
            }
            Spacer(minLength: 8)
            Capsule().fill(Color.secondary.opacity(0.2)).frame(width: 72, height: 30)
        }
        .accessibilityLabel("Loading")
    }
}

/// The capsule buy button in the accent colour, showing the price.
struct PriceButton: View {
    let product: Product
    let isWide: Bool
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let small = controlSize == .small || controlSize == .mini
        Button {
            buy(product)
        } label: {
            Text(verbatim: product.displayPrice)
                .font(isWide ? .headline : (small ? .footnote.weight(.semibold) : .subheadline.weight(.semibold)))
                .foregroundStyle(.white)
                .padding(.horizontal, small ? 10 : 14)
                .padding(.vertical, small ? 5 : 7)
                .frame(maxWidth: isWide ? .infinity : nil)
                .padding(.vertical, isWide ? 6 : 0)
                .background(Capsule().fill(Color.accentColor))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(product.displayPrice)
    }
}

/// A store of products, each a `ProductView`, as StoreKit's `StoreView`.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let ids: [String]
    let products: [Product]?
    let icon: ((Product) -> Icon)?
    @Environment(\.productLayout) private var layout
    @Environment(\.storeButtonVisibility) private var buttons

    /// The view's content.
    public var body: some View {
        let shown = products ?? ids.compactMap(Product.stocked)
        VStack(spacing: 0) {
            ForEach(Array(shown.enumerated()), id: \.offset) { index, product in
                ProductRow(product: product, layout: layout, icon: icon.map { AnyView($0(product)) })
                    .padding(.vertical, 12)
                    .padding(.horizontal, 16)
                if index < shown.count - 1 { Divider().padding(.leading, 16) }
            }
            StoreExtraButtons(buttons: buttons, defaults: [.restorePurchases])
                .padding(.top, 16)
            Spacer(minLength: 0)
        }
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// The products with `ids` the store sells, in this order.
    public init<C: Collection>(ids productIDs: C, prefersPromotionalIcon: Bool = false) where C.Element == Product.ID {
        ids = Array(productIDs)
        products = nil
        icon = nil
    }

    /// These products, in this order.
    public init(products: [Product], prefersPromotionalIcon: Bool = false) {
        ids = products.map(\.id)
        self.products = products
        icon = nil
    }
}

extension StoreView where PlaceholderIcon == EmptyView {
    /// The products with `ids`, each beside the icon `icon` makes for it.
    public init<C: Collection>(ids productIDs: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
    where C.Element == Product.ID {
        ids = Array(productIDs)
        products = nil
        self.icon = icon
    }
}

/// The store views' extra buttons (Restore Purchases, Redeem Code...), as plain accent links.
struct StoreExtraButtons: View {
    let buttons: StoreButtonVisibility
    /// The kinds shown unless hidden.
    let defaults: Set<StoreButtonKind>

    var shown: [(StoreButtonKind, String)] {
        let kinds: [(StoreButtonKind, String)] = [
            (.restorePurchases, "Restore Purchases"), (.redeemCode, "Redeem Code"), (.signIn, "Sign In"),
        ]
        return kinds.filter { kind, _ in
            !buttons.hidden.contains(kind) && (buttons.visible.contains(kind) || defaults.contains(kind))
        }
    }

    var body: some View {
        HStack(spacing: 16) {
            ForEach(Array(shown.enumerated()), id: \.offset) { _, button in
                let (kind, title) = button
                Button(title) {
                    if kind == .restorePurchases { Task { try? await AppStore.sync() } }
                }
                .font(.footnote)
            }
        }
    }
}

/// A store for one subscription group's options, as StoreKit's `SubscriptionStoreView`: your
/// marketing content above, the options to choose from (the cheapest chosen first), and the
/// subscribe button. The option a person taps is kept by the simulated store until its
/// `reset()` (NapkinUI gives a view made in a parent's body fresh `@State` on every render).
///
/// ```swift
/// SubscriptionStoreView(groupID: "pro") {
///     VStack { Image(systemName: "sparkles"); Text("Napkin Pro").font(.largeTitle.bold()) }
/// }
/// .subscriptionStoreButtonLabel(.multiline)
/// .storeButton(.visible, for: .restorePurchases)
/// ```
public struct SubscriptionStoreView<Content: View>: View {
    let groupID: String?
    let productIDs: [String]
    let content: Content?
    @Environment(\.subscriptionButtonLabel) private var label
    @Environment(\.storeButtonVisibility) private var buttons

    /// The options in the group, cheapest first, or the products named, in order.
    var options: [Product] {
        if let groupID {
            return SimulatedAppStore.shared.stock.filter { $0.subscription?.subscriptionGroupID == groupID }.sorted { $0.price < $1.price }
        }
        return productIDs.compactMap(Product.stocked)
    }

    /// The view's content.
    public var body: some View {
        let options = self.options
        let chosen = SimulatedAppStore.shared.chosenOption(in: storeKey)
        let selected = options.first { $0.id == chosen } ?? options.first
        VStack(spacing: 0) {
            Spacer(minLength: 16)
            if let content {
                content
            } else {
                Text(verbatim: selected?.displayName ?? "Subscribe").font(.largeTitle.bold())
            }
            Spacer(minLength: 16)
            VStack(spacing: 12) {
                ForEach(options, id: \.id) { option in
                    optionRow(option, isSelected: option.id == selected?.id)
                }
                if let selected {
                    subscribeButton(selected)
                } else {
                    ProductRow(product: nil, layout: .regular, icon: nil)
                }
                StoreExtraButtons(buttons: buttons, defaults: [])
            }
            .padding(16)
            .background(Color.secondarySystemBackground.ignoresSafeArea(edges: .bottom))
        }
    }

    /// The key the simulated store keeps this store's chosen option under.
    var storeKey: String { groupID ?? productIDs.joined(separator: "|") }

    func optionRow(_ option: Product, isSelected: Bool) -> some View {
        let key = storeKey
        return Button {
            SimulatedAppStore.shared.choose(option.id, in: key)
        } label: {
            HStack(spacing: 12) {
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
                    .foregroundStyle(isSelected ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(.secondary))
                VStack(alignment: .leading, spacing: 2) {
                    Text(verbatim: option.displayName).font(.headline).foregroundStyle(.primary)
                    Text(verbatim: Product.priceWithPeriod(option)).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.tertiarySystemBackground))
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(isSelected ? Color.accentColor : Color.clear, lineWidth: 2))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(option.displayName)
    }

    func subscribeButton(_ product: Product) -> some View {
        let lines = label.lines(for: product)
        return Button {
            buy(product)
        } label: {
            VStack(spacing: 1) {
                Text(verbatim: lines[0]).font(.headline)
                if lines.count > 1 { Text(verbatim: lines[1]).font(.footnote) }
            }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, minHeight: 50)
            .background(RoundedRectangle(cornerRadius: 14).fill(Color.accentColor))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(lines.joined(separator: ", "))
    }
}

extension SubscriptionStoreView {
    /// The options of the subscription group `groupID`, below `marketingContent`.
    public init(groupID: String, @ViewBuilder marketingContent: () -> Content) {
        self.groupID = groupID
        productIDs = []
        content = marketingContent()
    }

    /// The subscriptions `productIDs`, below `marketingContent`.
    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> Content) where C.Element == Product.ID {
        groupID = nil
        self.productIDs = Array(productIDs)
        content = marketingContent()
    }
}

extension SubscriptionStoreView where Content == EmptyView {
    /// The options of the subscription group `groupID`, below the selected option's name.
    public init(groupID: String) {
        self.groupID = groupID
        productIDs = []
        content = nil
    }

    /// The subscriptions `productIDs`, below the selected option's name.
    public init<C: Collection>(productIDs: C) where C.Element == Product.ID {
        groupID = nil
        self.productIDs = Array(productIDs)
        content = nil
    }
}
