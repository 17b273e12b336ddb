/// How a view controller appears in a tab bar, as UIKit's `UITabBarItem`.
public struct TabBarItem: Sendable, Hashable {
    /// The title under the symbol.
    public var title: String
    /// A short glyph drawn above the title (for example "⌂" or "☰"), or `nil` for none.
    public var symbol: String?

    /// An item with a title and an optional symbol.
    public init(title: String, symbol: String? = nil) {
        self.title = title
        self.symbol = symbol
    }
}
