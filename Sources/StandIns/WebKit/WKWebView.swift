import Foundation
import NapkinUI

/// A view that shows web content, as WebKit's `WKWebView`, without a web engine.
///
/// Linux has no WebKit here: nothing is fetched, parsed, laid out or run. The web view draws its
/// background as a web view does before a page's first paint (``UIView/backgroundColor``,
/// the system background: white, or the dark scheme's black) and keeps the state an app reads
/// and the delegate calls an app relies on, in WebKit's order, a moment after the call (on the
/// main actor, as WebKit calls them from the run loop):
///
/// - `load(_:)` of a remote URL: the policy decision, `didStartProvisionalNavigation`, then
///   `didFailProvisionalNavigation` with `URLError(.notConnectedToInternet)`, as on a device
///   without a connection; ``url`` goes back to the page shown before.
/// - ``loadHTMLString(_:baseURL:)``, ``load(_:mimeType:characterEncodingName:baseURL:)``,
///   ``loadFileURL(_:allowingReadAccessTo:)`` and file URLs: the policy decisions (the action's,
///   then the response's), `didStartProvisionalNavigation`, `didCommit` (``url``, ``title``
///   from the page's `<title>`, a new history item) and `didFinish`. A missing file fails
///   provisionally with `URLError(.fileDoesNotExist)`.
/// - ``goBack()``, ``goForward()``, ``reload()``: the same, through the history.
/// - ``evaluateJavaScript(_:completionHandler:)``: the completion gets `WKError(.unknown)`: no
///   script runs.
open class WKWebView: UIView {
    /// What a committed page is: its URL, title and content, to show again from the history.
    struct Page {
        let url: URL
        let title: String?
        let content: Data
        let mimeType: String
    }

    /// The configuration the web view was made with.
    public let configuration: WKWebViewConfiguration
    /// Told about navigations. Weak, as WebKit's.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Asked about windows and panels. Weak, as WebKit's.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The history.
    public let backForwardList = WKBackForwardList()
    /// The scroll view of the content (there is no content to scroll; its settings are kept).
    public let scrollView = UIScrollView()
    /// The URL of the page shown, or of the one loading.
    public private(set) var url: URL?
    /// The title of the page shown.
    public private(set) var title: String?
    /// True while a navigation is under way.
    public private(set) var isLoading = false
    /// How far the current navigation has come, 0…1.
    public private(set) var estimatedProgress: Double = 0
    /// Whether everything on the page came over secure connections.
    public var hasOnlySecureContent: Bool { url?.scheme == "https" }
    /// True when there is a page to go back to.
    public var canGoBack: Bool { backForwardList.backItem != nil }
    /// True when there is a page to go forward to.
    public var canGoForward: Bool { backForwardList.forwardItem != nil }
    /// Whether swipes go back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// Whether a long press previews links.
    open var allowsLinkPreview = true
    /// The user agent sent instead of the default.
    open var customUserAgent: String?
    /// Whether Safari's inspector may attach.
    open var isInspectable = false
    /// The page's zoom factor.
    open var pageZoom: CGFloat = 1
    /// The colour behind the page where it scrolls past its edges.
    open var underPageBackgroundColor: UIColor = .systemBackground
    /// The navigation under way.
    private var pending: WKNavigation?
    /// The URL shown before the navigation under way began.
    private var committedURL: URL?

