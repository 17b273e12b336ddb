import FirebaseCore
import FirebaseMessaging
import Foundation
import Testing

extension FirebaseMessagingStandInSuites {
    @Suite("Registration tokens: issued once the APNs token is set, as FCM issues them")
    @MainActor
    struct MessagingTokenTests {
        init() { freshConfiguredProject() }

        @Test("Setting apnsToken issues an FCM token the delegate and the refresh notification hear of, once")
        func apnsTokenIssuesToken() throws {
            let recorder = RegistrationRecorder()
            let refreshed = NotificationRecorder(.MessagingRegistrationTokenRefreshed)
            let messaging = Messaging.messaging()
            messaging.delegate = recorder
            #expect(messaging.fcmToken == nil)
            #expect(messaging === Messaging.messaging())

            messaging.apnsToken = apnsToken()
            let token = try #require(messaging.fcmToken)
            #expect(token.count == 163 && token.contains(":APA91b"))
            #expect(recorder.tokens == [token])
            #expect(refreshed.objects == [token])
            #expect(messaging.apnsToken == apnsToken())

            let issued = try #require(SimulatedFirebaseMessaging.shared.issuedTokens.first)
            #expect(issued.token == token)
            #expect(issued.senderID == FirebaseApp.app()?.options.gcmSenderID)
            #expect(issued.apnsToken == apnsToken())
            #expect(issued.apnsTokenType == .unknown)

            messaging.apnsToken = apnsToken()
            #expect(SimulatedFirebaseMessaging.shared.issuedTokens.count == 1)
            #expect(recorder.tokens.count == 1)
        }

        @Test("A new APNs token (and its type) moves the FCM token to it instead of issuing another")
        func newAPNsTokenKeepsFCMToken() throws {
            let messaging = Messaging.messaging()
            messaging.setAPNSToken(apnsToken(1), type: .sandbox)
            let token = try #require(messaging.fcmToken)
            #expect(SimulatedFirebaseMessaging.shared.issuedTokens.first?.apnsTokenType == .sandbox)

            messaging.setAPNSToken(apnsToken(2), type: .prod)
            #expect(messaging.fcmToken == token)
            #expect(SimulatedFirebaseMessaging.shared.issuedTokens.count == 1)
            #expect(SimulatedFirebaseMessaging.shared.issuedTokens.first?.apnsToken == apnsToken(2))
            #expect(SimulatedFirebaseMessaging.shared.issuedTokens.first?.apnsTokenType == .prod)
        }

        @Test("token(completion:) before the APNs token fails with FirebaseMessaging's error 505, as since 10.4")
        func tokenWithoutAPNsToken() async throws {
            let received = Box<(String?, Error?)>(("unset", nil))
            Messaging.messaging().token { token, error in received.value = (token, error) }
            #expect(received.value.0 == nil)
            let error = try #require(received.value.1 as? MessagingError)
            #expect(error.errorCode == MessagingError.missingDeviceTokenCode)
            #expect(error.code == .unknown)
            #expect(error.failureReason == "No APNS token specified before fetching FCM Token")
            let nsError = error as NSError
            #expect(nsError.domain == MessagingErrorDomain && nsError.domain == "com.google.fcm" && nsError.code == 505)

            await #expect(throws: MessagingError.self) { try await Messaging.messaging().token() }
            #expect(SimulatedFirebaseMessaging.shared.issuedTokens.isEmpty)
        }

        @Test("token(completion:) and token() async give the current token; deleteToken forgets it and the next call issues another")
        func tokenAndDeleteToken() async throws {
            let recorder = RegistrationRecorder()
            let messaging = Messaging.messaging()
            messaging.delegate = recorder
            messaging.apnsToken = apnsToken()
            let first = try #require(messaging.fcmToken)

            let fromCompletion = Box<String?>(nil)
            messaging.token { token, error in
                #expect(error == nil)
                fromCompletion.value = token
            }
            #expect(fromCompletion.value == first)
            #expect(try await messaging.token() == first)

            let deleteError = Box<Error?>(MessagingError(.unknown))
            messaging.deleteToken { deleteError.value = $0 }
            #expect(deleteError.value == nil)
            #expect(messaging.fcmToken == nil)
            #expect(SimulatedFirebaseMessaging.shared.validTokens.isEmpty)

            let second = Box<String?>(nil)
            messaging.token { token, _ in second.value = token }
            #expect(second.value != nil && second.value != first)
            #expect(messaging.fcmToken == second.value)
            #expect(recorder.tokens == [first, second.value])
            #expect(SimulatedFirebaseMessaging.shared.validTokens == [second.value].compactMap { $0 })

            try await messaging.deleteToken()
            #expect(messaging.fcmToken == nil)
        }

