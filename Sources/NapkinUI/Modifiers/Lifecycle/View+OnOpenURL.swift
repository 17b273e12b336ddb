import Foundation

/// The window's stream of URLs the app is asked to open, carried by the environment to `onOpenURL`.
struct IncomingURLsBox: @unchecked Sendable {
    // Unchecked: the subject is only sent to and subscribed on the main actor (the window and its views).
    let subject: PassthroughSubject<URL, Never>?
}

private struct IncomingURLsKey: EnvironmentKey {
    static var defaultValue: IncomingURLsBox { IncomingURLsBox(subject: nil) }
}

extension EnvironmentValues {
    /// The URLs the window delivers (``Window/openIncomingURL(_:)``); none outside a window.
    var incomingURLs: IncomingURLsBox {
        get { self[IncomingURLsKey.self] }
        set { self[IncomingURLsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` with each URL the app is asked to open while the view is shown, as SwiftUI's
    /// `onOpenURL(perform:)`: a link into the app, another app handing it a URL, a sign-in page's
    /// redirect (`GIDSignIn.sharedInstance.handle(url)` is the usual action). On Linux nothing opens
    /// URLs by itself: a test delivers one with ``Window/openIncomingURL(_:)``. The handler
    /// subscribes when the view appears and stops when it disappears, as ``onReceive(_:perform:fileID:line:column:)``'s.
    public func onOpenURL(
        perform action: @escaping (URL) -> Void, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        EnvironmentReader { environment in
            onReceive(
                environment.incomingURLs.subject?.eraseToAnyPublisher() ?? Empty<URL, Never>().eraseToAnyPublisher(), perform: action,
                fileID: fileID, line: line, column: column)
        }
    }
}

extension Window {
    /// Asks the app to open `url`, as iOS does when a link, another app or a sign-in page's
    /// redirect opens it: lays the window out (so the views shown have subscribed), then every
    /// ``View/onOpenURL(perform:fileID:line:column:)`` handler shown runs with it, in the order they
    /// appeared. The next render shows what they changed.
    public func openIncomingURL(_ url: URL) {
        layout()
        incomingURLs.send(url)
    }
}
