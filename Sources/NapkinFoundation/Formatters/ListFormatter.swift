import Foundation

/// A formatter that joins items into a list as the locale writes one, "Tea, Cake, and Jam", as
/// Apple's `ListFormatter` does (swift-corelibs-foundation has none). The locale's conjunction
/// and separators come from `ListFormatStyle`.
///
/// ```swift
/// ListFormatter.localizedString(byJoining: ["Tea", "Cake", "Jam"])   // "Tea, Cake, and Jam" (en_US)
/// ```
open class ListFormatter: Formatter {
    /// The locale whose list pattern joins the items; the current one unless set.
    open var locale: Locale! = .current
    /// Formats each item before the items are joined; without one, an item is shown by its
    /// description.
    open var itemFormatter: Formatter?

    /// A formatter in the current locale, without an item formatter.
    public override init() {
        super.init()
    }

    /// A formatter decoded from `coder`, with the default configuration.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The strings joined as the current locale writes a list ("a, b, and c" in en_US).
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().joined(strings)
    }

    /// The items, each formatted by `itemFormatter` (or described), joined as the locale writes a
    /// list; `nil` when the item formatter cannot format one of them.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let string = itemFormatter.string(for: item) else { return nil }
                strings.append(string)
            } else {
                strings.append(String(describing: item))
            }
        }
        return joined(strings)
    }

    /// The list of `obj` when it is an array, `nil` otherwise.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }

    private func joined(_ strings: [String]) -> String {
        strings.formatted(.list(type: .and, width: .standard).locale(locale ?? .current))
    }
}
