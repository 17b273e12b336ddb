import FirebaseCore
import FirebaseMessaging
import Foundation
import Testing

/// The FirebaseMessaging stand-in's suites, one at a time and holding the simulated Firebase project: they share the
/// default app, `Messaging.messaging()` and the simulated FCM backend.
@Suite("FirebaseMessaging stand-in", .serialized, .simulatedFirebaseProject)
enum FirebaseMessagingStandInSuites {}

/// A 32-byte APNs device token, as `didRegisterForRemoteNotificationsWithDeviceToken` gets one.
func apnsToken(_ seed: UInt8 = 1) -> Data { Data((0..<32).map { UInt8($0) &* 7 &+ seed }) }

/// A `MessagingDelegate` that keeps what it hears.
final class RegistrationRecorder: NSObject, MessagingDelegate {
    var tokens: [String?] = []
    var registrations: [String?] = []
    var unregistrations: [String] = []

    func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?) { tokens.append(fcmToken) }
    func messaging(_ messaging: Messaging, didReceiveRegistration installationId: String?) { registrations.append(installationId) }
    func messaging(_ messaging: Messaging, didUnregister installationId: String) { unregistrations.append(installationId) }
}

/// Keeps the objects of the notifications posted under a name while it lives.
final class NotificationRecorder {
    private(set) var objects: [String?] = []
    private var observer: NSObjectProtocol?

    init(_ name: Notification.Name) {
        observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            self?.objects.append(note.object as? String)
        }
    }

    deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }
}

/// Starts a test from an empty project with the default app configured.
func freshConfiguredProject() {
    SimulatedFirebase.reset()
    SimulatedFirebaseMessaging.shared.reset()
    FirebaseApp.configure()
}

/// A value a completion handler fills in (Swift 5 code may not mutate a captured `var` in a `@Sendable` closure
/// without a warning).
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
