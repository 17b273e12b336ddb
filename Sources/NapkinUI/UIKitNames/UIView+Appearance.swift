// UIKit's appearance proxies for the views NapkinUI draws: `UISlider.appearance()` is a slider
// that keeps what is set on it, and every slider drawn afterwards takes those settings, except
// the ones it set itself, as UIKit does when a view enters a window. A proxy made with
// `appearance(whenContainedInInstancesOf:)` reaches only views shown inside instances of its
// containers. The proxies of classes NapkinUI does not draw (`UITableView.appearance()`) are
// UIAppearance.swift's.

/// A class whose instances can contain views for ``UIView/appearance(whenContainedInInstancesOf:)``,
/// as UIKit's `UIAppearanceContainer`: views and view controllers (``UIAlertController``).
public protocol UIAppearanceContainer: AnyObject {}

extension ViewController: UIAppearanceContainer {}

/// The settings one appearance proxy keeps: for each property, in the order set, how to give
/// a view its value.
@MainActor
final class AppearanceRecord {
    private(set) var settings: [(key: String, apply: @MainActor (UIView) -> Void)] = []

    /// Keeps `apply` for `key`, replacing an earlier setting of it.
    func set(_ key: String, _ apply: @escaping @MainActor (UIView) -> Void) {
        settings.removeAll { $0.key == key }
        settings.append((key, apply))
    }
}

/// Every appearance proxy made, by view class and containment.
@MainActor
enum AppearanceRegistry {
    private struct Key: Hashable {
        let viewClass: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    private struct Entry {
        let proxy: UIView
        let containers: [ObjectIdentifier]
    }

    private static var entries: [Key: Entry] = [:]

    /// The proxy of `viewClass` within `containers`, made by `make` the first time.
    static func proxy<View: UIView>(
        for viewClass: AnyClass, containedIn containers: [any UIAppearanceContainer.Type], make: () -> View
    ) -> View {
        let key = Key(viewClass: ObjectIdentifier(viewClass), containers: containers.map { ObjectIdentifier($0) })
        if let entry = entries[key], let proxy = entry.proxy as? View { return proxy }
        let proxy = make()
        proxy.appearanceRecord = AppearanceRecord()
        entries[key] = Entry(proxy: proxy, containers: key.containers)
        return proxy
    }

    /// Forgets every proxy (for tests, which restore the defaults they changed).
    static func removeAll() {
        entries = [:]
        removeAllBarItemProxies()
    }

    /// The settings that reach a view of the class chain `viewChain` (root first) inside
    /// `containerChains` (the nearest container first, each as its class chain), in the order
    /// to apply them: plain proxies before containment ones, shorter containments before longer
    /// ones, a superclass's before its subclass's, so the most specific setting is applied last.
    static func records(forClassChain viewChain: [ObjectIdentifier], containerChains: [[ObjectIdentifier]]) -> [AppearanceRecord] {
        let candidates = entries.compactMap { key, entry in
            entry.proxy.appearanceRecord.map { (ownerClass: key.viewClass, containers: entry.containers, value: $0) }
        }
        return mostSpecificLast(candidates, classChain: viewChain, containerChains: containerChains)
    }

    /// The values of `candidates` whose class is in `classChain` (root first) and whose
    /// containment matches `containerChains`, ordered so the most specific comes last: plain
    /// before containment ones, shorter containments before longer, a superclass's before its
    /// subclass's. What views' records and bar items' proxies are both ordered by.
    static func mostSpecificLast<Value>(
        _ candidates: [(ownerClass: ObjectIdentifier, containers: [ObjectIdentifier], value: Value)], classChain: [ObjectIdentifier],
        containerChains: [[ObjectIdentifier]]
    ) -> [Value] {
        var found: [(containers: Int, depth: Int, value: Value)] = []
        for (depth, ownerClass) in classChain.enumerated() {
            for candidate in candidates where candidate.ownerClass == ownerClass && matches(candidate.containers, containerChains) {
                found.append((candidate.containers.count, depth, candidate.value))
            }
        }
        return found.sorted { ($0.containers, $0.depth) < ($1.containers, $1.depth) }.map(\.value)
    }

    /// Whether `wanted` (nearest first) can be found in order along `chains`: each wanted class
    /// is a class (or superclass) of a container further out than the previous one's.
    static func matches(_ wanted: [ObjectIdentifier], _ chains: [[ObjectIdentifier]]) -> Bool {
        var index = 0
        for container in wanted {
            while index < chains.count, !chains[index].contains(container) { index += 1 }
            guard index < chains.count else { return false }
            index += 1
        }
        return true
    }

    /// The class of `object` and its superclasses, the class itself last.
    static func classChain(of object: AnyObject) -> [ObjectIdentifier] {
        var chain: [ObjectIdentifier] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let type = current.subjectType as? AnyClass { chain.append(ObjectIdentifier(type)) }
            mirror = current.superclassMirror
        }
        return chain.reversed()
    }

    /// The class chain of a container type: its own class, and the NapkinUI superclasses it is
    /// known to have (a view controller's, a view's).
    static func classChain(of type: any UIAppearanceContainer.Type) -> [ObjectIdentifier] {
        let own = ObjectIdentifier(type)
        var chain = [own]
        for root in [ObjectIdentifier(ViewController.self), ObjectIdentifier(UIView.self)] where own != root {
            if root == ObjectIdentifier(ViewController.self) ? type is ViewController.Type : type is UIView.Type {
                chain.insert(root, at: 0)
            }
        }
        return chain
    }
}

extension UIView {
    /// Called when an appearance property is set: a proxy keeps `apply` for the views drawn
    /// later; a view notes that it set `key` itself (appearances leave it alone from then on).
    final func noteAppearanceProperty(_ key: String, _ apply: @escaping @MainActor (UIView) -> Void) {
        if let appearanceRecord {
            appearanceRecord.set(key, apply)
        } else if !isApplyingAppearance {
            ownAppearanceKeys.insert(key)
        }
    }

    /// Gives the view the settings of every proxy that reaches it inside `containers` (the
    /// nearest first), except the properties it set itself.
    final func applyAppearances(containers: [any UIAppearanceContainer.Type]) {
        guard appearanceRecord == nil else { return }
        let records = AppearanceRegistry.records(
            forClassChain: AppearanceRegistry.classChain(of: self), containerChains: containers.map(AppearanceRegistry.classChain(of:)))
        isApplyingAppearance = true
        defer { isApplyingAppearance = false }
        for record in records {
            for setting in record.settings where !ownAppearanceKeys.contains(setting.key) { setting.apply(self) }
        }
    }

    /// The tint colour views of this class take inside `containers` from the appearance proxies
    /// (`UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor`), or
    /// `nil` when none sets one.
    static func appearanceTintColor(containedIn containers: [any UIAppearanceContainer.Type]) -> UIColor? {
        let probe = UIView(frame: .zero)
        probe.applyAppearances(containers: containers)
        return probe.ownTintColor
    }
}
