import FirebaseCore
import FirebaseMessaging
import Foundation
import NapkinUI
import Testing

extension FirebaseMessagingStandInSuites {
    @Suite("A Swift 5 app delegate's FCM setup compiles unchanged and forwards the token")
    @MainActor
    struct PushAppDelegateTests {
        @Test("The APNs token handed to Messaging gives the delegate an FCM token it forwards and subscribes with")
        func tokenForwarding() throws {
            freshConfiguredProject()
            let appDelegate = PushAppDelegate()
            // What didFinishLaunching does besides the app-wide calls (the notification centre, UIApplication.shared)
            // other suites share.
            Messaging.messaging().delegate = appDelegate
            let forwarded = Box<[String]>([])
            let observer = NotificationCenter.default.addObserver(forName: Notification.Name("FCMToken"), object: nil, queue: nil) { note in
                if let token = note.userInfo?["token"] as? String { forwarded.value.append(token) }
            }
            defer { NotificationCenter.default.removeObserver(observer) }

            appDelegate.application(UIApplication.shared, didRegisterForRemoteNotificationsWithDeviceToken: apnsToken())
            let token = try #require(Messaging.messaging().fcmToken)
            #expect(forwarded.value == [token])
            #expect(appDelegate.uploadedTokens == [token])
            #expect(SimulatedFirebaseMessaging.shared.subscribers(ofTopic: "all") == [token])

            let refreshed = try #require(SimulatedFirebaseMessaging.shared.refreshToken())
            #expect(appDelegate.uploadedTokens == [token, refreshed])
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics() == ["all"])
        }
    }
}
