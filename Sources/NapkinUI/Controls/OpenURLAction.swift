import Foundation

/// What opens a URL for a ``Link`` (or for code that calls `openURL(url)`), as SwiftUI's
/// `OpenURLAction`, read with `@Environment(\.openURL)` and replaced with
/// `.environment(\.openURL, OpenURLAction { url in … })`.
///
/// The default action leaves every URL to the system, which in NapkinUI is the record of the
/// active window (``Window/openedURLs``): a test sees what was opened there, or installs its
/// own action to route URLs.
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
        /// The handler leaves the URL to the system (in NapkinUI, the active window records it).
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

    /// Opens `url`: the handler's, or the system's when the handler leaves it to the system
    /// (the active window's ``Window/openedURLs`` records it).
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url` and reports whether it was opened.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    @MainActor
    private func open(_ url: URL) -> Bool {
        switch handler(url).outcome {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let other): return Window.active?.openBySystem(other ?? url) ?? false
        }
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
