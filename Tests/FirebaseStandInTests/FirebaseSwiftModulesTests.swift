import FirebaseAnalyticsSwift
import FirebaseStorageSwift
import Foundation
import Testing

extension FirebaseStandInSuites {
    @Suite("FirebaseAnalyticsSwift and FirebaseStorageSwift: the older module names bring the same API")
    struct FirebaseSwiftModulesTests {
        init() { SimulatedFirebase.reset() }

        @Test("A file importing only the older module names uploads with putDataAsync and logs an event")
        func olderNames() async throws {
            FirebaseApp.configure()
            let metadata = try await Storage.storage().reference(withPath: "a.txt").putDataAsync(Data("a".utf8))
            #expect(metadata.size == 1)
            Analytics.logEvent(AnalyticsEventShare, parameters: [AnalyticsParameterContentType: "text"])
            #expect(SimulatedFirebaseAnalytics.shared.events.map(\.name) == ["share"])
        }
    }
}
