import FirebaseMessaging
import Foundation
import Testing

extension FirebaseMessagingStandInSuites {
    @Suite("Topics: subscriptions kept by the backend, names checked with FirebaseMessaging's pattern")
    @MainActor
    struct MessagingTopicTests {
        init() {
            freshConfiguredProject()
            Messaging.messaging().apnsToken = apnsToken()
        }

        @Test("subscribe and unsubscribe, with completions and awaited; the backend knows who a topic reaches")
        func subscribeAndUnsubscribe() async throws {
            let messaging = Messaging.messaging()
            let token = try #require(messaging.fcmToken)
            let completionError = Box<Error?>(MessagingError(.unknown))
            messaging.subscribe(toTopic: "news") { completionError.value = $0 }
            #expect(completionError.value == nil)
            try await messaging.subscribe(toTopic: "weather")
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics() == ["news", "weather"])
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics(of: token) == ["news", "weather"])
            #expect(SimulatedFirebaseMessaging.shared.subscribers(ofTopic: "news") == [token])
            #expect(SimulatedFirebaseMessaging.shared.subscribers(ofTopic: "/topics/news") == [token])

            messaging.unsubscribe(fromTopic: "news") { completionError.value = $0 }
            #expect(completionError.value == nil)
            try await messaging.unsubscribe(fromTopic: "weather")
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics().isEmpty)
            #expect(SimulatedFirebaseMessaging.shared.subscribers(ofTopic: "news").isEmpty)
        }

        @Test("The fire-and-forget forms subscribe and unsubscribe too")
        func fireAndForget() {
            let messaging = Messaging.messaging()
            messaging.subscribe(toTopic: "offers")
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics() == ["offers"])
            messaging.unsubscribe(fromTopic: "offers")
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics().isEmpty)
        }

        @Test(
            "Names outside /topics/[a-zA-Z0-9-_.~%]+ fail with invalidTopicName and FirebaseMessaging's reason",
            arguments: ["", "breaking news", "café", "a/b", "/topics/", "news!", "line\nbreak"])
        func invalidNames(_ topic: String) async throws {
            let received = Box<Error?>(nil)
            Messaging.messaging().subscribe(toTopic: topic) { received.value = $0 }
            let error = try #require(received.value as? MessagingError)
            #expect(error.code == .invalidTopicName && error.errorCode == 8)
            #expect(error.failureReason == "Cannot parse topic name: '\(topic)'. Will not subscribe.")

            var caught = false
            do {
                try await Messaging.messaging().unsubscribe(fromTopic: topic)
            } catch MessagingError.invalidTopicName {
                caught = true
            }
            #expect(caught)
            let unsubscribeError = Box<Error?>(nil)
            Messaging.messaging().unsubscribe(fromTopic: topic) { unsubscribeError.value = $0 }
            #expect(
                (unsubscribeError.value as? MessagingError)?.failureReason == "Cannot parse topic name: '\(topic)'. Will not unsubscribe.")
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics().isEmpty)
        }

        @Test("Every character the pattern allows is accepted; a /topics/ prefix is accepted and dropped")
        func validNames() async throws {
            let messaging = Messaging.messaging()
            try await messaging.subscribe(toTopic: "Az09-_.~%")
            try await messaging.subscribe(toTopic: "/topics/sports")
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics() == ["Az09-_.~%", "sports"])
        }

        @Test("Without an APNs token a subscription fails with the token's error and nothing is subscribed")
        func withoutAPNsToken() throws {
            SimulatedFirebaseMessaging.shared.reset()
            let received = Box<Error?>(nil)
            Messaging.messaging().subscribe(toTopic: "news") { received.value = $0 }
            #expect((received.value as? MessagingError)?.errorCode == MessagingError.missingDeviceTokenCode)
            Messaging.messaging().subscribe(toTopic: "news")
            #expect(SimulatedFirebaseMessaging.shared.issuedTokens.isEmpty)
        }

        @Test("A deleted token takes its subscriptions with it")
        func deletedTokenDropsTopics() async throws {
            let messaging = Messaging.messaging()
            let token = try #require(messaging.fcmToken)
            try await messaging.subscribe(toTopic: "news")
            try await messaging.deleteToken()
            #expect(SimulatedFirebaseMessaging.shared.subscribedTopics(of: token).isEmpty)
            #expect(SimulatedFirebaseMessaging.shared.subscribers(ofTopic: "news").isEmpty)
        }
    }
}
