import Foundation
import NapkinUI

/// What asks the system to show the App Store's rating prompt, as StoreKit's
/// `RequestReviewAction`, read with `@Environment(\.requestReview)` and called as
/// `requestReview()`.
///
/// iOS decides by itself whether the prompt appears (at most three times a year, never in
/// some builds), so an app can rely on nothing visible. On Linux there is no App Store and the
/// prompt never appears; the default action counts the request in ``requestCount`` so a test can
/// see the screen asked. A test may also install its own action with ``init(handler:)``.
public struct RequestReviewAction: Sendable {
    private let handler: @MainActor @Sendable () -> Void

    /// The requests the default action (and `SKStoreReviewController`, `AppStore.requestReview(in:)`)
    /// received in this process: napkin's record, as nothing is shown.
    @MainActor public private(set) static var requestCount = 0

    /// An action that calls `handler` for each request (napkin's, for tests).
    public init(handler: @escaping @MainActor @Sendable () -> Void) {
        self.handler = handler
    }

    /// The default action: counts the request, shows nothing.
    static let system = RequestReviewAction { RequestReviewAction.recordRequest() }

    @MainActor
    static func recordRequest() { requestCount += 1 }

    /// Asks for the rating prompt.
    @MainActor
    public func callAsFunction() { handler() }
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction.system
}

extension EnvironmentValues {
    /// The action that asks for the App Store's rating prompt.
    public var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
        set { self[RequestReviewKey.self] = newValue }
    }
}

/// StoreKit's older way to ask for the rating prompt, as `SKStoreReviewController`. Nothing is
/// shown on Linux; each request is counted in ``RequestReviewAction/requestCount``.
@preconcurrency @MainActor
public final class SKStoreReviewController {
    /// Asks for the rating prompt in the app's window (deprecated in iOS 14).
    public static func requestReview() { RequestReviewAction.recordRequest() }

    /// Asks for the rating prompt in `windowScene`.
    public static func requestReview(in windowScene: UIWindowScene) { RequestReviewAction.recordRequest() }
}

/// The App Store, as StoreKit's `AppStore`, for its rating prompt.
public enum AppStore {
    /// Asks for the rating prompt in `scene`: counted, not shown.
    @MainActor
    public static func requestReview(in scene: UIWindowScene) { RequestReviewAction.recordRequest() }
}
