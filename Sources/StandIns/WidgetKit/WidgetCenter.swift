import Foundation

/// A widget the person placed, as WidgetKit's `WidgetInfo`.
public struct WidgetInfo: Hashable, Sendable, CustomStringConvertible {
    /// The widget's kind.
    public let kind: String
    /// Its family.
    public let family: WidgetFamily

    /// A placed widget (a napkin addition: on iOS only the system makes them).
    public init(kind: String, family: WidgetFamily) {
        self.kind = kind
        self.family = family
    }

    /// The name, as written in code.
    public var description: String { "\(kind) (\(family))" }
}

/// The app's way to the system's widgets, as WidgetKit's `WidgetCenter`.
///
/// Linux has no home screen: a reload asks nobody for a timeline. The center keeps each reload request, in order,
/// for a test to read (``reloadRequests``), and answers `getCurrentConfigurations` with the widgets a test placed
/// (``setCurrentConfigurations(_:)``; none by default, as for an app whose widgets the person never added).
public final class WidgetCenter: @unchecked Sendable {
    // Sound: every access to the two values holds `lock`.
    /// What the app asked to reload, as kept by the center (a napkin addition).
    public enum ReloadRequest: Hashable, Sendable {
        /// `reloadAllTimelines()`.
        case all
        /// `reloadTimelines(ofKind:)`.
        case kind(String)
    }

    /// The app's widget center.
    public static let shared = WidgetCenter()
    private let lock = NSLock()
    private var requests: [ReloadRequest] = []
    private var placed: [WidgetInfo] = []

    private init() {}

    /// Asks the system for new timelines of all the app's widgets.
    public func reloadAllTimelines() { lock.withLock { requests.append(.all) } }

    /// Asks the system for new timelines of the widgets of `kind`.
    public func reloadTimelines(ofKind kind: String) { lock.withLock { requests.append(.kind(kind)) } }

    /// Hands `completion` the app's widgets the person placed.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success(lock.withLock { placed }))
    }

    /// The app's widgets the person placed.
    public func currentConfigurations() async throws -> [WidgetInfo] { lock.withLock { placed } }

    /// Tells the system the app's widget push info changed (nothing to tell on Linux).
    public func invalidateConfigurationRecommendations() {}

    // MARK: Napkin additions

    /// The reload requests since the last ``resetReloadRequests()``, in order (a napkin addition).
    public var reloadRequests: [ReloadRequest] { lock.withLock { requests } }

    /// Forgets the reload requests (a napkin addition).
    public func resetReloadRequests() { lock.withLock { requests = [] } }

    /// Sets the widgets the person placed (a napkin addition).
    public func setCurrentConfigurations(_ widgets: [WidgetInfo]) { lock.withLock { placed = widgets } }
}
