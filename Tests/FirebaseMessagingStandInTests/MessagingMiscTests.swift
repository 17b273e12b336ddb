import FirebaseCore
import FirebaseMessaging
import Foundation
import Testing
import UserNotifications

extension FirebaseMessagingStandInSuites {
    @Suite("Messages, errors, the service extension, installation IDs and a missing FirebaseApp.configure()")
    @MainActor
    struct MessagingMiscTests {
        init() { freshConfiguredProject() }

        @Test("appDidReceiveMessage: .new for a message, .unknown for an empty payload; each message ID noted once")
        func receivedMessages() {
            let messaging = Messaging.messaging()
            #expect(messaging.appDidReceiveMessage([:]).status == .unknown)
            let payload: [AnyHashable: Any] = ["gcm.message_id": "1700000000000001", "aps": ["alert": "Hi"], "kind": "chat"]
            #expect(messaging.appDidReceiveMessage(payload).status == .new)
            #expect(messaging.appDidReceiveMessage(payload).status == .new)
            messaging.appDidReceiveMessage(["kind": "silent"])

            let received = SimulatedFirebaseMessaging.shared.receivedMessages
            #expect(received.map(\.messageID) == ["1700000000000001", "1700000000000001", nil])
            #expect(received.map(\.isDuplicate) == [false, true, false])
            #expect(received.first?.payload["kind"] as? String == "chat")
            #expect(MessagingMessageInfo().status == .unknown)
        }

        @Test("MessagingError: FirebaseMessaging's domain and numbers, codes on the type, catch patterns")
        func errors() {
            #expect(MessagingErrorDomain == "com.google.fcm")
            #expect(MessagingError(.timeout).code == .timeout)
            #expect(MessagingError(.invalidTopicName).errorCode == 8)
            #expect((MessagingError(.invalidRequest) as NSError).code == 7)
            #expect((MessagingError(.network) as NSError).domain == "com.google.fcm")
            #expect(MessagingError.Code(rawValue: 5) == .operationInProgress)
            #expect(MessagingError.authentication.rawValue == 1 && MessagingError.noAccess.rawValue == 2)
            #expect(MessagingError.timeout ~= MessagingError(.timeout))
            #expect(!(MessagingError.timeout ~= MessagingError(.network)))
            #expect(!(MessagingError.unknown ~= NSError(domain: "other", code: 0)))
            #expect(MessagingError(.network) == MessagingError(.network, userInfo: [NSLocalizedFailureReasonErrorKey: "down"]))
        }

        @Test("serviceExtension() hands the content back (nothing downloaded) and counts delivery exports")
        func serviceExtension() {
            let helper = Messaging.serviceExtension()
            let content = UNMutableNotificationContent()
            content.title = "Sale"
            content.userInfo = ["fcm_options": ["image": "https://example.com/a.png"]]
            var delivered: UNNotificationContent?
            helper.populateNotificationContent(content) { delivered = $0 }
            #expect(delivered?.title == "Sale")
            helper.exportDeliveryMetricsToBigQuery(withMessageInfo: [:])
            #expect(helper.exportedDeliveryCount == 1)
        }

        @Test("Without FirebaseApp.configure() no token is issued and requests fail with the missing-sender errors")
        func unconfigured() async throws {
            SimulatedFirebase.reset()
            #expect(FirebaseApp.app() == nil)
            let messaging = Messaging.messaging()
            messaging.apnsToken = apnsToken()
            #expect(messaging.fcmToken == nil)
            #expect(!messaging.isAutoInitEnabled)

            let tokenError = Box<Error?>(nil)
            messaging.token { _, error in tokenError.value = error }
            #expect((tokenError.value as? MessagingError)?.errorCode == MessagingError.missingAuthorizedEntityCode)
            #expect(
                (tokenError.value as? MessagingError)?.failureReason
                    == "Couldn't fetch token because a Sender ID was not supplied. A valid Sender ID is required to fetch an FCM token")

            let deleteError = Box<Error?>(nil)
            messaging.deleteToken { deleteError.value = $0 }
            #expect((deleteError.value as? MessagingError)?.code == .invalidRequest)

            let topicError = Box<Error?>(nil)
            messaging.subscribe(toTopic: "news") { topicError.value = $0 }
            #expect((topicError.value as? MessagingError)?.errorCode == 502)
            await #expect(throws: MessagingError.self) { try await messaging.unsubscribe(fromTopic: "news") }
            #expect(SimulatedFirebaseMessaging.shared.issuedTokens.isEmpty)

            FirebaseApp.configure()
            #expect(try await messaging.token().contains(":APA91b"))
        }

        @Test("Installation-ID registration: refused unless enabled; when enabled, register/unregister tell the delegate")
        func installationIDs() async throws {
            let recorder = RegistrationRecorder()
            let unregistered = NotificationRecorder(.messagingInstallationIdUnregistered)
            let messaging = Messaging.messaging()
            messaging.delegate = recorder
            #expect(!messaging.isInstallationIdEnabled)
            let registerError = Box<Error?>(nil)
            messaging.register { registerError.value = $0 }
            #expect((registerError.value as? MessagingError)?.code == .invalidRequest)
            await #expect(throws: MessagingError.self) { try await messaging.unregister() }

            SimulatedFirebaseMessaging.shared.installationIDRegistration = true
            #expect(messaging.isInstallationIdEnabled)
            messaging.apnsToken = apnsToken()
            #expect(messaging.fcmToken == nil)
            let tokenError = Box<Error?>(nil)
            messaging.token { _, error in tokenError.value = error }
            #expect((tokenError.value as? MessagingError)?.code == .invalidRequest)

            registerError.value = MessagingError(.unknown)
            messaging.register { registerError.value = $0 }
            #expect(registerError.value == nil)
            let id = try #require(SimulatedFirebaseMessaging.shared.registeredInstallations.first)
            #expect(id.count == 22)
            #expect(recorder.registrations == [id])

            let unregisterError = Box<Error?>(MessagingError(.unknown))
            messaging.unregister { unregisterError.value = $0 }
            #expect(unregisterError.value == nil)
            #expect(recorder.unregistrations == [id])
            #expect(unregistered.objects == [id])
            #expect(SimulatedFirebaseMessaging.shared.registeredInstallations.isEmpty)
        }
    }
}
