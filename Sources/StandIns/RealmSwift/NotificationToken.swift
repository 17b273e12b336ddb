import Foundation

/// Keeps an observation alive, as RealmSwift's `NotificationToken`: `invalidate()` stops it
/// (Realm also stops it when the token is released; here call `invalidate()` — the store holds
/// the observation until then, or until the token is deinitialised).
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
