import Foundation

extension View {
    /// Runs `action` with each URL the app receives (a custom-scheme link or a Universal Link), as SwiftUI's
    /// `onOpenURL(perform:)`. NapkinUI's app receives a URL when a test hands it one with
    /// ``Window/receiveURL(_:)``; every handler in the views shown (under a sheet too) runs, outer before inner.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        let handler = OpenURLHandler(action: action)
        return ModifiedView(content: self) { node, _ in OpenURLHandlerNode(child: node, handler: handler) }
    }
}

/// One `onOpenURL` modifier's action: one object however many nodes the modifier wraps (a modified `Group` in a
/// stack wraps each of its children), so the action runs once per URL.
final class OpenURLHandler {
    let action: (URL) -> Void
    init(action: @escaping (URL) -> Void) { self.action = action }
}

/// A view that handles the URLs the app receives.
@MainActor
final class OpenURLHandlerNode: WrapperNode {
    let handler: OpenURLHandler

    init(child: LayoutNode, handler: OpenURLHandler) {
        self.handler = handler
        super.init(child: child)
    }
}

extension Window {
    /// Hands the app `url`, as iOS does when the user opens a link to it (a custom scheme in Safari, a Universal
    /// Link, a widget's link): lays the window out and runs every `onOpenURL` handler of the views shown, outer
    /// before inner, then lays out again so the screen shows what they changed. Answers how many handlers ran: 0
    /// means the app ignored the URL, as an iOS app without a handler does.
    @discardableResult
    public func receiveURL(_ url: URL) -> Int {
        layout()
        var seen: Set<ObjectIdentifier> = []
        let handlers = shownNodes(of: OpenURLHandlerNode.self).map(\.handler).filter { seen.insert(ObjectIdentifier($0)).inserted }
        for handler in handlers { handler.action(url) }
        if !handlers.isEmpty { layout() }
        return handlers.count
    }
}
