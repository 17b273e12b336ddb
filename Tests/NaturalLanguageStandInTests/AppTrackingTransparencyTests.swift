import AppTrackingTransparency
import Testing

/// Serialized: the tracking permission is the process's, as on a device.
@Suite("AppTrackingTransparency stand-in", .serialized)
struct AppTrackingTransparencyTests {
    init() { ATTrackingManager.resetTrackingAuthorization() }

    @Test("Not determined until someone answers; a request nobody answers stays not determined")
    func nobodyAnswers() async {
        #expect(ATTrackingManager.trackingAuthorizationStatus == .notDetermined)
        #expect(await ATTrackingManager.requestTrackingAuthorization() == .notDetermined)
        #expect(ATTrackingManager.trackingAuthorizationStatus == .notDetermined)
    }

    @Test(
        "The person's answer reaches the completion handler and is remembered",
        arguments: [
            ATTrackingManager.AuthorizationStatus.authorized, .denied,
        ])
    func answered(answer: ATTrackingManager.AuthorizationStatus) {
        ATTrackingManager.answerTrackingRequests(with: answer)
        nonisolated(unsafe) var heard: ATTrackingManager.AuthorizationStatus?
        ATTrackingManager.requestTrackingAuthorization { heard = $0 }
        #expect(heard == answer)
        #expect(ATTrackingManager.trackingAuthorizationStatus == answer)
    }

    @Test("Once answered, a request does not ask again")
    func asksOnce() async {
        ATTrackingManager.answerTrackingRequests(with: .denied)
        #expect(await ATTrackingManager.requestTrackingAuthorization() == .denied)
        ATTrackingManager.answerTrackingRequests(with: .authorized)
        #expect(await ATTrackingManager.requestTrackingAuthorization() == .denied)
    }

    @Test("A restricted device never asks; restricted is no answer to a prompt")
    func restricted() async {
        ATTrackingManager.setTrackingAuthorizationStatus(.restricted)
        ATTrackingManager.answerTrackingRequests(with: .authorized)
        #expect(await ATTrackingManager.requestTrackingAuthorization() == .restricted)
        ATTrackingManager.resetTrackingAuthorization()
        ATTrackingManager.answerTrackingRequests(with: .restricted)
        #expect(await ATTrackingManager.requestTrackingAuthorization() == .notDetermined)
        #expect(ATTrackingManager.AuthorizationStatus.authorized.rawValue == 3)
    }
}
