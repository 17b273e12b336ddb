// UIKit's appearance proxies for bar items: `UIBarButtonItem.appearance().tintColor = .white`
// in a SwiftUI file's `init` colours every UIKit bar button item drawn afterwards that did not
// set a tint of its own, and `setTitleTextAttributes(_:for:)` on the proxy gives text items
// the colour and font of its `.foregroundColor` and `.font`, as UIKit does when an item enters
// a bar. A proxy made with `appearance(whenContainedInInstancesOf:)` reaches only items inside
// instances of its containers: items of a navigation bar are inside the `UINavigationBar`, which
// is inside its `UINavigationController`. NapkinUI draws SwiftUI's toolbar items itself, in
// SwiftUI's tint (`.tint`), so the proxies reach the items of UIKit bars only.

extension AppearanceRegistry {
    private struct BarItemKey: Hashable {
        let itemClass: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    private static var barItemProxies: [BarItemKey: UIBarItem] = [:]

    /// The proxy of `itemClass` within `containers`, made by `make` the first time.
    static func barItemProxy<Item: UIBarItem>(
        for itemClass: AnyClass, containedIn containers: [any UIAppearanceContainer.Type], make: () -> Item
    ) -> Item {
        let key = BarItemKey(itemClass: ObjectIdentifier(itemClass), containers: containers.map { ObjectIdentifier($0) })
        if let proxy = barItemProxies[key] as? Item { return proxy }
        let proxy = make()
        barItemProxies[key] = proxy
        return proxy
    }

    /// Forgets every bar item proxy (``removeAll()`` does too).
    static func removeAllBarItemProxies() {
        barItemProxies = [:]
    }

    /// The proxies that reach an item of the class chain `itemChain` (root first) inside
    /// `containerChains` (nearest first), most specific last: plain before containment ones,
    /// shorter containments before longer, a superclass's before its subclass's.
    static func barItemProxies(forClassChain itemChain: [ObjectIdentifier], containerChains: [[ObjectIdentifier]]) -> [UIBarItem] {
        let candidates = barItemProxies.map { key, proxy in (ownerClass: key.itemClass, containers: key.containers, value: proxy) }
        return mostSpecificLast(candidates, classChain: itemChain, containerChains: containerChains)
    }
}

extension UIBarItem {
    /// The proxies that reach this item inside `containers` (nearest first), most specific last.
    func appearanceProxies(containedIn containers: [any UIAppearanceContainer.Type]) -> [UIBarItem] {
        AppearanceRegistry.barItemProxies(
            forClassChain: AppearanceRegistry.classChain(of: self), containerChains: containers.map(AppearanceRegistry.classChain(of:)))
    }

    /// The title attribute `key` for `state`: the item's own attributes for that state, else the
    /// most specific proxy's.
    func resolvedTitleAttribute(
        _ key: NSAttributedString.Key, for state: UIControl.State, containedIn containers: [any UIAppearanceContainer.Type]
    )
        -> Any?
    {
        let sources = [self] + appearanceProxies(containedIn: containers).reversed()
        for source in sources {
            if let value = source.titleTextAttributes(for: state)?[key] { return value }
        }
        return nil
    }
}

extension UIBarButtonItem {
    /// The tint the item is drawn in inside `containers`: its own, else the most specific
    /// proxy's that sets one, else `nil` (the bar's tint).
    func resolvedTintColor(containedIn containers: [any UIAppearanceContainer.Type]) -> UIColor? {
        if let tintColor { return tintColor }
        return appearanceProxies(containedIn: containers).reversed().lazy.compactMap { ($0 as? UIBarButtonItem)?.tintColor }.first
    }
}
