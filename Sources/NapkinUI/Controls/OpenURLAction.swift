import Foundation

/// What opens a URL for a ``Link`` (or for code that calls `openURL(url)`), as SwiftUI's
/// `OpenURLAction`, read with `@Environment(\.openURL)` and replaced with
/// `.environment(\.openURL, OpenURLAction { url in … })`.
///
/// NapkinUI has no system to hand URLs to: the default action discards them. A test or an
/// app installs its own action to see or route them.
public struct OpenURLAction {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable, Hashable {
        enum Outcome: Sendable, Hashable {
            case handled, discarded, systemAction(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler refused the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The handler leaves the URL to the system (NapkinUI has none, so nothing opens it).
        public static let systemAction = Result(outcome: .systemAction(nil))

        /// The handler asks the system to open `url` instead.
        public static func systemAction(_ url: URL) -> Result {
            Result(outcome: .systemAction(url))
        }
    }

    private let handler: @MainActor (URL) -> Result

    /// An action that passes each URL to `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and reports whether the handler accepted it.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        completion(handler(url) != .discarded)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// What opens URLs: links call it when tapped.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
