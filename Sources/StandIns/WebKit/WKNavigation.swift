import Foundation
import NapkinUI

/// One navigation of a web view, as WebKit's `WKNavigation`: what the delegate's calls about
/// the same load share.
@preconcurrency @MainActor
public final class WKNavigation: NSObject {}

/// How a navigation was started, with WebKit's numbers.
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0
    case formSubmitted = 1
    case backForward = 2
    case reload = 3
    case formResubmitted = 4
    case other = -1
}

/// What the navigation delegate answers about a navigation action, with WebKit's numbers.
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}

/// What the navigation delegate answers about a response, with WebKit's numbers.
public enum WKNavigationResponsePolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}

/// A frame of a page, as WebKit's `WKFrameInfo`.
@preconcurrency @MainActor
public final class WKFrameInfo: NSObject {
    /// True for the page's main frame (always, here: there are no subframes without an engine).
    public let isMainFrame: Bool
    /// The frame's request.
    public let request: URLRequest
    /// The web view the frame is in.
    public private(set) weak var webView: WKWebView?

    init(request: URLRequest, webView: WKWebView) {
        isMainFrame = true
        self.request = request
        self.webView = webView
    }
}

/// Why a navigation starts, as WebKit's `WKNavigationAction`: what the delegate decides on.
@preconcurrency @MainActor
public final class WKNavigationAction: NSObject {
    /// The request to load.
    public let request: URLRequest
    /// How the navigation was started.
    public let navigationType: WKNavigationType
    /// The frame that asked.
    public let sourceFrame: WKFrameInfo
    /// The frame to load into (the main frame).
    public let targetFrame: WKFrameInfo?
    /// Whether the request should become a download.
    public let shouldPerformDownload = false

    init(request: URLRequest, navigationType: WKNavigationType, frame: WKFrameInfo) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = frame
        targetFrame = frame
    }
}

/// A navigation's response, as WebKit's `WKNavigationResponse`.
@preconcurrency @MainActor
public final class WKNavigationResponse: NSObject {
    /// The response.
    public let response: URLResponse
    /// True: the main frame's.
    public let isForMainFrame = true
    /// Whether a web view shows this MIME type (text and HTML).
    public var canShowMIMEType: Bool { response.mimeType.map { $0.hasPrefix("text/") } ?? false }

    init(response: URLResponse) {
        self.response = response
    }
}

/// What a web view tells about its navigations and asks about them, as WebKit's protocol. Every
/// method has a default, as the Objective-C protocol's are optional: the decisions allow.
///
/// The decision handlers are plain escaping closures, as most code spells them. Swift cannot hold
/// a second requirement differing only in the handler's `@MainActor @Sendable` (the spelling
/// Xcode 16 completes), so a delegate written that way compiles but is not asked: spell the
/// handler `@escaping (WKNavigationActionPolicy) -> Void`.
@MainActor @preconcurrency
public protocol WKNavigationDelegate: NSObjectProtocol {
    /// Whether to start `navigationAction`; call `decisionHandler` once, now or later, on the
    /// main actor.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    /// Whether to show `navigationResponse`; call `decisionHandler` once, on the main actor.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    /// The navigation started loading.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// The navigation failed before anything was shown.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// The page began to arrive: the web view shows its URL and title.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The navigation finished.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// The navigation failed after it was committed.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// The web content process ended.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    /// Allows.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) { decisionHandler(.allow) }
    /// Allows.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) { decisionHandler(.allow) }
    /// Does nothing unless the delegate implements it.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing unless the delegate implements it.
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing unless the delegate implements it.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Does nothing unless the delegate implements it.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Does nothing unless the delegate implements it.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing unless the delegate implements it.
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// What a web view asks of its app's user interface, as WebKit's protocol: new windows and
/// JavaScript's panels. Without a JavaScript engine no page asks, so these are never called
/// here; each has WebKit's default (no new window, panels answered at once).
@MainActor @preconcurrency
public protocol WKUIDelegate: NSObjectProtocol {
    /// A page asked for a new window; `nil` for none.
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView?
    /// A page closed its window.
    func webViewDidClose(_ webView: WKWebView)
    /// A page's `alert()`.
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor () -> Void)
    /// A page's `confirm()`.
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor (Bool) -> Void)
}

extension WKUIDelegate {
    /// No new window.
    public func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? { nil }
    /// Does nothing unless the delegate implements it.
    public func webViewDidClose(_ webView: WKWebView) {}
    /// Answers at once.
    public func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor () -> Void
    ) { completionHandler() }
    /// Answers no.
    public func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) { completionHandler(false) }
}

/// The features a page asked its new window to have, as WebKit's `WKWindowFeatures`.
@preconcurrency @MainActor
public final class WKWindowFeatures: NSObject {}

/// An error of WebKit's domain, as its `WKError`.
public struct WKError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// WebKit's codes.
    public enum Code: Int, Sendable {
        case unknown = 1
        case webContentProcessTerminated = 2
        case webViewInvalidated = 3
        case javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5
    }
    /// What went wrong.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    /// `WKErrorDomain`.
    public static var errorDomain: String { "WKErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// What went wrong, in words.
    public var errorDescription: String? {
        code == .unknown
            ? "No JavaScript engine: napkin's WKWebView runs no script on Linux." : "A WebKit error occurred (\(code.rawValue))."
    }
}