    /// A web view with `frame` and `configuration`, showing nothing yet.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// A web view with `frame` and the default configuration.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// Loads `request` (see the type for what happens without a network).
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let target = request.url else { return nil }
        return navigate(request: request, type: .other) { [weak self] in self?.content(of: target) ?? .failure(URLError(.unknown)) }
    }

    /// Shows `string` as HTML, at `baseURL` (`about:blank` without one).
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        let url = baseURL ?? URL(string: "about:blank")!
        let page = Page(url: url, title: Self.title(ofHTML: string), content: Data(string.utf8), mimeType: "text/html")
        return navigate(request: URLRequest(url: url), type: .other) { .success(page) }
    }

    /// Shows `data` of `mimeType` at `baseURL`.
    @discardableResult
    open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        let html = mimeType == "text/html" ? Self.title(ofHTML: String(decoding: data, as: UTF8.self)) : nil
        let page = Page(url: baseURL, title: html, content: data, mimeType: mimeType)
        return navigate(request: URLRequest(url: baseURL), type: .other) { .success(page) }
    }

    /// Shows the file at `fileURL`.
    @discardableResult
    open func loadFileURL(_ fileURL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        load(URLRequest(url: fileURL))
    }

    /// Loads the page shown again.
    @discardableResult
    open func reload() -> WKNavigation? {
        guard let item = backForwardList.currentItem else { return nil }
        return navigate(request: URLRequest(url: item.url), type: .reload, historyItem: item) { .success(item.page) }
    }

    /// Loads the page shown again, from its origin.
    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    /// Goes back a page; `nil` when there is none.
    @discardableResult
    open func goBack() -> WKNavigation? {
        backForwardList.backItem.flatMap { go(to: $0) }
    }

    /// Goes forward a page; `nil` when there is none.
    @discardableResult
    open func goForward() -> WKNavigation? {
        backForwardList.forwardItem.flatMap { go(to: $0) }
    }

    /// Goes to `item` of the history.
    @discardableResult
    open func go(to item: WKBackForwardListItem) -> WKNavigation? {
        navigate(request: URLRequest(url: item.url), type: .backForward, historyItem: item) { .success(item.page) }
    }

    /// Stops the navigation under way: its delegate calls stop, and the page shown stays.
    open func stopLoading() {
        guard pending != nil else { return }
        pending = nil
        finishLoading(url: committedURL)
    }

    /// Calls `completionHandler` with `WKError(.unknown)`: no script runs without an engine.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        Task { @MainActor in completionHandler(nil, WKError(.unknown)) }
    }

    /// Throws `WKError(.unknown)`: no script runs without an engine.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        throw WKError(.unknown)
    }

    // MARK: Navigating

    /// What a URL holds: a file's content, or the error a device without a connection gives.
    private func content(of url: URL) -> Result<Page, any Error> {
        guard url.isFileURL else { return .failure(URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url])) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(URLError(.fileDoesNotExist, userInfo: [NSURLErrorFailingURLErrorKey: url]))
        }
        let html = ["html", "htm", ""].contains(url.pathExtension.lowercased())
        let title = html ? Self.title(ofHTML: String(decoding: data, as: UTF8.self)) : nil
        return .success(Page(url: url, title: title, content: data, mimeType: html ? "text/html" : "application/octet-stream"))
    }

    /// Starts a navigation to `request` whose content `fetch` gives; the delegate hears of it
    /// from the main actor's next turn on.
    private func navigate(
        request: URLRequest, type: WKNavigationType, historyItem: WKBackForwardListItem? = nil,
        fetch: @escaping @MainActor () -> Result<Page, any Error>
    ) -> WKNavigation {
        let navigation = WKNavigation()
        if pending == nil { committedURL = backForwardList.currentItem?.url }
        pending = navigation
        isLoading = true
        estimatedProgress = 0.1
        url = request.url
        let action = WKNavigationAction(request: request, navigationType: type, frame: WKFrameInfo(request: request, webView: self))
        Task { @MainActor [weak self] in
            guard let self, self.pending === navigation else { return }
            self.decide(action) { allowed in
                guard self.pending === navigation else { return }
                guard allowed else {
                    self.pending = nil
                    return self.finishLoading(url: self.committedURL)
                }
                self.navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
                self.arrive(fetch(), for: navigation, historyItem: historyItem)
            }
        }
        return navigation
    }

    /// Asks the delegate about `action` (allowed without one).
    private func decide(_ action: WKNavigationAction, then: @escaping @MainActor @Sendable (Bool) -> Void) {
        guard let delegate = navigationDelegate else { return then(true) }
        let answered = Answered()
        let handler: (WKNavigationActionPolicy) -> Void = { policy in
            precondition(!answered.once(), "The navigation action's decision handler was called more than once.")
            then(policy == .allow)
        }
        delegate.webView(self, decidePolicyFor: action, decisionHandler: handler)
    }

    /// The content arrived (or could not): the response's decision, then commit and finish, or
    /// the provisional failure.
    private func arrive(_ result: Result<Page, any Error>, for navigation: WKNavigation, historyItem: WKBackForwardListItem?) {
        switch result {
        case .failure(let error):
            pending = nil
            finishLoading(url: committedURL)
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
        case .success(let page):
            let response = URLResponse(
                url: page.url, mimeType: page.mimeType, expectedContentLength: page.content.count, textEncodingName: "utf-8")
            let commit: (WKNavigationResponsePolicy) -> Void = { [weak self] policy in
                guard let self, self.pending === navigation else { return }
                guard policy == .allow else {
                    self.pending = nil
                    return self.finishLoading(url: self.committedURL)
                }
                self.commit(page, for: navigation, historyItem: historyItem)
            }
            if let delegate = navigationDelegate {
                delegate.webView(self, decidePolicyFor: WKNavigationResponse(response: response), decisionHandler: commit)
            } else {
                commit(.allow)
            }
        }
    }

    private func commit(_ page: Page, for navigation: WKNavigation, historyItem: WKBackForwardListItem?) {
        if let historyItem {
            backForwardList.move(to: historyItem)
        } else {
            backForwardList.push(WKBackForwardListItem(page: page))
        }
        url = page.url
        title = page.title
        estimatedProgress = 0.5
        navigationDelegate?.webView(self, didCommit: navigation)
        pending = nil
        committedURL = page.url
        finishLoading(url: page.url)
        navigationDelegate?.webView(self, didFinish: navigation)
    }

    private func finishLoading(url: URL?) {
        self.url = url
        isLoading = false
        estimatedProgress = 1
    }

    /// The text of `html`'s first `<title>` element, its white space collapsed and its common
    /// character references decoded; `nil` without one.
    static func title(ofHTML html: String) -> String? {
        guard let open = html.range(of: "<title", options: .caseInsensitive),
            let openEnd = html[open.upperBound...].firstIndex(of: ">"),
            let close = html.range(of: "</title>", options: .caseInsensitive, range: html.index(after: openEnd)..<html.endIndex)
        else { return nil }
        var text = String(html[html.index(after: openEnd)..<close.lowerBound])
        for (reference, character) in [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&nbsp;", " "), ("&amp;", "&"),
        ] {
            text = text.replacingOccurrences(of: reference, with: character)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// Whether a decision handler has been called: a second call is a programming error, as in WebKit.
@MainActor
private final class Answered: Sendable {
    private var called = false
    /// True when it had been called before; marks it called.
    func once() -> Bool {
        defer { called = true }
        return called
    }
}
