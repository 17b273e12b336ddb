import Foundation
import NapkinUI
import Testing
import WebKit

/// Records a web view's delegate calls in order, and answers its decisions as told.
@MainActor
final class NavigationLog: NSObject, WKNavigationDelegate {
    var calls: [String] = []
    var allowActions = true

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        calls.append("action \(navigationAction.navigationType.rawValue) \(navigationAction.request.url?.absoluteString ?? "")")
        decisionHandler(allowActions ? .allow : .cancel)
    }

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        calls.append("response \(navigationResponse.response.mimeType ?? "")")
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { calls.append("start") }
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { calls.append("commit \(webView.title ?? "-")") }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { calls.append("finish \(webView.isLoading)") }
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        calls.append("fail \((error as? URLError)?.code.rawValue ?? 0)")
    }
}

/// Receives script messages.
@MainActor
final class MessageInbox: NSObject, WKScriptMessageHandler {
    var bodies: [String] = []
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        bodies.append("\(message.name): \(message.body)")
    }
}

/// Lets the main actor run what the web view scheduled, until it stops loading.
@MainActor
func settle(_ webView: WKWebView) async {
    for _ in 0..<100 where webView.isLoading { await Task.yield() }
    for _ in 0..<5 { await Task.yield() }
}

@MainActor
@Suite("WebKit stand-in: WKWebView")
struct WKWebViewTests {
    @Test("An HTML string commits and finishes a moment later, in WebKit's order, with the page's title")
    func htmlStringLoads() async {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let log = NavigationLog()
        webView.navigationDelegate = log
        let navigation = webView.loadHTMLString(
            "<html><head><title> Terms &amp;\n Privacy </title></head></html>", baseURL: URL(string: "https://example.com/terms"))
        #expect(navigation != nil && webView.isLoading && log.calls.isEmpty)
        await settle(webView)
        #expect(
            log.calls == [
                "action -1 https://example.com/terms", "start", "response text/html", "commit Terms & Privacy", "finish false",
            ])
        #expect(webView.url?.absoluteString == "https://example.com/terms")
        #expect(webView.title == "Terms & Privacy" && webView.estimatedProgress == 1)
        #expect(webView.backForwardList.currentItem?.title == "Terms & Privacy")
    }

    @Test("A remote URL fails provisionally as offline, and the URL goes back to the page shown")
    func remoteURLFailsOffline() async {
        let webView = WKWebView()
        let log = NavigationLog()
        webView.navigationDelegate = log
        webView.load(URLRequest(url: URL(string: "https://example.com")!))
        #expect(webView.url?.absoluteString == "https://example.com" && webView.isLoading)
        await settle(webView)
        #expect(log.calls == ["action -1 https://example.com", "start", "fail \(URLError.notConnectedToInternet.rawValue)"])
        #expect(webView.url == nil && !webView.isLoading && webView.title == nil && !webView.canGoBack)
    }

    @Test("History: two pages, back, forward, and a new page drops the forward list")
    func backForward() async {
        let webView = WKWebView()
        let log = NavigationLog()
        webView.navigationDelegate = log
        for (name, path) in [("One", "one"), ("Two", "two")] {
            webView.loadHTMLString("<title>\(name)</title>", baseURL: URL(string: "https://example.com/\(path)"))
            await settle(webView)
        }
        #expect(webView.canGoBack && !webView.canGoForward && webView.title == "Two")
        log.calls = []
        #expect(webView.goBack() != nil)
        await settle(webView)
        #expect(webView.title == "One" && webView.url?.lastPathComponent == "one" && webView.canGoForward && !webView.canGoBack)
        #expect(log.calls.first == "action 2 https://example.com/one")
        webView.goForward()
        await settle(webView)
        #expect(webView.title == "Two")
        webView.goBack()
        await settle(webView)
        webView.loadHTMLString("<title>Three</title>", baseURL: nil)
        await settle(webView)
        #expect(webView.url?.absoluteString == "about:blank" && !webView.canGoForward)
        #expect(webView.backForwardList.backList.map(\.title) == ["One"])
        #expect(webView.goForward() == nil)
        log.calls = []
        webView.reload()
        await settle(webView)
        #expect(log.calls.first == "action 3 about:blank" && webView.title == "Three")
    }

    @Test("A cancelled action loads nothing; a local file loads; a missing one fails")
    func cancelAndFiles() async throws {
        let webView = WKWebView()
        let log = NavigationLog()
        log.allowActions = false
        webView.navigationDelegate = log
        webView.loadHTMLString("<title>No</title>", baseURL: nil)
        await settle(webView)
        #expect(log.calls == ["action -1 about:blank"] && webView.url == nil && webView.title == nil)
        log.allowActions = true
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("media13-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("help.html")
        try Data("<title>Help</title>".utf8).write(to: page)
        webView.loadFileURL(page, allowingReadAccessTo: folder)
        await settle(webView)
        #expect(webView.title == "Help" && webView.url == page)
        log.calls = []
        webView.load(URLRequest(url: folder.appendingPathComponent("missing.html")))
        await settle(webView)
        #expect(log.calls.last == "fail \(URLError.fileDoesNotExist.rawValue)" && webView.url == page)
    }

    @Test("JavaScript completes with WKError: no engine runs it; script messages reach their handler by name")
    func javaScriptAndMessages() async {
        let webView = WKWebView()
        let error: (any Error)? = await withCheckedContinuation { continuation in
            webView.evaluateJavaScript("document.title") { _, error in continuation.resume(returning: error) }
        }
        #expect((error as? WKError)?.code == .unknown)
        #expect((error as NSError?)?.domain == "WKErrorDomain")
        await #expect(throws: WKError.self) { _ = try await webView.evaluateJavaScript("1 + 1") }
        let inbox = MessageInbox()
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(inbox, name: "share")
        #expect(configuration.userContentController.postMessage("hello", toHandlerNamed: "share"))
        #expect(!configuration.userContentController.postMessage("lost", toHandlerNamed: "other"))
        configuration.userContentController.removeScriptMessageHandler(forName: "share")
        #expect(!configuration.userContentController.postMessage("gone", toHandlerNamed: "share"))
        #expect(inbox.bodies == ["share: hello"])
    }

    @Test("The web view's background is the system background; its scroll view keeps its settings")
    func backgroundAndScrollView() {
        let webView = WKWebView()
        #expect(webView.backgroundColor == .systemBackground)
        webView.scrollView.isScrollEnabled = false
        webView.scrollView.bounces = false
        #expect(!webView.scrollView.isScrollEnabled && !webView.scrollView.bounces)
    }
}

/// A coordinator written as older iOS code writes its decision: a plain escaping closure.
final class PlainCoordinator: NSObject, WKNavigationDelegate {
    var asked = 0
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        asked += 1
        decisionHandler(.cancel)
    }
}

@MainActor
@Suite("WebKit stand-in: delegates as apps spell them")
struct WKNavigationDelegateSpellingTests {
    @Test("A coordinator that is not main-actor isolated, with a plain decision handler, is asked and obeyed")
    func plainCoordinatorIsAsked() async {
        let plain = PlainCoordinator()
        let webView = WKWebView()
        webView.navigationDelegate = plain
        webView.loadHTMLString("<title>x</title>", baseURL: nil)
        await settle(webView)
        #expect(plain.asked == 1 && webView.title == nil && !webView.isLoading)
    }
}
