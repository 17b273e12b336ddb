import Foundation
import NapkinUI

/// How a web view is set up, as WebKit's `WKWebViewConfiguration`.
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {
    /// The script message handlers and user scripts.
    open var userContentController = WKUserContentController()
    /// The page settings.
    open var preferences = WKPreferences()
    /// The settings of each page loaded.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Where cookies and caches go.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// The web content processes shared.
    open var processPool = WKProcessPool()
    /// Whether video plays inline rather than full screen.
    open var allowsInlineMediaPlayback = false
    /// Whether video may play picture in picture.
    open var allowsPictureInPictureMediaPlayback = true
    /// The media that need a tap before they play.
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// The app's name in the user agent.
    open var applicationNameForUserAgent: String? = "Mobile/15E148"
    /// Whether pages may be scaled beyond their limits.
    open var ignoresViewportScaleLimits = false
    /// Whether content is drawn before it has all arrived.
    open var suppressesIncrementalRendering = false

    /// The default configuration.
    public override init() { super.init() }
}

/// Media kinds, as WebKit's `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Types with this raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    /// Audio and video.
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// Page settings, as WebKit's `WKPreferences`.
@preconcurrency @MainActor
open class WKPreferences: NSObject {
    /// Whether JavaScript runs (nothing runs here: there is no engine).
    open var javaScriptEnabled = true
    /// Whether scripts may open windows without a tap.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// The smallest font size, in points.
    open var minimumFontSize: CGFloat = 0
    /// Whether the fraud warning shows.
    open var isFraudulentWebsiteWarningEnabled = true
    /// Whether a page's text may be inspected.
    open var isTextInteractionEnabled = true
}

/// The settings of a page, as WebKit's `WKWebpagePreferences`.
@preconcurrency @MainActor
open class WKWebpagePreferences: NSObject {
    /// The content mode asked for, with WebKit's numbers.
    public enum ContentMode: Int, Sendable {
        case recommended = 0
        case mobile = 1
        case desktop = 2
    }
    /// Whether the page's scripts run.
    open var allowsContentJavaScript = true
    /// The content mode.
    open var preferredContentMode: ContentMode = .recommended
}

/// Where a web view keeps cookies and caches, as WebKit's `WKWebsiteDataStore`.
@preconcurrency @MainActor
open class WKWebsiteDataStore: NSObject {
    /// True for the store that writes to disk.
    public let isPersistent: Bool
    private init(isPersistent: Bool) {
        self.isPersistent = isPersistent
        super.init()
    }
    private static let shared = WKWebsiteDataStore(isPersistent: true)
    /// The app's persistent store.
    public static func `default`() -> WKWebsiteDataStore { shared }
    /// A store kept in memory, for private browsing.
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
}

/// The web content processes web views share, as WebKit's `WKProcessPool`.
@preconcurrency @MainActor
open class WKProcessPool: NSObject {}

/// When a user script runs, with WebKit's numbers.
public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart = 0
    case atDocumentEnd = 1
}

/// A script added to every page, as WebKit's `WKUserScript` (kept; never run: there is no engine).
@preconcurrency @MainActor
open class WKUserScript: NSObject {
    /// The script.
    public let source: String
    /// When it runs.
    public let injectionTime: WKUserScriptInjectionTime
    /// True to run it in the main frame only.
    public let isForMainFrameOnly: Bool
    /// A script of `source`.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }
}

/// A message a page posted to a handler, as WebKit's `WKScriptMessage`.
@preconcurrency @MainActor
open class WKScriptMessage: NSObject {
    /// What the page posted: a string, number, array, dictionary or `NSNull`.
    public let body: Any
    /// The handler's name.
    public let name: String
    /// The web view of the page.
    public private(set) weak var webView: WKWebView?

    init(body: Any, name: String, webView: WKWebView?) {
        self.body = body
        self.name = name
        self.webView = webView
    }
}

/// Receives the messages pages post with `window.webkit.messageHandlers.<name>.postMessage`, as
/// WebKit's protocol.
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// A page posted `message`.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// The script message handlers and user scripts of a web view, as WebKit's
/// `WKUserContentController`. No page script runs on Linux, so no page posts; the stand-in's
/// ``postMessage(_:toHandlerNamed:from:)`` delivers a message as a page's script would.
@preconcurrency @MainActor
open class WKUserContentController: NSObject {
    private var handlers: [String: any WKScriptMessageHandler] = [:]
    /// The user scripts added.
    public private(set) var userScripts: [WKUserScript] = []

    /// An empty controller.
    public override init() { super.init() }

    /// Adds `scriptMessageHandler` under `name`. A name already taken is a programming error, as
    /// on iOS (which raises): the process stops.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        precondition(handlers[name] == nil, "Attempt to add script message handler with name '\(name)' when one already exists.")
        handlers[name] = scriptMessageHandler
    }
    /// Removes the handler named `name`.
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    /// Removes every handler.
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
    /// Adds `userScript`.
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every user script.
    open func removeAllUserScripts() { userScripts.removeAll() }
    /// The names with a handler, sorted.
    public var scriptMessageHandlerNames: [String] { handlers.keys.sorted() }

    /// Delivers `body` to the handler named `name` as a page's
    /// `window.webkit.messageHandlers.<name>.postMessage(body)` would; false when none has
    /// that name. The stand-in's own: no page script runs on Linux.
    @discardableResult
    public func postMessage(_ body: Any, toHandlerNamed name: String, from webView: WKWebView? = nil) -> Bool {
        guard let handler = handlers[name] else { return false }
        handler.userContentController(self, didReceive: WKScriptMessage(body: body, name: name, webView: webView))
        return true
    }
}
