import Foundation
import UserNotifications

/// What a notification service extension fills an FCM notification with, as FirebaseMessaging's
/// `MessagingExtensionHelper` (``Messaging/serviceExtension()``).
///
/// FirebaseMessaging downloads the image a payload names under `fcm_options.image` and attaches it; on Linux nothing is
/// downloaded, so the content is handed back as it came. Delivery metrics are counted, not exported.
open class MessagingExtensionHelper: NSObject, @unchecked Sendable {
    // Unchecked: the one stored property is read and written under `lock`.
    private let lock = NSLock()
    private var exports = 0

    override init() { super.init() }

    /// Calls `contentHandler` with `content` (no image is downloaded on Linux).
    open func populateNotificationContent(
        _ content: UNMutableNotificationContent, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
        contentHandler(content)
    }

    /// Counts a delivery to export to BigQuery; nothing is sent.
    open func exportDeliveryMetricsToBigQuery(withMessageInfo info: [AnyHashable: Any]) {
        lock.withLock { exports += 1 }
    }

    /// How many deliveries ``exportDeliveryMetricsToBigQuery(withMessageInfo:)`` counted. Not FirebaseMessaging's:
    /// napkin's, for tests.
    public var exportedDeliveryCount: Int { lock.withLock { exports } }
}
