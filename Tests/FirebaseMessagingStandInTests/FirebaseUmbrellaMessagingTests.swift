import Firebase
import Testing

extension FirebaseMessagingStandInSuites {
    @Suite("`import Firebase` brings FirebaseMessaging, as the umbrella does on iOS")
    @MainActor
    struct FirebaseUmbrellaMessagingTests {
        @Test("Messaging, MessagingDelegate and the refresh notification's name through `import Firebase` alone")
        func umbrellaNames() {
            freshConfiguredProject()
            let delegate: MessagingDelegate = RegistrationRecorder()
            Messaging.messaging().delegate = delegate
            #expect(Notification.Name.MessagingRegistrationTokenRefreshed.rawValue == "com.firebase.messaging.notif.fcm-token-refreshed")
            #expect(Messaging.messaging().delegate === delegate)
        }
    }
}
