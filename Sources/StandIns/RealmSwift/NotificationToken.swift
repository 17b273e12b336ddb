import Foundation

/// Keeps an observation alive, as RealmSwift's `NotificationToken`: `invalidate()` stops it, and
/// so does releasing the token (keep a strong reference for as long as you observe, as with Realm).
public final class NotificationToken: @unchecked Sendable {
    weak var store: RealmStore?

    init() {}

    /// Stops the observation; the block is not called again.
    public func invalidate() {
        store?.observers[ObjectIdentifier(self)] = nil
        store = nil
    }

    deinit { invalidate() }
}
