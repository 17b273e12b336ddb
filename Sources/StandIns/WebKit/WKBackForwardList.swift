import Foundation

/// A page in a web view's history, as WebKit's `WKBackForwardListItem`.
@preconcurrency @MainActor
public final class WKBackForwardListItem: NSObject {
    /// The page's URL.
    public let url: URL
    /// The URL first asked for.
    public let initialURL: URL
    /// The page's title.
    public let title: String?
    /// What was shown, to show it again.
    let page: WKWebView.Page

    init(page: WKWebView.Page) {
        url = page.url
        initialURL = page.url
        title = page.title
        self.page = page
    }
}

/// A web view's history, as WebKit's `WKBackForwardList`.
@preconcurrency @MainActor
public final class WKBackForwardList: NSObject {
    private(set) var items: [WKBackForwardListItem] = []
    private(set) var index = -1

    /// The page shown.
    public var currentItem: WKBackForwardListItem? { items.indices.contains(index) ? items[index] : nil }
    /// The page before it.
    public var backItem: WKBackForwardListItem? { item(at: -1) }
    /// The page after it.
    public var forwardItem: WKBackForwardListItem? { item(at: 1) }
    /// The pages before the current one, oldest first.
    public var backList: [WKBackForwardListItem] { index > 0 ? Array(items[..<index]) : [] }
    /// The pages after the current one.
    public var forwardList: [WKBackForwardListItem] { index + 1 < items.count ? Array(items[(index + 1)...]) : [] }
    /// The page `offset` steps from the current one (negative: back).
    public func item(at offset: Int) -> WKBackForwardListItem? {
        items.indices.contains(index + offset) ? items[index + offset] : nil
    }

    /// A new page: the forward list goes.
    func push(_ item: WKBackForwardListItem) {
        items.removeSubrange((index + 1)...)
        items.append(item)
        index = items.count - 1
    }

    /// Makes `item` current.
    func move(to item: WKBackForwardListItem) {
        if let found = items.firstIndex(where: { $0 === item }) { index = found }
    }
}
