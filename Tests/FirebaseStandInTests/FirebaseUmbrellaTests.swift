import Firebase
import Foundation
import Testing

extension FirebaseStandInSuites {
    @Suite("Firebase umbrella module: one import brings every product, as `import Firebase` does on iOS")
    struct FirebaseUmbrellaTests {
        init() { SimulatedFirebase.reset() }

        @Test("A sign-up flow through `import Firebase` alone: account, profile document, avatar upload, analytics event")
        func signUpFlow() async throws {
            FirebaseApp.configure()
            let user = try await Auth.auth().createUser(withEmail: "ada@example.com", password: "analytical").user
            let avatar = Storage.storage().reference().child("avatars/\(user.uid).png")
            try await avatar.putDataAsync(Data([0x89, 0x50, 0x4E, 0x47]), metadata: nil)
            let url = try await avatar.downloadURL()
            try await Firestore.firestore().collection("users").document(user.uid).setData([
                "email": user.email ?? "", "avatar": url.absoluteString,
            ])
            Analytics.logEvent(AnalyticsEventSignUp, parameters: [AnalyticsParameterMethod: "password"])
            try await Database.database().reference(withPath: "presence/\(user.uid)").setValue(["online": true])
            #expect(SimulatedDatabase.shared.value(at: "presence/\(user.uid)/online") as? Bool == true)

            let stored = try await Firestore.firestore().collection("users").document(user.uid).getDocument()
            #expect(stored.data()?["email"] as? String == "ada@example.com")
            #expect(
                (stored.data()?["avatar"] as? String).flatMap(URL.init(string:)).map {
                    Storage.storage().reference(forURL: $0.absoluteString).fullPath
                }
                    == "avatars/\(user.uid).png")
            #expect(SimulatedFirebaseAnalytics.shared.events.map(\.name) == ["sign_up"])

            SimulatedFirebase.reset()
            #expect(FirebaseApp.app() == nil)
            #expect(SimulatedFirebaseAuth.shared.accounts().isEmpty)
            #expect(SimulatedFirebaseStorage.shared.paths().isEmpty)
            #expect(SimulatedFirebaseAnalytics.shared.events.isEmpty)
            #expect(SimulatedDatabase.shared.value() == nil)
        }
    }
}
