import Foundation
import MusicKit
import Testing

extension MusicKitStandInTests {
    @Suite("MusicKit stand-in: authorization and subscription")
    struct AuthorizationTests {
        @Test("a fresh process was never asked; the prompt declines unless a test answers it, and asks once")
        func authorizationFlow() async {
            SimulatedAppleMusic.shared.reset()
            defer { SimulatedAppleMusic.shared.reset() }
            #expect(MusicAuthorization.currentStatus == .notDetermined)
            #expect(await MusicAuthorization.request() == .denied)
            #expect(MusicAuthorization.currentStatus == .denied)
            #expect(await MusicAuthorization.request() == .denied)
            #expect(SimulatedAppleMusic.shared.promptCount == 1)

            SimulatedAppleMusic.shared.reset()
            SimulatedAppleMusic.shared.promptAnswer = .authorized
            #expect(await MusicAuthorization.request() == .authorized)
            #expect(MusicAuthorization.currentStatus == .authorized)

            SimulatedAppleMusic.shared.reset()
            SimulatedAppleMusic.shared.authorizationStatus = .restricted
            SimulatedAppleMusic.shared.promptAnswer = .authorized
            #expect(await MusicAuthorization.request() == .restricted)
            #expect(SimulatedAppleMusic.shared.promptCount == 0)
            #expect(MusicAuthorization.Status.restricted.description == "restricted")
        }

        @Test("the subscription needs authorization; its updates give the state now, then each change")
        func subscriptionUpdates() async throws {
            SimulatedAppleMusic.shared.reset()
            defer { SimulatedAppleMusic.shared.reset() }
            await #expect(throws: MusicSubscription.Error.permissionDenied) { try await MusicSubscription.current }

            SimulatedAppleMusic.shared.authorizationStatus = .authorized
            let current = try await MusicSubscription.current
            #expect(!current.canPlayCatalogContent)
            #expect(current.canBecomeSubscriber)
            #expect(!current.hasCloudLibraryEnabled)

            var iterator = MusicSubscription.subscriptionUpdates.makeAsyncIterator()
            #expect(await iterator.next() == .notSubscribed)
            SimulatedAppleMusic.shared.subscription = .subscriber
            let next = await iterator.next()
            #expect(next?.canPlayCatalogContent == true)
            #expect(next?.canBecomeSubscriber == false)
            #expect(try await MusicSubscription.current == .subscriber)
        }
    }
}
