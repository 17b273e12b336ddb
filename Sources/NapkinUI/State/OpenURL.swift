import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL) var openURL`, then
/// `openURL(url)`). A render has no browser: the default action records nothing and reports
/// the URL as not handled; tests and apps set their own with `.environment(\.openURL, …)`.
public struct OpenURLAction {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public enum Result: Sendable, Hashable {
        /// The handler opened it.
        case handled
        /// The handler declined; the system would open it.
        case systemAction
        /// The handler could not open it.
        case discarded
    }

    private let handler: (URL) -> Result

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url) == .handled)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// The action that opens URLs (links, `openURL(url)`).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