        @Test("With auto-init off no token is issued until asked for, or until auto-init is turned on")
        func autoInit() throws {
            let recorder = RegistrationRecorder()
            let messaging = Messaging.messaging()
            messaging.delegate = recorder
            #expect(messaging.isAutoInitEnabled)
            messaging.isAutoInitEnabled = false
            #expect(!messaging.isAutoInitEnabled)

            messaging.apnsToken = apnsToken()
            #expect(messaging.fcmToken == nil)
            #expect(recorder.tokens.isEmpty)

            messaging.isAutoInitEnabled = true
            let token = try #require(messaging.fcmToken)
            #expect(recorder.tokens == [token])

            FirebaseApp.app()?.isDataCollectionDefaultEnabled = false
            SimulatedFirebaseMessaging.shared.reset()
            #expect(!Messaging.messaging().isAutoInitEnabled)
        }

        @Test("The server refreshing the token: the delegate and observers hear of the new one; topics follow it")
        func serverRefresh() throws {
            let recorder = RegistrationRecorder()
            let refreshed = NotificationRecorder(.MessagingRegistrationTokenRefreshed)
            let messaging = Messaging.messaging()
            messaging.delegate = recorder
            messaging.apnsToken = apnsToken()
            let old = try #require(messaging.fcmToken)
            messaging.subscribe(toTopic: "news")

            let new = try #require(SimulatedFirebaseMessaging.shared.refreshToken())
            #expect(new != old)
            #expect(messaging.fcmToken == new)
            #expect(recorder.tokens == [old, new])
            #expect(refreshed.objects == [old, new])
            #expect(SimulatedFirebaseMessaging.shared.validTokens == [new])
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics() == ["news"])
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics(of: old).isEmpty)
        }

        @Test("A failing backend: the next request gets the queued error, matched by `catch MessagingError.network`")
        func failingBackend() async throws {
            let messaging = Messaging.messaging()
            messaging.isAutoInitEnabled = false
            messaging.apnsToken = apnsToken()
            SimulatedFirebaseMessaging.shared.failNextRequest(with: MessagingError(.network))

            var caught = false
            do {
                _ = try await messaging.token()
            } catch MessagingError.network {
                caught = true
            }
            #expect(caught)
            #expect(messaging.fcmToken == nil)
            #expect(try await messaging.token() == messaging.fcmToken)
        }

        @Test("Tokens for other senders are separate: not the delegate's, not fcmToken; deleted on their own")
        func otherSenders() async throws {
            let recorder = RegistrationRecorder()
            let messaging = Messaging.messaging()
            messaging.delegate = recorder
            messaging.apnsToken = apnsToken()
            let main = try #require(messaging.fcmToken)

            let otherToken = Box<String?>(nil)
            messaging.retrieveFCMToken(forSenderID: "123456789012") { token, _ in otherToken.value = token }
            #expect(otherToken.value != nil && otherToken.value != main)
            #expect(try await messaging.retrieveFCMToken(forSenderID: "123456789012") == otherToken.value)
            #expect(messaging.fcmToken == main)
            #expect(recorder.tokens == [main])
            #expect(SimulatedFirebaseMessaging.shared.issuedTokens.last?.senderID == "123456789012")

            let deleteError = Box<Error?>(MessagingError(.unknown))
            messaging.deleteFCMToken(forSenderID: "123456789012") { deleteError.value = $0 }
            #expect(deleteError.value == nil)
            #expect(SimulatedFirebaseMessaging.shared.validTokens == [main])

            await #expect(throws: MessagingError.self) { try await messaging.deleteFCMToken(forSenderID: "") }
            await #expect(throws: MessagingError.self) { try await messaging.retrieveFCMToken(forSenderID: "") }
        }

        @Test("deleteData deletes every token, then (auto-init on) asks for a new one")
        func deleteData() async throws {
            let messaging = Messaging.messaging()
            messaging.apnsToken = apnsToken()
            let first = try #require(messaging.fcmToken)
            _ = try await messaging.retrieveFCMToken(forSenderID: "123456789012")
            try await messaging.subscribe(toTopic: "news")

            let completionError = Box<Error?>(MessagingError(.unknown))
            messaging.deleteData { completionError.value = $0 }
            #expect(completionError.value == nil)
            let second = try #require(messaging.fcmToken)
            #expect(second != first)
            #expect(SimulatedFirebaseMessaging.shared.validTokens == [second])
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics().isEmpty)

            messaging.isAutoInitEnabled = false
            try await messaging.deleteData()
            #expect(messaging.fcmToken == nil)
            #expect(SimulatedFirebaseMessaging.shared.validTokens.isEmpty)
        }
    }
}
